// Images (docs/issues/015.md §5, docs/issues/016.md §2): what each kind of image is resized into, and the content-hash
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
/**
 * How tall and how wide a photo may be for its width: every variant is made at a fixed width, so a
 * 10×2000 px strip (780 bytes) would be scaled up to 640×128000 px — gigabytes for a banner.
 */
export const MAX_TALL = 4;
export const MAX_WIDE = 8;
export const BAD_SHAPE =
  "Deze foto is te smal of te langgerekt. Kies een foto die hoogstens 4 keer zo hoog als breed is (en 8 keer zo breed als hoog).";

/** Null when a photo of this (upright) size can be resized into every variant; else why not. */
export function shapeProblem({ width, height }: { width: number; height: number }): string | null {
  return height > width * MAX_TALL || width > height * MAX_WIDE ? BAD_SHAPE : null;
}
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

/**
 * An image as the customer's pages render it: the URLs worked out on the server, so the menu's
 * JavaScript carries no URL code (its budget, scripts/check-build.mjs). width × height: the aspect.
 */
export interface PictureView {
  /** The smallest JPEG: the <img> for a browser without srcset. */
  src: string;
  webp: string;
  jpeg: string;
  width: number;
  height: number;
}

export function pictureView(image: Pick<ImageRef, "key" | "kind" | "width" | "height">): PictureView {
  return {
    src: imageUrl(image, IMAGE_WIDTHS[image.kind][0], "jpeg"),
    webp: imageSrcSet(image, "webp"),
    jpeg: imageSrcSet(image, "jpeg"),
    width: image.width,
    height: image.height,
  };
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const attr = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * The <picture> markup of an image on the customer's menu, made on the server: the page renders it
 * as HTML (dangerouslySetInnerHTML), so the menu's JavaScript carries no image code at all (its
 * budget, scripts/check-build.mjs). WebP with a JPEG fallback, every width in a srcset, width and
 * height so nothing shifts; lazy below the fold, fetched first above it. Every value is escaped.
 */
export function pictureHtml(
  image: PictureView,
  {
    sizes,
    width,
    alt = "",
    lazy,
    className,
  }: { sizes: string; width: number; alt?: string; lazy: boolean; className: string },
): string {
  const height = Math.max(1, Math.round((width * image.height) / image.width));
  const loading = lazy ? ' loading="lazy"' : ' fetchpriority="high"';
  return (
    `<picture><source type="image/webp" srcset="${attr(image.webp)}" sizes="${attr(sizes)}">` +
    `<img src="${attr(image.src)}" srcset="${attr(image.jpeg)}" sizes="${attr(sizes)}" width="${width}" height="${height}" alt="${attr(alt)}"${loading} decoding="async" class="${attr(className)}"></picture>`
  );
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

/**
 * The artwork of the menu's header as server-made markup: the banner (the uploaded one, else the
 * restaurant's older banner URL) filling the header, fetched first, and the logo in its top corner,
 * in line with the menu's column. Null when there is neither.
 */
export function headerArtHtml({
  banner,
  legacyBanner,
  logo,
  name,
}: {
  banner: PictureView | null;
  legacyBanner: string | null;
  logo: PictureView | null;
  name: string;
}): string | null {
  const cover = "h-full w-full object-cover opacity-80";
  const art = banner
    ? pictureHtml(banner, { sizes: "100vw", width: 1200, lazy: false, className: cover })
    : legacyBanner
      ? `<img src="${attr(legacyBanner)}" alt="" width="1200" height="400" fetchpriority="high" class="${cover}">`
      : "";
  const mark = logo
    ? `<div class="absolute inset-x-0 top-3 z-10 mx-auto max-w-[1000px] px-4"><div class="h-12 w-12 overflow-hidden rounded-xl bg-white shadow ring-2 ring-white/80">${pictureHtml(logo, { sizes: "48px", width: 48, lazy: false, alt: `Logo van ${name}`, className: "h-full w-full object-cover" })}</div></div>`
    : "";
  return art || mark ? art + mark : null;
}
