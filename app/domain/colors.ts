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

/** The theme colour as text on white when it is readable there (4.5:1), else near-black. */
export function inkOnWhite(color: string): string {
  const ratio = contrastRatio(color, LIGHT_TEXT);
  return ratio !== null && ratio >= 4.5 ? color : DARK_TEXT;
}
