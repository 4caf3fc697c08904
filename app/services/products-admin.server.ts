// /admin/products (issue 15): the restaurant's menu as its admin manages it: the products by tab with
// their price and the number per tab, found by name (?q=); one tap "Uitverkocht" — for today (until
// midnight in Amsterdam) or until switched back — and "Weer beschikbaar"; the tabs added, renamed
// (on their products too, in the same transaction), moved, hidden from the customer's menu and shown
// again, and products moved up or down within their tab (§1). A sold-out product shows greyed on the menu, cannot be
// added, and the cart and checkout refuse it (services/cart-line.server.ts). Every change is
// announced on the bus (menu.changed) so caches on every instance drop the old menu.
import type { AppLoadContext } from "@remix-run/node";
import { menuPrice } from "~/domain/pricing";
import { getDb } from "~/db.server";
import { changeTabs, isExtraTab, moveItem, tabOrder, type TabChange } from "~/domain/menu-structure";
import {
  countProductsByTab,
  getAdminMenu,
  getTabStructure,
  listTabProductIds,
  lockProductTab,
  renameProductsTab,
  renumberProducts,
  saveTabStructure,
} from "~/models/products.server";
import { menuChanged } from "~/realtime/invalidation.server";
import { PRODUCT_NOT_FOUND, type ProductForm, type ProductRowView, type ProductTabView } from "~/schemas/products";
import { setSoldOut } from "~/services/sold-out.server";
import { requireRestaurantAdmin } from "~/utils/auth.server";

export type ProductsResult = { intent: string; ok: boolean; status: 200 | 400 | 404; message: string; id?: number; target?: "product" | "item" };

export async function productsAdmin(context: AppLoadContext, request: Request) {
  return requireRestaurantAdmin(context, request);
}

export async function loadProducts(context: AppLoadContext, request: Request): Promise<{ hostName: string; query: string; tabs: ProductTabView[] }> {
  const { host } = await productsAdmin(context, request);
  const db = getDb();
  // hidden products too (a fresh copy, say): the owner finds them here to show them again
  const [menu, structure] = await Promise.all([getAdminMenu(db, { hostId: host.id }), getTabStructure(db, { hostId: host.id })]);
  const byTab = new Map(menu.tabs.map((t) => [t.name, t.products]));
  const hidden = structure?.hidden ?? [];
  return {
    hostName: host.name,
    query: new URL(request.url).searchParams.get("q")?.slice(0, 100) ?? "",
    // every tab, empty ones too (a tab just added), in the customer's order
    tabs: tabOrder(structure?.menu ?? [], byTab.keys()).map((name) => ({
      name,
      extra: isExtraTab(name),
      hidden: hidden.includes(name),
      products: (byTab.get(name) ?? []).map((p): ProductRowView => {
        const display = menuPrice({ price: p.price, price_deliver: p.priceDeliver, price_takeout: p.priceTakeout, volumes: p.volumes }, { deliver: false });
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
  };
}

export async function submitProducts(context: AppLoadContext, request: Request, form: ProductForm, now = new Date()): Promise<ProductsResult> {
  const { host, staff } = await productsAdmin(context, request);
  switch (form.intent) {
    case "soldout-today":
    case "soldout":
    case "available":
      return setSoldOut(host.id, { userId: staff.user.id, userName: staff.user.name }, form, now);
    case "product-move":
      return moveProduct(host.id, form.id, form.direction);
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

/** One place up or down among the products of its tab; the whole tab renumbered 0, 1, 2… */
async function moveProduct(hostId: number, id: number, direction: "up" | "down"): Promise<ProductsResult> {
  const intent = "product-move";
  const moved = await getDb().transaction(async (trx) => {
    const tab = await lockProductTab(trx, { hostId, id });
    if (tab === null) return false;
    const ids = await listTabProductIds(trx, { hostId, tab });
    await renumberProducts(trx, { hostId, ids: moveItem(ids, ids.indexOf(id), direction) });
    return true;
  });
  if (!moved) return { intent, ok: false, status: 404, message: PRODUCT_NOT_FOUND, id };
  await menuChanged(hostId);
  return { intent, ok: true, status: 200, message: direction === "up" ? "Product omhoog verplaatst." : "Product omlaag verplaatst.", id };
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
  if (!result) return { intent, ok: false, status: 404, message: "Restaurant niet gevonden." };
  if (!result.ok) return { intent, ok: false, status: 400, message: result.message };
  await menuChanged(hostId);
  return { intent, ok: true, status: 200, message: result.message };
}
