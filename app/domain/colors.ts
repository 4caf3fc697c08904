// Readable text on a host's theme colour (WCAG 2 contrast). A restaurant picks any brand colour;
// the text on it must stay readable, so it is white or near-black, whichever contrasts more.

const DARK_TEXT = "#1c1917";
const LIGHT_TEXT = "#ffffff";

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

export function luminance(hex: string): number | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map(channel);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black: whichever reads better on `background`. Unknown colours get white. */
export function textColorOn(background: string): string {
  const light = contrastRatio(background, LIGHT_TEXT);
  const dark = contrastRatio(background, DARK_TEXT);
  if (light === null || dark === null) return LIGHT_TEXT;
  return light >= dark ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * The light backgrounds the theme colour is put on as text: white, and the pages' off-white
 * (stone-50/100). Judged against the darkest of them: a colour readable on white alone (#ed0000,
 * 4.57:1) failed axe on stone-100 (4.37:1) once a restaurant could choose its own (docs/issues/016.md §2).
 */
const LIGHTEST_PAGE = "#f5f5f4";

/** The theme colour as text on the pages' light backgrounds when readable there (4.5:1), else near-black. */
export function inkOnWhite(color: string): string {
  const ratio = contrastRatio(color, LIGHTEST_PAGE);
  return ratio !== null && ratio >= 4.5 ? color : DARK_TEXT;
}

// ---- a restaurant's own theme colour (docs/issues/016.md §2 "look"): readable, or the nearest that is ----

/** WCAG 2 AA for normal text: the buttons and the app bar carry normal-size text on the colour. */
export const AA_CONTRAST = 4.5;

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function rgbToHsl([r, g, b]: readonly number[]): [number, number, number] {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return [h / 6, s, l];
}

function hslToRgb([h, s, l]: readonly number[]): [number, number, number] {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255];
}

/** The contrast between `color` and the text the theme puts on it (textColorOn), or null for no colour. */
export function themeContrast(color: string): number | null {
  return contrastRatio(color, textColorOn(color));
}

function readable(hex: string): boolean {
  return (themeContrast(hex) ?? 0) >= AA_CONTRAST;
}

/**
 * The readable colour nearest to `color`: the same hue and saturation, lighter or darker by as
 * little as it takes for its text (white or near-black) to reach AA. A readable colour is returned
 * as it is (lowercase #rrggbb); null for something that is no colour. Black always qualifies, so
 * there is always an answer.
 */
export function nearestReadableColor(color: string): string | null {
  const rgb = parseHex(color);
  if (!rgb) return null;
  const own = toHex(rgb);
  if (readable(own)) return own;
  const [h, s, l] = rgbToHsl(rgb);
  for (let step = 1; step <= 200; step++) {
    const delta = step / 200;
    for (const next of [l - delta, l + delta]) {
      if (next < 0 || next > 1) continue;
      const hex = toHex(hslToRgb([h, s, next]));
      if (readable(hex)) return hex;
    }
  }
  return "#000000";
}

export type ThemeColorCheck =
  { ok: true; color: string } | { ok: false; message: string; ratio: number | null; suggestion: string | null };

export const COLOR_INVALID = "Kies een kleur als #rrggbb.";

// rounded down: 4.48 reads "4,4", never a passing-looking "4,5"
const ratioText = (r: number) => (Math.floor(r * 10) / 10).toFixed(1).replace(".", ",");

/**
 * A restaurant's primary colour, checked: readable (AA, 4.5:1 against the text put on it) as
 * lowercase #rrggbb, or refused in Dutch with the nearest colour that passes.
 */
export function checkThemeColor(color: string): ThemeColorCheck {
  const rgb = /^#[0-9a-f]{6}$/i.test(color.trim()) ? parseHex(color) : null;
  if (!rgb) return { ok: false, message: COLOR_INVALID, ratio: null, suggestion: null };
  const hex = toHex(rgb);
  const ratio = themeContrast(hex) ?? 0;
  if (ratio >= AA_CONTRAST) return { ok: true, color: hex };
  const suggestion = nearestReadableColor(hex);
  return {
    ok: false,
    ratio,
    suggestion,
    message: `Tekst op deze kleur is slecht leesbaar (contrast ${ratioText(ratio)}:1, minimaal 4,5:1). Probeer ${suggestion}.`,
  };
}
