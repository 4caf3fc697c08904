import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, codeError, normaliseCode, parseMobile } from "~/domain/login";

describe("login codes and numbers", () => {
  it("uses an alphabet without look-alike characters", () => {
    for (const c of "0O1IL2Z5S8B6GDQUV") expect(CODE_ALPHABET).not.toContain(c);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
  });

  it("uppercases codes and wants exactly 4 characters (docs/spec.md §8)", () => {
    expect(normaliseCode(" ab3k ")).toBe("AB3K");
    expect(codeError("ab3k")).toBeNull();
    expect(codeError("ab3")).toBe("Ongeldige code");
    expect(codeError("ab3kx")).toBe("Ongeldige code");
  });

  it.each([
    ["0612345678", "+31612345678"],
    ["06-12 34 56 78", "+31612345678"],
    ["+31612345678", "+31612345678"],
    ["0512345678", null],
    ["061234567", null],
    ["+32612345678", null],
    ["", null],
  ])("parseMobile(%j) = %j", (raw, expected) => {
    expect(parseMobile(raw)).toBe(expected);
  });
});
