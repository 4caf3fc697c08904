// Images (issue 15 §5, issue 16 §2): what each kind of image is resized into, and the content-hash
// URLs they are served at. Pure: the upload (sharp) and the storage live in services/models.
//
// imageUrl({key: "ab…", kind: "product"}, 320, "webp") → "/img/ab…-320.webp"
// parseImageFile("ab…-320.webp") → {key: "ab…", width: 320, format: "webp"}

export type ImageKind = "product" | "banner" | "logo";
export type ImageFormat = "webp" | "jpeg";

/** An image as pages show it: its hash (the URL's key), kind and aspect (width × height). */
export interface ImageRef {
  id: number;
  key: string;
  kind: ImageKind;
  width: number;
  height: number;
}

/**
 * The widths each kind is stored in. A product: the menu card's thumbnail (88 px, 1× and 2×) and
 * the product dialog (up to 640 px); a banner: phone and desktop header; a logo: square, the sizes
 * a PWA icon needs (192, 512). Bump SIZE_PLAN_VERSION when a width or the encoding changes: it is
 * part of the hash, so browsers never keep an old rendering under a new meaning.
 */
export const IMAGE_WIDTHS: Readonly<Record<ImageKind, readonly number[]>> = {
  product: [160, 320, 640],
  banner: [800, 1600],
  logo: [192, 512],
};

export const SIZE_PLAN_VERSION = 1;
export const IMAGE_FORMATS: readonly ImageFormat[] = ["webp", "jpeg"];
export const IMAGE_KINDS: readonly ImageKind[] = ["product", "banner", "logo"];

/** At most 10 MB uploaded (a phone photo is 2–6 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** At most 64 megapixels decoded: a small file that unpacks to gigabytes (a decompression bomb) is refused. */
export const MAX_IMAGE_PIXELS = 64_000_000;

export const IMAGE_TOO_LARGE = "De foto is te groot: maximaal 10 MB.";
export const NOT_AN_IMAGE = "Dit bestand is geen foto. Kies een JPEG-, PNG- of WebP-afbeelding.";
export const TOO_MANY_PIXELS = "Deze foto heeft te veel pixels (maximaal 64 megapixel).";
export const IMAGE_NOT_FOUND = "Foto niet gevonden.";
export const CHOOSE_IMAGE = "Kies een foto.";

const EXTENSION: Record<ImageFormat, string> = { webp: "webp", jpeg: "jpg" };

/** Only square logos; products and banners keep the photo's own aspect. */
export function isSquare(kind: ImageKind): boolean {
  return kind === "logo";
}

/** The height of a variant `width` wide, keeping the image's aspect (at least 1 px). */
export function variantHeight(image: Pick<ImageRef, "width" | "height">, width: number): number {
  return Math.max(1, Math.round((width * image.height) / image.width));
}

export function imageUrl(image: Pick<ImageRef, "key">, width: number, format: ImageFormat): string {
  return `/img/${image.key}-${width}.${EXTENSION[format]}`;
}

/** "160w" candidates of one format, for a srcset. */
export function imageSrcSet(image: Pick<ImageRef, "key" | "kind">, format: ImageFormat): string {
  return IMAGE_WIDTHS[image.kind].map((w) => `${imageUrl(image, w, format)} ${w}w`).join(", ");
}

const FILE = /^([0-9a-f]{32})-([1-9][0-9]{1,3})\.(webp|jpg)$/;

/** A served file's name as {key, width, format}, or null for anything else (a 404). */
export function parseImageFile(name: string): { key: string; width: number; format: ImageFormat } | null {
  const m = FILE.exec(name);
  if (!m) return null;
  const width = Number(m[2]);
  if (!IMAGE_KINDS.some((k) => IMAGE_WIDTHS[k].includes(width))) return null;
  return { key: m[1], width, format: m[3] === "jpg" ? "jpeg" : "webp" };
}
