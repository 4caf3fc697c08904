// Images (docs/issues/015.md §5, docs/issues/016.md §2 "look"): a product's photo, a restaurant's banner and logo.
// Stored in PostgreSQL so that every instance serves them (docs/decisions/019-images.md): one row
// per uploaded image, keyed by host and content hash, and its resized variants (WebP and JPEG per
// width) as bytea. Products and hosts point at an image; deleting the image clears the pointer.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("images", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.text("kind").notNullable(); // product | banner | logo
    t.text("hash").notNullable(); // hex, from the uploaded bytes, the kind and the size plan's version
    t.integer("width").notNullable(); // after EXIF orientation and the kind's crop: the aspect ratio
    t.integer("height").notNullable();
    t.integer("original_bytes").notNullable();
    t.integer("uploaded_by").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["host_id", "hash"]);
    t.index(["hash"]);
    t.check(`kind IN ('product', 'banner', 'logo')`, [], "images_kind_check");
    t.check(`hash ~ '^[0-9a-f]{32}$'`, [], "images_hash_check");
  });
  await knex.schema.createTable("image_variants", (t) => {
    t.integer("image_id").notNullable().references("id").inTable("images").onDelete("CASCADE");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.integer("width").notNullable();
    t.text("format").notNullable(); // webp | jpeg
    t.binary("bytes").notNullable();
    t.primary(["image_id", "width", "format"]);
    t.check(`format IN ('webp', 'jpeg')`, [], "image_variants_format_check");
  });
  await knex.schema.alterTable("products", (t) => {
    t.integer("image_id").nullable().references("id").inTable("images").onDelete("SET NULL");
  });
  await knex.schema.alterTable("hosts", (t) => {
    t.integer("banner_image_id").nullable().references("id").inTable("images").onDelete("SET NULL");
    t.integer("logo_image_id").nullable().references("id").inTable("images").onDelete("SET NULL");
    t.text("banner_text").nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("hosts", (t) => {
    t.dropColumn("banner_image_id");
    t.dropColumn("logo_image_id");
    t.dropColumn("banner_text");
  });
  await knex.schema.alterTable("products", (t) => {
    t.dropColumn("image_id");
  });
  await knex.schema.dropTable("image_variants");
  await knex.schema.dropTable("images");
}
