// Images (docs/issues/015.md §5, docs/issues/016.md §2; docs/decisions/019-images.md): one upload for a product's photo
// and a restaurant's banner and logo. sharp reads what a phone sends (JPEG, PNG, WebP, AVIF, GIF),
// turns it upright by its EXIF orientation, drops every bit of metadata (a phone's GPS position
// included: sharp writes none unless asked) and encodes each width of the kind's size plan as WebP
// and JPEG. Stored in PostgreSQL, so every instance serves it; the URL carries the content hash,
// so it is cached for a year.
//
// const image = await uploadImage({hostId, userId, kind: "product", bytes});
import crypto from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import { getDb } from "~/db.server";
import {
  IMAGE_FORMATS,
  IMAGE_NOT_FOUND,
  IMAGE_TOO_LARGE,
  IMAGE_WIDTHS,
  isSquare,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  NOT_AN_IMAGE,
  parseImageFile,
  shapeProblem,
  SIZE_PLAN_VERSION,
  TOO_MANY_PIXELS,
  variantHeight,
  type ImageFormat,
  type ImageKind,
  type ImageRef,
} from "~/domain/images";
import { deleteImage, findImage, findImageByKey, findVariant, insertImage } from "~/models/images.server";
import { hostChanged, menuChanged } from "~/realtime/invalidation.server";
import { ServiceError } from "~/services/errors.server";

/** What sharp may read: photos, never SVG (scripts, outside references) or a PDF. */
const READABLE = new Set(["jpeg", "png", "webp", "avif", "gif", "heif", "tiff"]);

const ENCODE = {
  webp: (s: Sharp) => s.webp({ quality: 78, effort: 4 }),
  jpeg: (s: Sharp) => s.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
} satisfies Record<ImageFormat, (s: Sharp) => Sharp>;

/** The URL key: the uploaded bytes, the kind and the size plan (a new plan, a new URL). */
function contentKey(kind: ImageKind, bytes: Uint8Array): string {
  return crypto.createHash("sha256").update(`v${SIZE_PLAN_VERSION}:${kind}:`).update(bytes).digest("hex").slice(0, 32);
}

async function upright(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).metadata();
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) throw new ServiceError(TOO_MANY_PIXELS, 400);
    throw new ServiceError(NOT_AN_IMAGE, 400);
  }
  if (!meta.format || !READABLE.has(meta.format) || !meta.width || !meta.height)
    throw new ServiceError(NOT_AN_IMAGE, 400);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ServiceError(TOO_MANY_PIXELS, 400);
  // EXIF orientation 5–8: the photo stands on its side until turned
  const turned = (meta.orientation ?? 1) >= 5;
  const size = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  const problem = shapeProblem(size);
  if (problem) throw new ServiceError(problem, 400);
  return size;
}

async function variants(bytes: Uint8Array, kind: ImageKind, aspect: { width: number; height: number }) {
  const widths = IMAGE_WIDTHS[kind];
  const size = (width: number) => ({ width, height: isSquare(kind) ? width : variantHeight(aspect, width) });
  // decoded once, at the largest width (JPEG shrink-on-load: a 12-megapixel photo is never unpacked
  // whole), upright and cropped; every variant is made from that
  const largest = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
    .rotate()
    .resize({ ...size(widths[widths.length - 1]), fit: "cover", position: "attention" })
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out: Array<{ width: number; format: ImageFormat; bytes: Buffer }> = [];
  for (const width of widths) {
    const resized = sharp(largest.data, { raw: largest.info }).resize(size(width));
    for (const format of IMAGE_FORMATS)
      out.push({ width, format, bytes: await ENCODE[format](resized.clone()).toBuffer() });
  }
  return out;
}

/**
 * Resizes and stores an upload for this restaurant. Refused: over 10 MB (413), not a photo we can
 * read, or more than 64 megapixels (400). The same photo again gives the stored image.
 */
export async function uploadImage({
  hostId,
  userId,
  kind,
  bytes,
}: {
  hostId: number;
  userId: number | null;
  kind: ImageKind;
  bytes: Uint8Array;
}): Promise<ImageRef> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ServiceError(IMAGE_TOO_LARGE, 413);
  if (bytes.byteLength === 0) throw new ServiceError(NOT_AN_IMAGE, 400);
  const key = contentKey(kind, bytes);
  // the same photo again: no resizing, the stored image
  const stored = await findImageByKey(getDb(), { hostId, key });
  if (stored) return stored;
  const own = await upright(bytes);
  const aspect = isSquare(kind) ? { width: 1, height: 1 } : own;
  let encoded: Awaited<ReturnType<typeof variants>>;
  try {
    encoded = await variants(bytes, kind, aspect);
  } catch {
    // readable header, broken picture data
    throw new ServiceError(NOT_AN_IMAGE, 400);
  }
  const largest = IMAGE_WIDTHS[kind][IMAGE_WIDTHS[kind].length - 1];
  return insertImage(getDb(), {
    hostId,
    kind,
    key,
    width: largest,
    height: isSquare(kind) ? largest : variantHeight(aspect, largest),
    originalBytes: bytes.byteLength,
    uploadedBy: userId,
    variants: encoded,
  });
}

/** Deletes one of this restaurant's images; products and the header that showed it go without. */
export async function removeImage({
  hostId,
  imageId,
}: {
  hostId: number;
  imageId: number;
}): Promise<{ message: string }> {
  if (!(await deleteImage(getDb(), { hostId, id: imageId }))) throw new ServiceError(IMAGE_NOT_FOUND, 404);
  await menuChanged(hostId);
  await hostChanged(hostId);
  return { message: "De foto is verwijderd." };
}

/** This restaurant's image of `kind` by id, or a 404: another restaurant's image is refused the same way. */
export async function requireOwnImage({
  hostId,
  imageId,
  kind,
}: {
  hostId: number;
  imageId: number;
  kind: ImageKind;
}): Promise<ImageRef> {
  const image = await findImage(getDb(), { hostId, id: imageId, kind });
  if (!image) throw new ServiceError(IMAGE_NOT_FOUND, 404, { image: IMAGE_NOT_FOUND });
  return image;
}

export interface ImageFile {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

/** A served file by its name ("<hash>-320.webp") for this host (null: the platform's own domain), or null. */
export async function imageFile({ hostId, name }: { hostId: number | null; name: string }): Promise<ImageFile | null> {
  const file = parseImageFile(name);
  if (!file) return null;
  const bytes = await findVariant(getDb(), { hostId, ...file });
  if (!bytes) return null;
  return { bytes, contentType: file.format === "webp" ? "image/webp" : "image/jpeg", etag: `"${name}"` };
}
