// The product editor (docs/issues/015.md §2, §8, §9): a restaurant's admin creates, edits, duplicates and
// deletes one product with its sizes, variants, default includes, include groups and items.
// - Every save is one transaction: the draft is checked first (Dutch messages per field, 400), a
//   stale version is refused (409, with the newer values), ids of another product's groups or items
//   are a 404 — and nothing is half-saved.
// - Every change is written to the product's history (who, when, what; prices as euro).
// - After commit, menu.changed goes over the bus: every instance drops its cached menu.
// Plain input ({hostId, staff, ...}, staff = actorOf(user), decision 083); the route authenticates (requireRestaurantAdmin).
//
// await saveProduct({ hostId, staff, productId: 12, version: 3, draft })
import type { Knex } from "knex";
import { ALCOHOL_LOW_RATE, lowRateNeedsConfirmation } from "~/domain/vat";
import { getDb } from "~/db.server";
import { isUniqueViolation } from "~/models/unique.server";
import { CHECK_FIELDS, checkProductDraft, PLU_TAKEN } from "~/domain/product-editor";
import { draftFromProduct, emptyDraft, type ProductDraft, type ProductInput } from "~/domain/product-draft";
import { describeChanges } from "~/domain/product-changes";
import { getProduct, type MenuProduct } from "~/models/products.server";
import { listTabsAndGroups } from "~/models/menu-structure.server";
import {
  deleteProduct as deleteProductRow,
  getProductVersion,
  insertProduct,
  PRODUCT_PLU_CONSTRAINT,
  replaceGroups,
  updateProduct,
} from "~/models/product-writes.server";
import { insertProductHistory, listProductHistory, type ProductHistoryEntry } from "~/models/product-history.server";
import { menuChanged } from "~/realtime/invalidation.server";
import { GROUP_NOT_FOUND, PRODUCT_CONFLICT, PRODUCT_NOT_FOUND } from "~/schemas/product-editor";
import { ServiceError } from "~/services/errors.server";
import type { HistoryActor } from "~/schemas/actor";
import { lockProductVersion } from "~/models/product-versions.server";
import { requireOwnImage } from "~/services/images.server";

/** The stored product the editor's draft is based on. */
export interface EditedProduct {
  id: number;
  version: number;
  draft: ProductDraft;
}

/** Another admin saved first: the refusal carries what is stored now, to show beside the owner's own. */
export class ProductConflict extends ServiceError {
  constructor(readonly current: EditedProduct) {
    super(PRODUCT_CONFLICT, 409, undefined, { current });
  }
}

export interface HistoryView {
  id: number;
  version: number;
  who: string;
  /** ISO time; the page shows it in Amsterdam time. */
  at: string;
  action: ProductHistoryEntry["action"];
  changes: ProductHistoryEntry["changes"];
}

export interface ProductEditorView {
  product: EditedProduct | null;
  /** For the Tab and Groep suggestions. */
  tabs: string[];
  groups: Array<{ tab: string; group: string }>;
  history: HistoryView[];
}

export function productInput(p: MenuProduct): ProductInput {
  return {
    name: p.name,
    description: p.description,
    tab: p.tab,
    groupName: p.groupName,
    type: p.type,
    price: p.price,
    priceDeliver: p.priceDeliver,
    priceTakeout: p.priceTakeout,
    vatRate: p.vatRate,
    allergens: p.allergens,
    flags: p.flags,
    favorite: p.favorite,
    active: p.active,
    volumes: p.volumes,
    variations: p.variations,
    defaultIncludes: p.defaultIncludes,
    image: p.image,
    plu: p.plu,
    groups: p.groups.map((g) => ({
      id: g.id,
      name: g.name,
      min: g.min,
      max: g.max,
      included: g.included,
      extra: g.extra,
      favorites: g.favorites,
      exception: g.exception,
      half: g.half,
      items: g.items.map((i) => ({
        id: i.id,
        name: i.name,
        price: i.price,
        volume: i.volume,
        tab: i.tab,
        extra: i.extra,
        incl: i.incl,
        vatRate: i.vatRate,
      })),
    })),
  };
}

async function editedProduct(db: Knex, hostId: number, id: number): Promise<EditedProduct | null> {
  const [product, version] = await Promise.all([getProduct(db, { hostId, id }), getProductVersion(db, { hostId, id })]);
  if (!product || version === null) return null;
  return { id, version, draft: draftFromProduct(productInput(product)) };
}

function historyView(entries: ProductHistoryEntry[]): HistoryView[] {
  return entries.map((e) => ({
    id: e.id,
    version: e.version,
    who: e.userName ?? "Onbekend",
    at: new Date(e.createdAt).toISOString(),
    action: e.action,
    changes: e.changes,
  }));
}

/** The editor for a stored product (404 when it is not this restaurant's), or for a new one (productId null). */
export async function loadProductEditor({
  hostId,
  productId,
}: {
  hostId: number;
  productId: number | null;
}): Promise<ProductEditorView> {
  const db = getDb();
  const { tabs, groups } = await listTabsAndGroups(db, { hostId });
  if (productId === null) return { product: null, tabs, groups, history: [] };
  const product = await editedProduct(db, hostId, productId);
  if (!product) throw new ServiceError(PRODUCT_NOT_FOUND, 404);
  const history = await listProductHistory(db, { hostId, productId });
  return { product, tabs, groups, history: historyView(history) };
}

/** A fresh draft for "Nieuw product", in the tab the owner came from. */
export function newProductDraft({ tabs, tab }: { tabs: string[]; tab?: string | null }): ProductDraft {
  return emptyDraft(tab && tabs.includes(tab) ? tab : (tabs[0] ?? ""));
}

/** The save's transaction; a PLU another product has (or is the id of) is refused at its field (docs/issues/018.md §3). */
async function inTransaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  try {
    return await getDb().transaction(work);
  } catch (err) {
    if (isUniqueViolation(err, PRODUCT_PLU_CONSTRAINT)) throw new ServiceError(CHECK_FIELDS, 409, { plu: PLU_TAKEN });
    throw err;
  }
}

function writeOf(input: ProductInput) {
  const { groups, ...product } = input;
  return { product, groups };
}

/**
 * Creates (productId null) or saves the product. The draft is checked by the domain (400 with a
 * message per field); an outdated `version` is a ProductConflict (409) carrying what is stored now.
 */
export async function saveProduct({
  hostId,
  staff,
  productId,
  version,
  draft,
}: {
  hostId: number;
  staff: HistoryActor;
  productId: number | null;
  version?: number | null;
  draft: ProductDraft;
}): Promise<{ id: number; version: number; message: string; created: boolean }> {
  const checked = checkProductDraft(draft);
  if (!checked.ok) throw new ServiceError(checked.message, 400, checked.fields);
  // alcohol at 9 % is saved only when the owner confirmed it (docs/issues/033.md §2, decision 071)
  const { flags, groupName, tab, vatRate } = checked.value;
  if (lowRateNeedsConfirmation({ flags, group: groupName, tab }, vatRate) && !draft.vatConfirmed)
    throw new ServiceError(ALCOHOL_LOW_RATE, 400, { vatRate: ALCOHOL_LOW_RATE });
  // the photo: only one of this restaurant's own product images (another's id is a 404, nothing saved)
  const image = checked.value.image
    ? await requireOwnImage({ hostId, imageId: checked.value.image.id, kind: "product" })
    : null;
  const input = { ...checked.value, image };
  const { product, groups } = writeOf(input);

  const saved = await inTransaction(async (trx) => {
    if (productId === null) {
      if (groups.some((g) => g.id !== null || g.items.some((i) => i.id !== null)))
        throw new ServiceError(GROUP_NOT_FOUND, 404);
      const id = await insertProduct(trx, { hostId, product });
      await replaceGroups(trx, { hostId, productId: id, groups });
      await insertProductHistory(trx, {
        hostId,
        productId: id,
        productName: input.name,
        version: 1,
        userId: staff.userId,
        userName: staff.name,
        action: "created",
        changes: describeChanges(null, input),
      });
      return { id, version: 1, created: true };
    }
    // the row locked: two saves at once are decided one after the other
    const stored = await lockProductVersion(trx, { hostId, id: productId });
    if (!stored) throw new ServiceError(PRODUCT_NOT_FOUND, 404);
    if (version === null || version === undefined || stored.version !== version) {
      const current = await editedProduct(trx, hostId, productId);
      if (!current) throw new ServiceError(PRODUCT_NOT_FOUND, 404);
      throw new ProductConflict(current);
    }
    const before = await getProduct(trx, { hostId, id: productId });
    const next = await updateProduct(trx, { hostId, id: productId, version, product });
    if (next === null || !before) throw new ServiceError(PRODUCT_NOT_FOUND, 404);
    if (!(await replaceGroups(trx, { hostId, productId, groups }))) throw new ServiceError(GROUP_NOT_FOUND, 404);
    await insertProductHistory(trx, {
      hostId,
      productId,
      productName: input.name,
      version: next,
      userId: staff.userId,
      userName: staff.name,
      action: "updated",
      changes: describeChanges(productInput(before), input),
    });
    return { id: productId, version: next, created: false };
  });
  await menuChanged(hostId);
  return { ...saved, message: saved.created ? `${input.name} is toegevoegd.` : "Opgeslagen." };
}

/** Deletes the product (refused as a conflict when someone changed it since `version`). */
export async function removeProduct({
  hostId,
  staff,
  productId,
  version,
}: {
  hostId: number;
  staff: HistoryActor;
  productId: number;
  version: number;
}): Promise<{ message: string }> {
  const name = await getDb().transaction(async (trx) => {
    const stored = await lockProductVersion(trx, { hostId, id: productId });
    if (!stored) throw new ServiceError(PRODUCT_NOT_FOUND, 404);
    if (stored.version !== version) {
      const current = await editedProduct(trx, hostId, productId);
      if (!current) throw new ServiceError(PRODUCT_NOT_FOUND, 404);
      throw new ProductConflict(current);
    }
    await deleteProductRow(trx, { hostId, id: productId });
    await insertProductHistory(trx, {
      hostId,
      productId,
      productName: stored.name,
      version: stored.version,
      userId: staff.userId,
      userName: staff.name,
      action: "deleted",
      changes: [],
    });
    return stored.name;
  });
  await menuChanged(hostId);
  return { message: `${name} is verwijderd.` };
}

/** A copy of the product with its groups and items, named "… (kopie)" and hidden until the owner shows it. */
export async function duplicateProduct({
  hostId,
  staff,
  productId,
}: {
  hostId: number;
  staff: HistoryActor;
  productId: number;
}): Promise<{ id: number; message: string }> {
  const id = await getDb().transaction(async (trx) => {
    const original = await getProduct(trx, { hostId, id: productId });
    if (!original) throw new ServiceError(PRODUCT_NOT_FOUND, 404);
    const input = productInput(original);
    const copy: ProductInput = {
      ...input,
      name: `${original.name} (kopie)`.slice(0, 100),
      active: false,
      // a PLU names one product: the copy answers to its own id until the owner gives it one
      plu: null,
      groups: input.groups.map((g) => ({ ...g, id: null, items: g.items.map((i) => ({ ...i, id: null })) })),
    };
    const { product, groups } = writeOf(copy);
    const newId = await insertProduct(trx, { hostId, product });
    await replaceGroups(trx, { hostId, productId: newId, groups });
    await insertProductHistory(trx, {
      hostId,
      productId: newId,
      productName: copy.name,
      version: 1,
      userId: staff.userId,
      userName: staff.name,
      action: "duplicated",
      changes: [{ field: "Kopie van", from: "—", to: original.name }],
    });
    return newId;
  });
  await menuChanged(hostId);
  return { id, message: "Kopie gemaakt. Hij staat nog niet op de menukaart." };
}
