import { describe, expect, it } from "vitest";
import { contrastRatio, inkOnWhite, parseHex, textColorOn } from "~/domain/colors";

describe("textColorOn", () => {
  it.each([
    ["#0069b3", "#ffffff"], // platform blue
    ["#e91e63", "#ffffff"],
    ["#ffc107", "#1c1917"], // amber: white would fail contrast
    ["#fff", "#1c1917"],
    ["#000000", "#ffffff"],
    ["not a colour", "#ffffff"],
  ])("%s → %s", (bg, fg) => {
    expect(textColorOn(bg)).toBe(fg);
  });

  it("always picks a colour with at least AA contrast for large text", () => {
    for (let v = 0; v < 256; v += 17) {
      for (const bg of [`#${v.toString(16).padStart(2, "0")}8040`, `#40${v.toString(16).padStart(2, "0")}80`]) {
        expect(contrastRatio(bg, textColorOn(bg))).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("parses short and long hex", () => {
    expect(parseHex("#abc")).toEqual([170, 187, 204]);
    expect(parseHex("0069B3")).toEqual([0, 105, 179]);
    expect(parseHex("#12345")).toBeNull();
  });
});

describe("inkOnWhite", () => {
  it.each([
    ["#0069b3", "#0069b3"],
    ["#c62828", "#c62828"],
    ["#f9a825", "#1c1917"],
    // readable on white (4.57:1) but not on the pages' stone-100 (4.37:1)
    ["#ed0000", "#1c1917"],
  ])("%s → %s", (color, ink) => {
    expect(inkOnWhite(color)).toBe(ink);
  });
});
