// Images and their resized variants (docs/decisions/019-images.md), always for one host. The served
// file is looked up by the host it is served for and its content hash; a host's product, banner or
// logo points at an image of its own.
// const image = await insertImage(db, {hostId, ...}); const file = await findVariant({hostId, key, width, format});
import type { Knex } from "knex";
import { MAX_ID } from "~/domain/ids";
import type { ImageFormat, ImageKind, ImageRef } from "~/domain/images";

interface ImageRow {
  id: number;
  kind: ImageKind;
  hash: string;
  width: number;
  height: number;
}

const isId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;

function toRef(row: ImageRow): ImageRef {
  return { id: row.id, key: row.hash, kind: row.kind, width: row.width, height: row.height };
}

export interface NewImage {
  hostId: number;
  kind: ImageKind;
  key: string;
  width: number;
  height: number;
  originalBytes: number;
  uploadedBy: number | null;
  variants: Array<{ width: number; format: ImageFormat; bytes: Buffer }>;
}

/** The image this restaurant already has for this content key (the same photo uploaded again). */
export async function findImageByKey(
  db: Knex,
  { hostId, key }: { hostId: number; key: string },
): Promise<ImageRef | null> {
  const row = await db("images")
    .where({ host_id: hostId, hash: key })
    .first<ImageRow | undefined>("id", "kind", "hash", "width", "height");
  return row ? toRef(row) : null;
}

/**
 * Stores the image and its variants in one transaction: never an image without its files. The same
 * upload finishing a moment earlier in another request wins; this one gives that stored image.
 */
export async function insertImage(db: Knex, image: NewImage): Promise<ImageRef> {
  return db.transaction(async (trx) => {
    const [row] = await trx("images")
      .insert({
        host_id: image.hostId,
        kind: image.kind,
        hash: image.key,
        width: image.width,
        height: image.height,
        original_bytes: image.originalBytes,
        uploaded_by: image.uploadedBy,
      })
      .onConflict(["host_id", "hash"])
      .ignore()
      .returning<ImageRow[]>(["id", "kind", "hash", "width", "height"]);
    if (!row) return (await findImageByKey(trx, { hostId: image.hostId, key: image.key }))!;
    await trx("image_variants").insert(
      image.variants.map((v) => ({
        image_id: row.id,
        host_id: image.hostId,
        width: v.width,
        format: v.format,
        bytes: v.bytes,
      })),
    );
    return toRef(row);
  });
}

/** This host's image (of `kind`, when given), or null: another host's id is simply absent. */
export async function findImage(
  db: Knex,
  { hostId, id, kind }: { hostId: number; id: number; kind?: ImageKind },
): Promise<ImageRef | null> {
  if (!isId(id)) return null;
  const query = db("images").where({ host_id: hostId, id });
  if (kind) query.andWhere({ kind });
  const row = await query.first<ImageRow | undefined>("id", "kind", "hash", "width", "height");
  return row ? toRef(row) : null;
}

/** Several of this host's images by id (the menu's products, the header). */
export async function findImages(
  db: Knex,
  { hostId, ids }: { hostId: number; ids: number[] },
): Promise<Map<number, ImageRef>> {
  const wanted = [...new Set(ids.filter(isId))];
  if (wanted.length === 0) return new Map();
  const rows = await db("images")
    .where({ host_id: hostId })
    .whereIn("id", wanted)
    .select<ImageRow[]>("id", "kind", "hash", "width", "height");
  return new Map(rows.map((r) => [r.id, toRef(r)]));
}

/** Deletes this host's image (products and the header that showed it lose it); false when it is not this host's. */
export async function deleteImage(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<boolean> {
  if (!isId(id)) return false;
  return (await db("images").where({ host_id: hostId, id }).delete()) > 0;
}

/** One stored variant's bytes, served for `hostId` (or, on the platform's own domain, for any host: the directory's banners). */
export async function findVariant(
  db: Knex,
  { hostId, key, width, format }: { hostId: number | null; key: string; width: number; format: ImageFormat },
): Promise<Buffer | null> {
  const query = db("image_variants as v")
    .join("images as i", "i.id", "v.image_id")
    .where({ "i.hash": key, "v.width": width, "v.format": format })
    .first<{ bytes: Buffer } | undefined>("v.bytes");
  if (hostId !== null) query.andWhere({ "i.host_id": hostId });
  const row = await query;
  return row?.bytes ?? null;
}

/** The variants' sizes in bytes, per width and format (for the report and the tests). */
export async function variantSizes(
  db: Knex,
  { hostId, id }: { hostId: number; id: number },
): Promise<Array<{ width: number; format: ImageFormat; size: number }>> {
  return db("image_variants")
    .where({ host_id: hostId, image_id: id })
    .orderBy([{ column: "width" }, { column: "format" }])
    .select<Array<{ width: number; format: ImageFormat; size: number }>>(
      "width",
      "format",
      db.raw("octet_length(bytes)::int as size"),
    );
}

// ---- the restaurant's look (docs/issues/016.md §2): banner image and text, logo -----------------------------

export interface HostLookRow {
  bannerImageId: number | null;
  logoImageId: number | null;
  bannerText: string | null;
}

export async function getHostLook(db: Knex, { hostId }: { hostId: number }): Promise<HostLookRow | null> {
  const row = await db("hosts")
    .where({ id: hostId })
    .first<{ banner_image_id: number | null; logo_image_id: number | null; banner_text: string | null } | undefined>(
      "banner_image_id",
      "logo_image_id",
      "banner_text",
    );
  return row
    ? { bannerImageId: row.banner_image_id, logoImageId: row.logo_image_id, bannerText: row.banner_text }
    : null;
}

export async function saveHostLook(
  db: Knex,
  { hostId, look }: { hostId: number; look: HostLookRow & { themePrimary: string; animation: string | null } },
): Promise<boolean> {
  const changed = await db("hosts").where({ id: hostId }).update({
    banner_image_id: look.bannerImageId,
    logo_image_id: look.logoImageId,
    banner_text: look.bannerText,
    theme_primary: look.themePrimary,
    animation: look.animation,
  });
  return changed > 0;
}
