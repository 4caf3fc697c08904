// The installable app's manifest and generated icons (docs/issues/019.md §1), pure: a restaurant's domain
// installs that restaurant (its name, colour, icon), the platform's domain installs Bestelinfo.
// webManifest({name, short, color, tag}) → the JSON; lettermarkSvg({letter, color, size, maskable}) → SVG text
import { textColorOn } from "./colors";

export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];
export type IconPurpose = "any" | "maskable";
/** The generated pictures of the install sheet: a phone in portrait, a tablet or desktop in landscape. */
export const SCREENSHOTS = {
  narrow: { width: 540, height: 1170 },
  wide: { width: 1280, height: 800 },
} as const;
export type ScreenshotForm = keyof typeof SCREENSHOTS;

/** Where the installed app opens: orders placed from it carry source 'app'. */
export const APP_START_URL = "/?source=app";
const BACKGROUND = "#fafaf9";

export interface ManifestInput {
  name: string;
  short: string | null;
  color: string;
  /** Changes whenever the icons do (name, colour, logo): icon URLs under it can be cached for good. */
  tag: string;
}

/** "Pizzeria Roma" stays; longer names are cut at a word to 15 characters, what a home screen shows. */
export function shortName(name: string, short: string | null): string {
  const wanted = (short ?? "").trim() || name.trim();
  if (wanted.length <= 15) return wanted;
  const cut = wanted.slice(0, 15);
  const space = cut.lastIndexOf(" ");
  return (space >= 4 ? cut.slice(0, space) : cut).trim();
}

export const iconFile = (tag: string, size: IconSize, purpose: IconPurpose) =>
  `/app-icon/${tag}-${purpose}-${size}.png`;
export const screenshotFile = (tag: string, form: ScreenshotForm) => `/app-icon/${tag}-screen-${form}.png`;

/** "/app-icon/<tag>-any-192.png" → what to draw; null for anything else. */
export function parseAppImageName(
  file: string,
):
  | { tag: string; kind: "icon"; purpose: IconPurpose; size: IconSize }
  | { tag: string; kind: "screen"; form: ScreenshotForm }
  | null {
  const icon = /^([0-9a-f]{8})-(any|maskable)-(192|512)\.png$/.exec(file);
  if (icon) return { tag: icon[1], kind: "icon", purpose: icon[2] as IconPurpose, size: Number(icon[3]) as IconSize };
  const screen = /^([0-9a-f]{8})-screen-(narrow|wide)\.png$/.exec(file);
  if (screen) return { tag: screen[1], kind: "screen", form: screen[2] as ScreenshotForm };
  return null;
}

export function webManifest({ name, short, color, tag }: ManifestInput) {
  return {
    id: "/",
    name,
    short_name: shortName(name, short),
    description: `Bestel direct bij ${name}: afhalen of bezorgen.`,
    lang: "nl",
    dir: "ltr",
    start_url: APP_START_URL,
    scope: "/",
    display: "standalone",
    orientation: "any",
    background_color: BACKGROUND,
    theme_color: color,
    icons: ICON_SIZES.flatMap((size) =>
      (["any", "maskable"] as const).map((purpose) => ({
        src: iconFile(tag, size, purpose),
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose,
      })),
    ),
    screenshots: (Object.keys(SCREENSHOTS) as ScreenshotForm[]).map((form) => ({
      src: screenshotFile(tag, form),
      sizes: `${SCREENSHOTS[form].width}x${SCREENSHOTS[form].height}`,
      type: "image/png",
      form_factor: form,
      label: `Bestellen bij ${name}`,
    })),
  };
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The first letter or digit of the name, upper-cased ("'t Hoekje" → "H"); "B" when there is none. */
export function lettermark(name: string): string {
  const m = /[\p{L}\p{N}]/u.exec(name.replace(/^'t\s+/i, ""));
  return (m?.[0] ?? "B").toLocaleUpperCase("nl-NL");
}

/**
 * A square icon: the letter in the readable text colour on the restaurant's colour. A maskable icon
 * fills the square (the launcher cuts its own shape) and keeps the letter in the 80 % safe zone.
 */
export function lettermarkSvg({
  letter,
  color,
  size,
  maskable,
}: {
  letter: string;
  color: string;
  size: number;
  maskable: boolean;
}): string {
  const ink = textColorOn(color);
  const radius = maskable ? 0 : Math.round(size * 0.2);
  const font = Math.round(size * (maskable ? 0.45 : 0.6));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${color}"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${font}" fill="${ink}">${escapeXml(letter)}</text>` +
    `</svg>`
  );
}

/** The install sheet's picture: the restaurant's bar in its colour over a sketch of the menu. */
export function screenshotSvg({ name, color, form }: { name: string; color: string; form: ScreenshotForm }): string {
  const { width, height } = SCREENSHOTS[form];
  const ink = textColorOn(color);
  const bar = Math.round(height * (form === "narrow" ? 0.1 : 0.12));
  const pad = Math.round(width * 0.05);
  const columns = form === "narrow" ? 1 : 2;
  const cardW = Math.round((width - pad * (columns + 1)) / columns);
  const cardH = Math.round(height * 0.11);
  const cards: string[] = [];
  for (let i = 0; i < 10; i++) {
    const col = i % columns;
    const row = Math.floor(i / columns);
    const x = pad + col * (cardW + pad);
    const y = bar + pad + row * (cardH + pad / 2);
    if (y + cardH > height - pad) break;
    cards.push(
      `<rect x="${x}" y="${y}" width="${cardW}" height="${cardH}" rx="16" fill="#ffffff" stroke="#e7e5e4"/>` +
        `<rect x="${x + 20}" y="${y + cardH * 0.28}" width="${cardW * 0.45}" height="${cardH * 0.16}" rx="6" fill="#44403c"/>` +
        `<rect x="${x + 20}" y="${y + cardH * 0.58}" width="${cardW * 0.3}" height="${cardH * 0.12}" rx="6" fill="#a8a29e"/>` +
        `<rect x="${x + cardW - 20 - cardH * 0.9}" y="${y + cardH * 0.3}" width="${cardH * 0.9}" height="${cardH * 0.4}" rx="${cardH * 0.2}" fill="${color}"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${BACKGROUND}"/>` +
    `<rect width="${width}" height="${bar}" fill="${color}"/>` +
    `<text x="${pad}" y="${bar / 2}" dy="0.35em" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${Math.round(bar * 0.36)}" fill="${ink}">${escapeXml(name)}</text>` +
    cards.join("") +
    `</svg>`
  );
}
