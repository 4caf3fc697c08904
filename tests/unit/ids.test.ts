import { describe, expect, it } from "vitest";
import { hasBadCharacters, MAX_ID, parseId } from "~/domain/ids";

describe("parseId", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    [String(MAX_ID), MAX_ID],
    [7, 7],
  ])("%s is an id", (raw, id) => expect(parseId(raw)).toBe(id));

  it.each([
    "3000000000",
    "2147483648",
    "1e10",
    "-1",
    "0",
    "0x10",
    " 7",
    "7 ",
    "07",
    "1.5",
    "",
    "abc",
    "99999999999",
    undefined,
    null,
    1.5,
    -3,
    3_000_000_000,
  ])("%s is no id", (raw) => expect(parseId(raw)).toBeNull());
});

describe("hasBadCharacters", () => {
  it("refuses NUL and lone surrogates, accepts ordinary and paired text", () => {
    expect(hasBadCharacters("Pizza\u0000")).toBe(true);
    expect(hasBadCharacters("a\uD800b")).toBe(true);
    expect(hasBadCharacters("\uDC00")).toBe(true);
    expect(hasBadCharacters("Crème brûlée 🍕")).toBe(false);
    expect(hasBadCharacters("")).toBe(false);
  });
});
