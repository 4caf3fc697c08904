// A restaurant's primary colour (docs/issues/016.md §2): refused when the text the theme puts on it
// (textColorOn: white or near-black) falls under WCAG AA (4.5:1), with the nearest colour that
// passes — same hue and saturation, lighter or darker by as little as it takes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AA_CONTRAST,
  checkThemeColor,
  COLOR_INVALID,
  contrastRatio,
  nearestReadableColor,
  parseHex,
  textColorOn,
  themeContrast,
} from "~/domain/colors";

const hexColor = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`);

function distance(a: string, b: string): number {
  const [x, y] = [parseHex(a), parseHex(b)];
  if (!x || !y) return Infinity;
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

describe("checkThemeColor", () => {
  it("accepts the platform blue and a dark red as they are (lowercased)", () => {
    expect(checkThemeColor("#0069B3")).toEqual({ ok: true, color: "#0069b3" });
    expect(checkThemeColor("#b71c1c")).toEqual({ ok: true, color: "#b71c1c" });
  });

  it("refuses pure red (4.37:1 with white) and says so in Dutch with a suggestion that passes", () => {
    const check = checkThemeColor("#ff0000");
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.ratio).toBeCloseTo(4.37, 2);
    expect(check.message).toBe(
      `Tekst op deze kleur is slecht leesbaar (contrast 4,3:1, minimaal 4,5:1). Probeer ${check.suggestion}.`,
    );
    expect(themeContrast(check.suggestion!)).toBeGreaterThanOrEqual(AA_CONTRAST);
    // still red: only darker
    const [r, g, b] = parseHex(check.suggestion!)!;
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBe(0);
  });

  it("never rounds a failing ratio up to a passing-looking 4,5", () => {
    const check = checkThemeColor("#777777"); // 4.48:1
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toContain("contrast 4,4:1");
  });

  it.each(["", "red", "#fff", "#12345", "#1234567", "#gggggg", "rgb(0,0,0)"])("refuses %j as no colour", (raw) => {
    expect(checkThemeColor(raw)).toEqual({ ok: false, message: COLOR_INVALID, ratio: null, suggestion: null });
  });
});

describe("nearestReadableColor (properties)", () => {
  it("always answers a colour whose text reaches AA", () => {
    fc.assert(
      fc.property(hexColor, (color) => {
        const near = nearestReadableColor(color)!;
        expect(near).toMatch(/^#[0-9a-f]{6}$/);
        expect(contrastRatio(near, textColorOn(near))).toBeGreaterThanOrEqual(AA_CONTRAST);
      }),
      { numRuns: 500 },
    );
  });

  it("leaves a readable colour as it is, and checkThemeColor agrees with it", () => {
    fc.assert(
      fc.property(hexColor, (color) => {
        const check = checkThemeColor(color);
        const readable = (themeContrast(color) ?? 0) >= AA_CONTRAST;
        expect(check.ok).toBe(readable);
        if (readable) expect(nearestReadableColor(color)).toBe(color);
        else if (!check.ok) expect(check.suggestion).toBe(nearestReadableColor(color));
      }),
      { numRuns: 500 },
    );
  });

  it("is idempotent: the suggestion of a suggestion is itself", () => {
    fc.assert(
      fc.property(hexColor, (color) => {
        const near = nearestReadableColor(color)!;
        expect(nearestReadableColor(near)).toBe(near);
      }),
    );
  });

  it("stays near: never further than pure black or white would be", () => {
    fc.assert(
      fc.property(hexColor, (color) => {
        const near = nearestReadableColor(color)!;
        expect(distance(color, near)).toBeLessThanOrEqual(
          Math.min(distance(color, "#000000"), distance(color, "#ffffff")) + 1,
        );
      }),
      { numRuns: 500 },
    );
  });
});
