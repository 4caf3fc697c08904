// /admin/products (issue 15): the restaurant's menu as its admin manages it. So far: the products by
// tab with their price, and one tap "Uitverkocht" — for today (until midnight in Amsterdam) or until
// switched back — and "Weer beschikbaar". A sold-out product shows greyed on the menu, cannot be
// added, and the cart and checkout refuse it (services/cart-line.server.ts). Every change is
// announced on the bus (menu.changed) so caches on every instance drop the old menu.
import type { AppLoadContext } from "@remix-run/node";
import { endOfDay } from "~/domain/amsterdam-time";
import { menuPrice } from "~/domain/pricing";
import { getDb } from "~/db.server";
import { getAdminMenu, setProductSoldOut } from "~/models/products.server";
import { menuChanged } from "~/realtime/invalidation.server";
import { PRODUCT_NOT_FOUND, type ProductForm, type ProductTabView } from "~/schemas/products";
import { requireRestaurantAdmin } from "~/utils/auth.server";

export type ProductsResult = { intent: string; ok: boolean; status: 200 | 400 | 404; message: string; id?: number };

export async function productsAdmin(context: AppLoadContext, request: Request) {
  return requireRestaurantAdmin(context, request);
}

export async function loadProducts(context: AppLoadContext, request: Request): Promise<{ hostName: string; tabs: ProductTabView[] }> {
  const { host } = await productsAdmin(context, request);
  // hidden products too (a fresh copy, say): the owner finds them here to show them again
  const menu = await getAdminMenu(getDb(), { hostId: host.id });
  return {
    hostName: host.name,
    tabs: menu.tabs.map((tab) => ({
      name: tab.name,
      products: tab.products.map((p) => {
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
  const { host } = await productsAdmin(context, request);
  const until = form.intent === "available" ? null : form.intent === "soldout-today" ? endOfDay(now) : "forever";
  if (!(await setProductSoldOut({ hostId: host.id, id: form.id, until }))) {
    return { intent: form.intent, ok: false, status: 404, message: PRODUCT_NOT_FOUND, id: form.id };
  }
  await menuChanged(host.id);
  const message = form.intent === "available" ? "Weer beschikbaar." : form.intent === "soldout-today" ? "Uitverkocht tot morgen." : "Uitverkocht.";
  return { intent: form.intent, ok: true, status: 200, message, id: form.id };
}
