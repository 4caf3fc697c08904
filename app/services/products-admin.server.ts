// /admin/products (docs/issues/015.md): the restaurant's menu as its admin manages it: the products by tab with
// their price and the number per tab, found by name (?q=); one tap "Uitverkocht" — for today (until
// midnight in Amsterdam) or until switched back — and "Weer beschikbaar"; the tabs added, renamed
// (on their products too, in the same transaction), moved, hidden from the customer's menu and shown
// again; the groups of a tab and the products of a group put in order by a drag or moved up or down
// with the buttons (§1, one path for both: the tab's rows locked, a list out of date refused with 409,
// the moved products in their history, menu.changed after commit). A sold-out product shows greyed on the menu, cannot be
// added, and the cart and checkout refuse it (services/cart-line.server.ts). Every change is
// announced on the bus (menu.changed) so caches on every instance drop the old menu.
import type { Knex } from "knex";
import { menuPrice } from "~/domain/pricing";
import { getDb } from "~/db.server";
import { changeTabs, isExtraTab, moveItem, TAB_UNKNOWN, tabOrder, type TabChange } from "~/domain/menu-structure";
import { getAdminMenu } from "~/models/products.server";
import {
  countProductsByTab,
  getTabStructure,
  listOwnProductIds,
  lockProductTab,
  lockTabProducts,
  renameProductsTab,
  renumberProducts,
  saveTabStructure,
} from "~/models/menu-structure.server";
import {
  groupKey,
  groupsOf,
  movedItems,
  NO_GROUP,
  orderGroupProducts,
  orderGroups,
  ORDER_STALE,
  type Ordered,
} from "~/domain/menu-order";
import { recordOrderChanges } from "~/models/product-versions.server";
import { menuChanged } from "~/realtime/invalidation.server";
import { PRODUCT_NOT_FOUND, type ProductForm, type ProductRowView, type ProductTabView } from "~/schemas/products";
import type { HistoryActor } from "~/schemas/actor";
import { actorOf } from "~/services/actor.server";
import { ServiceError } from "~/services/errors.server";
import { setSoldOut } from "~/services/sold-out.server";
import type { SessionUser } from "~/services/session-user.server";
import { HOST_NOT_FOUND } from "~/domain/messages";

/** Done (the form's answer); a refusal is a thrown ServiceError (decision 083). */
export type ProductsResult = {
  intent: string;
  message: string;
  id?: number;
  target?: "product" | "item";
};

export async function loadProducts({
  host,
  query,
}: {
  host: { id: number; name: string };
  query: string;
}): Promise<{ hostName: string; query: string; tabs: ProductTabView[] }> {
  const db = getDb();
  // hidden products too (a fresh copy, say): the owner finds them here to show them again
  const [menu, structure] = await Promise.all([
    getAdminMenu(db, { hostId: host.id }),
    getTabStructure(db, { hostId: host.id }),
  ]);
  const byTab = new Map(menu.tabs.map((t) => [t.name, t.products]));
  const hidden = structure?.hidden ?? [];
  return {
    hostName: host.name,
    query: query.slice(0, 100),
    // every tab, empty ones too (a tab just added), in the customer's order
    tabs: tabOrder(structure?.menu ?? [], byTab.keys()).map((name) => ({
      name,
      extra: isExtraTab(name),
      hidden: hidden.includes(name),
      groups: groupsOf(byTab.get(name) ?? []).map((g) => ({
        name: g.products[0].groupName || null,
        products: g.products.map((p): ProductRowView => {
          const display = menuPrice(
            { price: p.price, price_deliver: p.priceDeliver, price_takeout: p.priceTakeout, volumes: p.volumes },
            { deliver: false },
          );
          return {
            id: p.id,
            name: p.name,
            price: display.basePrice,
            fromPrice: display.fromPrice,
            hidden: !p.active,
            soldOut: p.soldOut,
            soldOutText: p.soldOut ? (p.soldOutUntil ? "Uitverkocht tot morgen" : "Uitverkocht") : null,
          };
        }),
      })),
    })),
  };
}

export async function submitProducts({
  host,
  actor: staff,
  input: form,
  now = new Date(),
}: {
  host: { id: number };
  actor: SessionUser;
  input: ProductForm;
  now?: Date;
}): Promise<ProductsResult> {
  switch (form.intent) {
    case "soldout-today":
    case "soldout":
    case "available":
      return setSoldOut(host.id, { userId: staff.user.id, userName: staff.user.name }, form, now);
    case "product-move":
      return moveProduct(host.id, actorOf(staff), form.id, form.direction);
    case "product-order":
      return orderProducts(host.id, actorOf(staff), form.tab, form.group, form.order);
    case "group-move":
    case "group-order":
      return orderTabGroups(host.id, actorOf(staff), form);
    case "tab-order":
      return changeTab(host.id, form.intent, { kind: "order", order: form.order });
    case "tab-add":
      return changeTab(host.id, form.intent, { kind: "add", name: form.name });
    case "tab-rename":
      return changeTab(host.id, form.intent, { kind: "rename", tab: form.tab, name: form.name });
    case "tab-move":
      return changeTab(host.id, form.intent, { kind: "move", tab: form.tab, direction: form.direction });
    case "tab-hide":
    case "tab-show":
      return changeTab(host.id, form.intent, { kind: "hide", tab: form.tab, hidden: form.intent === "tab-hide" });
  }
}

type Refusal = { refused: 404 | 409 | 400; message: string };
type Plan =
  | {
      ids: number[];
      history: Array<{ productId: number; changes: Array<{ field: string; from: string; to: string }> }>;
    }
  | Refusal;
const label = (key: string) => key || NO_GROUP;

/**
 * One way for every change of order within a tab: the tab's products locked, `plan` works out their
 * new order from what is stored (or refuses), the tab renumbered 0, 1, 2… and the moved products'
 * history written in the same transaction; menu.changed after commit.
 */
async function reorderTab(
  hostId: number,
  who: HistoryActor,
  tab: (trx: Knex.Transaction) => Promise<string | Refusal>,
  plan: (products: Ordered[]) => Plan | Promise<Plan>,
) {
  return getDb().transaction(async (trx): Promise<Refusal | null> => {
    const name = await tab(trx);
    if (typeof name !== "string") return name;
    const products = await lockTabProducts(trx, { hostId, tab: name });
    const outcome = await plan(products);
    if ("refused" in outcome) return outcome;
    await renumberProducts(trx, { hostId, ids: outcome.ids });
    await recordOrderChanges(trx, { hostId, userId: who.userId, userName: who.name, entries: outcome.history });
    return null;
  });
}

async function answer(
  hostId: number,
  intent: string,
  refused: Refusal | null,
  message: string,
  id?: number,
): Promise<ProductsResult> {
  if (refused) throw new ServiceError(refused.message, refused.refused);
  await menuChanged(hostId);
  return { intent, message, ...(id === undefined ? {} : { id }) };
}

/** The products of group `key` in the order `ids`: the tab's new order, and each moved product's place in its history. */
function productPlan(products: Ordered[], key: string, ids: number[]): Plan {
  const next = orderGroupProducts(products, key, ids);
  if (!next) return { refused: 409, message: ORDER_STALE };
  const before = products.filter((p) => groupKey(p.groupName) === key).map((p) => p.id);
  const history = movedItems(before, ids).map((productId) => ({
    productId,
    changes: [
      {
        field: `Plaats in ${label(key)}`,
        from: String(before.indexOf(productId) + 1),
        to: String(ids.indexOf(productId) + 1),
      },
    ],
  }));
  return { ids: next, history };
}

/** A drag within a group: `ids` is the whole group in its new order. Another restaurant's id is a 404; a list out of date a 409. */
async function orderProducts(
  hostId: number,
  who: HistoryActor,
  tab: string,
  group: string,
  ids: number[],
): Promise<ProductsResult> {
  const refused = await reorderTab(
    hostId,
    who,
    async () => tab,
    async (products) => {
      const missing = ids.filter((id) => !products.some((p) => p.id === id));
      if (missing.length > 0) {
        const own = await listOwnProductIds(getDb(), { hostId, ids: missing });
        return own.length < missing.length
          ? { refused: 404, message: PRODUCT_NOT_FOUND }
          : { refused: 409, message: ORDER_STALE };
      }
      return productPlan(products, group, ids);
    },
  );
  return answer(hostId, "product-order", refused, "Volgorde opgeslagen.");
}

/** One place up or down within its group (the keyboard's and the no-script way): the same path as a drag. */
async function moveProduct(
  hostId: number,
  who: HistoryActor,
  id: number,
  direction: "up" | "down",
): Promise<ProductsResult> {
  const refused = await reorderTab(
    hostId,
    who,
    async (trx) => (await lockProductTab(trx, { hostId, id })) ?? { refused: 404, message: PRODUCT_NOT_FOUND },
    (products) => {
      const key = groupKey(products.find((p) => p.id === id)?.groupName ?? null);
      const ids = products.filter((p) => groupKey(p.groupName) === key).map((p) => p.id);
      return productPlan(products, key, moveItem(ids, ids.indexOf(id), direction));
    },
  );
  return answer(
    hostId,
    "product-move",
    refused,
    direction === "up" ? "Product omhoog verplaatst." : "Product omlaag verplaatst.",
    id,
  );
}

/** The groups of a tab in a new order: a drag (the whole list) or one group up or down. */
async function orderTabGroups(
  hostId: number,
  who: HistoryActor,
  form:
    | { intent: "group-order"; tab: string; order: string[] }
    | { intent: "group-move"; tab: string; group: string; direction: "up" | "down" },
): Promise<ProductsResult> {
  const refused = await reorderTab(
    hostId,
    who,
    async () => form.tab,
    (products): Plan => {
      if (products.length === 0) return { refused: 400, message: TAB_UNKNOWN };
      const before = groupsOf(products).map((g) => g.key);
      const order =
        form.intent === "group-order" ? form.order : moveItem(before, before.indexOf(form.group), form.direction);
      if (form.intent === "group-move" && !before.includes(form.group)) return { refused: 409, message: ORDER_STALE };
      const ids = orderGroups(products, order);
      if (!ids) return { refused: 409, message: ORDER_STALE };
      const history = movedItems(before, order).flatMap((key) =>
        products
          .filter((p) => groupKey(p.groupName) === key)
          .map((p) => ({
            productId: p.id,
            changes: [
              {
                field: `Plaats van ${label(key)} in ${form.tab}`,
                from: String(before.indexOf(key) + 1),
                to: String(order.indexOf(key) + 1),
              },
            ],
          })),
      );
      return { ids, history };
    },
  );
  const message =
    form.intent === "group-order"
      ? "Volgorde van de groepen opgeslagen."
      : form.direction === "up"
        ? "Groep omhoog verplaatst."
        : "Groep omlaag verplaatst.";
  return answer(hostId, form.intent, refused, message);
}

/** A change to the tabs in one transaction (the host row locked): a rename renames the tab on its products too. */
async function changeTab(hostId: number, intent: string, change: TabChange): Promise<ProductsResult> {
  const result = await getDb().transaction(async (trx) => {
    const structure = await getTabStructure(trx, { hostId, lock: true });
    if (!structure) return null;
    const counts = await countProductsByTab(trx, { hostId });
    const outcome = changeTabs({ tabs: tabOrder(structure.menu, counts.keys()), hidden: structure.hidden }, change);
    if (!outcome.ok) return outcome;
    if (change.kind === "rename") await renameProductsTab(trx, { hostId, from: change.tab, to: change.name.trim() });
    // the order stored is the order shown: tabs only products named become part of the host's menu
    await saveTabStructure(trx, { hostId, menu: outcome.state.tabs, hidden: outcome.state.hidden });
    return outcome;
  });
  if (!result) throw new ServiceError(HOST_NOT_FOUND, 404);
  if (!result.ok) throw new ServiceError(result.message, result.conflict ? 409 : 400);
  await menuChanged(hostId);
  return { intent, message: result.message };
}
