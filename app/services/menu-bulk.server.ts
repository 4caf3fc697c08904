// Bulk work on /admin/products (docs/issues/015.md §6): "Prijzen aanpassen" for a tab or a group, and an
// include group copied from one product onto others ("Kaas" on every pizza).
// - Each is previewed first (nothing written) and the preview carries a fingerprint of what it showed;
//   applying recomputes the preview inside the transaction, with every product row locked, and
//   refuses with 409 when the menu changed in between — what is saved is what the owner saw.
// - One transaction for all products; each product's version goes up (an editor open elsewhere gets
//   the editor's 409) and its history names the change (product-editor's describeChanges).
// - After commit, menu.changed on the bus: every instance drops its cached menu. Orders keep the
//   name and price they were placed with (order_items hold their own copy).
// Plain input ({hostId, staff, input}); the routes authenticate (requireRestaurantAdmin).
import { createHash } from "node:crypto";
import type { Knex } from "knex";
import { getDb } from "~/db.server";
import { tabOrder } from "~/domain/menu-structure";
import {
  CHANGE_REFUSED,
  changedPrices,
  describePriceChange,
  parsePriceChange,
  previewPriceChange,
  type PriceChangeForm,
} from "~/domain/price-change";
import { checkProductDraft } from "~/domain/product-editor";
import { draftFromProduct, type ProductInput } from "~/domain/product-draft";
import { describeChanges } from "~/domain/product-changes";
import { getAdminMenu, type MenuProduct } from "~/models/products.server";
import { getTabStructure } from "~/models/menu-structure.server";
import { replaceGroups, updateProduct } from "~/models/product-writes.server";
import { insertProductHistory } from "~/models/product-history.server";
import { lockProductVersion } from "~/models/product-versions.server";
import { menuChanged } from "~/realtime/invalidation.server";
import type { BulkToolsView, CopyGroupPreview, PricePreviewView, PriceScope } from "~/schemas/menu-bulk";
import { ServiceError } from "~/services/errors.server";
import type { HistoryActor } from "~/schemas/actor";
import { productInput } from "~/services/product-editor.server";
import { HOST_NOT_FOUND } from "~/domain/messages";

export const MENU_CHANGED_SINCE = "Het menu is intussen gewijzigd. Bekijk het voorbeeld opnieuw.";
export const NOTHING_CHOSEN = "Kies eerst een tab of groep.";
export const GROUP_SOURCE_NOT_FOUND = "Deze keuzegroep bestaat niet (meer) bij dit restaurant.";
export const NO_TARGETS = "Kies de producten die de keuzegroep krijgen.";
export const TARGET_NOT_FOUND = "Een van de gekozen producten bestaat niet (meer) bij dit restaurant.";

const fingerprint = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 24);

async function allProducts(db: Knex, hostId: number): Promise<MenuProduct[]> {
  const menu = await getAdminMenu(db, { hostId });
  return menu.tabs.flatMap((t) => t.products);
}

/** The tabs, their groups and products with their include groups: what the bulk tools choose from. */
export async function loadBulkTools({ hostId }: { hostId: number }): Promise<BulkToolsView> {
  const db = getDb();
  const [products, structure] = await Promise.all([allProducts(db, hostId), getTabStructure(db, { hostId })]);
  const byTab = new Map<string, MenuProduct[]>();
  for (const p of products) byTab.set(p.tab, [...(byTab.get(p.tab) ?? []), p]);
  return {
    tabs: tabOrder(structure?.menu ?? [], byTab.keys())
      .filter((name) => byTab.has(name))
      .map((name) => {
        const list = byTab.get(name) ?? [];
        return {
          name,
          groups: [...new Set(list.flatMap((p) => (p.groupName ? [p.groupName] : [])))],
          products: list.map((p) => ({
            id: p.id,
            name: p.name,
            groupName: p.groupName,
            groups: p.groups.map((g) => ({ id: g.id, name: g.name, items: g.items.length })),
          })),
        };
      }),
  };
}

// ---- Prijzen aanpassen ----------------------------------------------------------------------------

export interface PriceChangeInput extends PriceChangeForm {
  scope: PriceScope;
  volumes: boolean;
}

function inScope(p: MenuProduct, scope: PriceScope): boolean {
  return p.tab === scope.tab && (scope.group === null || (p.groupName ?? "") === scope.group);
}

function pricePreview(products: MenuProduct[], input: PriceChangeInput) {
  const parsed = parsePriceChange(input);
  if (!parsed.ok) throw new ServiceError(parsed.message, 400, { value: parsed.message });
  const chosen = products.filter((p) => inScope(p, input.scope));
  if (chosen.length === 0) throw new ServiceError(NOTHING_CHOSEN, 400, { scope: NOTHING_CHOSEN });
  const preview = previewPriceChange(chosen, parsed.change, { volumes: input.volumes });
  return { change: parsed.change, chosen, preview };
}

/** Old → new for every product of the tab or group; nothing is written. */
export async function previewPrices({
  hostId,
  input,
}: {
  hostId: number;
  input: PriceChangeInput;
}): Promise<PricePreviewView> {
  const { change, preview } = pricePreview(await allProducts(getDb(), hostId), input);
  return { preview, summary: describePriceChange(change), token: fingerprint(preview) };
}

/** Saves the previewed prices in one transaction (409 when the menu changed since the preview). */
export async function applyPrices({
  hostId,
  staff,
  input,
  token,
}: {
  hostId: number;
  staff: HistoryActor;
  input: PriceChangeInput;
  token: string;
}): Promise<{ message: string; count: number }> {
  const count = await getDb().transaction(async (trx) => {
    await lockAll(trx, hostId);
    const { change, chosen, preview } = pricePreview(await allProducts(trx, hostId), input);
    if (fingerprint(preview) !== token) throw new ServiceError(MENU_CHANGED_SINCE, 409);
    if (preview.problems > 0) throw new ServiceError(CHANGE_REFUSED, 400);
    let written = 0;
    for (const p of chosen) {
      const before = productInput(p);
      const after: ProductInput = changedPrices(before, change, { volumes: input.volumes });
      if (await saveBulk(trx, { hostId, staff, product: p, before, after, replace: false })) written++;
    }
    return written;
  });
  await menuChanged(hostId);
  return {
    count,
    message: count === 1 ? "1 product heeft een nieuwe prijs." : `${count} producten hebben een nieuwe prijs.`,
  };
}

// ---- Keuzegroep kopiëren -------------------------------------------------------------------------

export interface CopyGroupInput {
  groupId: number;
  productIds: number[];
  tabs: string[];
  /** A product that has a group of that name already: keep its own ("skip") or take the copy ("replace"). */
  mode: "skip" | "replace";
}

const key = (s: string) => s.trim().toLocaleLowerCase("nl");

type CopyTarget = CopyGroupPreview["targets"][number] & { product: MenuProduct };

function copyPlan(
  products: MenuProduct[],
  input: CopyGroupInput,
): Omit<CopyGroupPreview, "targets"> & { targets: CopyTarget[] } {
  const source = products.find((p) => p.groups.some((g) => g.id === input.groupId));
  const group = source?.groups.find((g) => g.id === input.groupId);
  if (!source || !group) throw new ServiceError(GROUP_SOURCE_NOT_FOUND, 404);
  const byId = new Map(products.map((p) => [p.id, p]));
  if (input.productIds.some((id) => !byId.has(id))) throw new ServiceError(TARGET_NOT_FOUND, 404);
  const wanted = new Set([...input.productIds, ...products.filter((p) => input.tabs.includes(p.tab)).map((p) => p.id)]);
  wanted.delete(source.id);
  if (wanted.size === 0) throw new ServiceError(NO_TARGETS, 400, { productIds: NO_TARGETS });
  const targets = products
    .filter((p) => wanted.has(p.id))
    .map((product): CopyTarget => {
      const has = product.groups.some((g) => key(g.name) === key(group.name));
      const action: "add" | "replace" | "skip" = !has ? "add" : input.mode === "replace" ? "replace" : "skip";
      return { id: product.id, name: product.name, tab: product.tab, action, product };
    });
  return {
    source: { id: source.id, name: source.name },
    group: { name: group.name, items: group.items.map((i) => i.name) },
    targets,
    counts: {
      add: targets.filter((t) => t.action === "add").length,
      replace: targets.filter((t) => t.action === "replace").length,
      skip: targets.filter((t) => t.action === "skip").length,
    },
    token: "",
  };
}

/** What copying the group would do to each chosen product; nothing is written. */
export async function previewCopyGroup({
  hostId,
  input,
}: {
  hostId: number;
  input: CopyGroupInput;
}): Promise<CopyGroupPreview> {
  const { targets, ...plan } = copyPlan(await allProducts(getDb(), hostId), input);
  const view = { ...plan, targets: targets.map(({ product: _p, ...t }) => t) };
  return { ...view, token: fingerprint(view) };
}

/** Copies the group (with its items) onto the chosen products in one transaction. */
export async function applyCopyGroup({
  hostId,
  staff,
  input,
  token,
}: {
  hostId: number;
  staff: HistoryActor;
  input: CopyGroupInput;
  token: string;
}): Promise<{ message: string; count: number }> {
  const result = await getDb().transaction(async (trx) => {
    await lockAll(trx, hostId);
    const products = await allProducts(trx, hostId);
    const { targets, ...plan } = copyPlan(products, input);
    const view = { ...plan, targets: targets.map(({ product: _p, ...t }) => t) };
    if (fingerprint(view) !== token) throw new ServiceError(MENU_CHANGED_SINCE, 409);
    const source = products.find((p) => p.id === plan.source.id)!;
    const copy = productInput(source).groups.find((g) => g.id === input.groupId)!;
    let written = 0;
    for (const t of targets) {
      if (t.action === "skip") continue;
      const before = productInput(t.product);
      const fresh = { ...copy, id: null, items: copy.items.map((i) => ({ ...i, id: null })) };
      const groups =
        t.action === "add"
          ? [...before.groups, fresh]
          : before.groups.map((g) => (key(g.name) === key(copy.name) ? fresh : g));
      const after = { ...before, groups };
      const checked = checkProductDraft(draftFromProduct(after));
      if (!checked.ok) throw new ServiceError(`${t.name}: ${Object.values(checked.fields)[0] ?? checked.message}`, 400);
      if (await saveBulk(trx, { hostId, staff, product: t.product, before, after, replace: true })) written++;
    }
    return { written, name: plan.group.name, skipped: plan.counts.skip };
  });
  await menuChanged(hostId);
  const skipped = result.skipped ? ` ${result.skipped} overgeslagen (had de groep al).` : "";
  return {
    count: result.written,
    message: `${result.name} staat nu bij ${result.written} ${result.written === 1 ? "product" : "producten"} extra.${skipped}`,
  };
}

// ---- shared -------------------------------------------------------------------------------------

/** The host row locked: two bulk changes (or an import) at once take turns. */
async function lockAll(trx: Knex.Transaction, hostId: number) {
  if (!(await getTabStructure(trx, { hostId, lock: true }))) throw new ServiceError(HOST_NOT_FOUND, 404);
}

/**
 * Saves one product of a bulk change as the editor would (row locked, version up, history), without
 * an editor's version check: the bulk change's own preview fingerprint is that check. False when
 * nothing changed.
 */
export async function saveBulk(
  trx: Knex.Transaction,
  {
    hostId,
    staff,
    product,
    before,
    after,
    replace,
  }: {
    hostId: number;
    staff: HistoryActor;
    product: { id: number };
    before: ProductInput;
    after: ProductInput;
    replace: boolean;
  },
): Promise<boolean> {
  const changes = describeChanges(before, after);
  if (changes.length === 0 && JSON.stringify(before) === JSON.stringify(after)) return false;
  const stored = await lockProductVersion(trx, { hostId, id: product.id });
  if (!stored) throw new ServiceError(TARGET_NOT_FOUND, 404);
  const { groups, ...row } = after;
  const next = await updateProduct(trx, { hostId, id: product.id, version: stored.version, product: row });
  if (next === null) throw new ServiceError(TARGET_NOT_FOUND, 404);
  if (replace && !(await replaceGroups(trx, { hostId, productId: product.id, groups })))
    throw new ServiceError(TARGET_NOT_FOUND, 404);
  await insertProductHistory(trx, {
    hostId,
    productId: product.id,
    productName: after.name,
    version: next,
    userId: staff.userId,
    userName: staff.name,
    action: "updated",
    changes,
  });
  return true;
}
