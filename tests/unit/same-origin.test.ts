// The one same-origin rule (docs/issues/013.md §4): hosts compared, case-insensitively, schemes not.
import { describe, expect, it } from "vitest";
import { sameOrigin } from "~/domain/same-origin";

describe("sameOrigin", () => {
  it.each([
    ["https://pizzaroma.bestelinfo.nl", "pizzaroma.bestelinfo.nl", true],
    ["http://pizzaroma.localhost:3000", "pizzaroma.localhost:3000", true],
    ["https://PizzaRoma.bestelinfo.nl", "pizzaroma.bestelinfo.nl", true],
    ["https://evil.example", "pizzaroma.bestelinfo.nl", false],
    ["https://pizzaroma.bestelinfo.nl.evil.example", "pizzaroma.bestelinfo.nl", false],
    ["http://pizzaroma.localhost:3001", "pizzaroma.localhost:3000", false],
    ["null", "pizzaroma.bestelinfo.nl", false],
    ["not a url", "pizzaroma.bestelinfo.nl", false],
    ["https://pizzaroma.bestelinfo.nl", undefined, false],
  ])("%s from %s: %s", (origin, host, same) => {
    expect(sameOrigin(origin, host)).toBe(same);
  });
});
