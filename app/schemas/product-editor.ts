// The product editor's form (docs/issues/015.md §2): intent, the product's version (the optimistic lock, §8)
// and the draft as JSON in one field — nested groups and items do not fit flat form fields. The
// draft's shape is checked here (bounded sizes, so nobody posts a million items); its meaning —
// prices, names, include-group limits — by the domain's checkProductDraft, in the owner's words.
import { z } from "zod";
import type { ProductDraft } from "~/domain/product-draft";
import { MAX_ID } from "~/domain/ids";
import { IMAGE_KINDS, type ImageKind } from "~/domain/images";
import { UNKNOWN_ACTION } from "~/domain/messages";

export const PRODUCT_NOT_FOUND = "Product niet gevonden.";
export const GROUP_NOT_FOUND = "Keuzegroep niet gevonden.";
export const PRODUCT_CONFLICT = "Dit product is intussen door iemand anders gewijzigd";
export const DRAFT_INVALID = "Ongeldige invoer.";

const text = (max = 500) => z.string().max(max, `Maximaal ${max} tekens.`);
const flag = z.boolean().catch(false);
const id = z.number().int().min(1).max(MAX_ID).nullable();

const itemDraft = z.object({
  id,
  name: text(),
  price: text(40),
  volume: text(),
  tab: text(),
  extra: flag,
  incl: flag,
  favorite: flag,
  vatRate: text(10).optional(),
});

const groupDraft = z.object({
  id,
  name: text(),
  min: text(10),
  max: text(10),
  included: text(10),
  extra: flag,
  exception: z.array(text()).max(50),
  half: flag,
  items: z.array(itemDraft).max(200),
  favoriteOrder: z.array(text()).max(200).optional(),
});

/** The photo as the upload answered it; the service takes only its id, and only the restaurant's own. */
const imageRef = z.object({
  id: z.number().int().min(1).max(MAX_ID),
  key: z.string().regex(/^[0-9a-f]{32}$/),
  kind: z.enum(IMAGE_KINDS as [ImageKind, ...ImageKind[]]),
  width: z.number().int().min(1).max(10_000),
  height: z.number().int().min(1).max(10_000),
});

export const productDraftSchema: z.ZodType<ProductDraft> = z.object({
  name: text(),
  description: text(2000),
  tab: text(),
  group: text(),
  type: text(),
  price: text(40),
  priceDeliver: text(40),
  priceTakeout: text(40),
  vatRate: text(10).optional(),
  /** The owner confirmed 9 % on alcohol (docs/issues/033.md §2). */
  vatConfirmed: flag.optional(),
  allergens: z.array(text(100)).max(20),
  flags: z.array(text(100)).max(10),
  favorite: flag,
  active: flag,
  volumes: z.array(z.object({ name: text(), price: text(40), count: text(10) })).max(20),
  variations: z.array(text()).max(20),
  defaultIncludes: z.array(z.object({ name: text(), price: text(40) })).max(50),
  groups: z.array(groupDraft).max(50),
  image: imageRef.nullable().optional(),
  plu: text(100).optional(),
});

const draftJson = z.string({ message: DRAFT_INVALID }).transform((raw, ctx) => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    ctx.addIssue({ code: "custom", message: DRAFT_INVALID });
    return z.NEVER;
  }
});

const version = z.coerce
  .number({ message: DRAFT_INVALID })
  .int(DRAFT_INVALID)
  .min(1, DRAFT_INVALID)
  .max(MAX_ID, DRAFT_INVALID);

export const productEditSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("save"), version: version.optional(), draft: draftJson.pipe(productDraftSchema) }),
    z.object({ intent: z.literal("delete"), version }),
    z.object({ intent: z.literal("duplicate") }),
  ],
  { message: UNKNOWN_ACTION },
);
