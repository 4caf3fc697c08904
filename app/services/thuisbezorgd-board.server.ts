// The board's Thuisbezorgd parts (issue 18 §4, §6): what each marketplace card shows, the banner,
// and the simulator's "Stuur een testbestelling via Thuisbezorgd" — a realistic order for this
// restaurant's menu, signed and sent to its own webhook over HTTP like the marketplace does.
import crypto from "node:crypto";
import type { Knex } from "knex";
import { getDb } from "~/db.server";
import { flagText } from "~/domain/thuisbezorgd";
import { getEnv } from "~/env.server";
import { runningJetSimulator } from "~/integrations/thuisbezorgd/client.server";
import { getHost } from "~/models/hosts.server";
import { getMarketplaceLink, listCardInfo, listMarketplaceMenu } from "~/models/marketplace.server";
import type { MarketplaceCard, ThuisbezorgdBoard } from "~/schemas/thuisbezorgd-board";
import { ServiceError } from "~/services/errors.server";
import { driverStatusLabel } from "~/services/thuisbezorgd-events.server";
import { linkSecrets } from "~/services/thuisbezorgd.server";

// the marketplace's courier already stands in the masked address line ("Bezorgen: Thuisbezorgd-bezorger, 3511 Utrecht")
const COURIER_LABELS = { marketplace: null, merchant: "Eigen bezorger", pickup: null } as const;

export async function thuisbezorgdBoard(
  db: Knex,
  { hostId, orderIds }: { hostId: number; orderIds: number[] },
): Promise<{ cards: Map<number, MarketplaceCard>; board: ThuisbezorgdBoard }> {
  const [infos, link] = await Promise.all([listCardInfo(db, { hostId, orderIds }), getMarketplaceLink(db, { hostId })]);
  const cards = new Map<number, MarketplaceCard>();
  for (const i of infos) {
    cards.set(i.orderId, {
      flags: i.flags.map(flagText),
      courier: i.courier ? COURIER_LABELS[i.courier] : null,
      driver: i.driverStatus ? driverStatusLabel(i.driverStatus) : null,
      canceled: i.canceledAt ? { reason: i.cancelReason ?? "Geen reden opgegeven" } : null,
    });
  }
  const banner =
    link?.active && link.offlineSince ? `Thuisbezorgd: ${link.offlineReason ?? "restaurant tijdelijk offline"}` : null;
  const testOrder = Boolean(link?.active && runningJetSimulator() && linkSecrets(link));
  return { cards, board: { banner, testOrder } };
}

const TYPES = ["delivery-by-delivery-partner", "delivery-by-merchant", "collection-by-customer"] as const;
const NAMES = ["Sanne de Vries", "Mohamed El Amrani", "Lotte Jansen", "Daan Bakker"];

/** "Stuur een testbestelling via Thuisbezorgd": the simulator sends one order for this menu. */
export async function sendTestOrder(hostId: number): Promise<{ status: number; attempts: number }> {
  const db = getDb();
  const sim = runningJetSimulator();
  const [host, link] = await Promise.all([getHost(db, hostId), getMarketplaceLink(db, { hostId })]);
  const secrets = link?.active ? linkSecrets(link) : null;
  if (!sim || !host || !link || !secrets)
    throw new ServiceError("Er is geen Thuisbezorgd-simulator gekoppeld aan dit restaurant.", 409);
  const products = await listMarketplaceMenu(db, { hostId });
  if (products.length === 0) throw new ServiceError("Je menu heeft nog geen producten.", 409);
  const n = crypto.randomInt(1_000_000);
  const pick = (k: number) => products[(n + k * 7) % products.length];
  const items = [pick(0), pick(1)].map((p, k) => ({
    name: p.name,
    plu: p.plu,
    price: p.price,
    quantity: k === 0 ? 2 : 1,
    notes: k === 0 ? "Extra krokant graag" : null,
    children: p.option ? [{ name: p.option.name, plu: null, price: p.option.price, quantity: 1 }] : [],
  }));
  const type = TYPES[n % TYPES.length];
  const cart = items.reduce((sum, i) => sum + i.quantity * (i.price + i.children.reduce((s, c) => s + c.price, 0)), 0);
  const adjustments = [
    ...(type === "collection-by-customer" ? [] : [{ name: "Delivery fee", type: "delivery_fee", amount: 250 }]),
    { name: "Service charge", type: "service_charge", amount: 69 },
  ];
  const order = {
    id: crypto.randomUUID(),
    third_party_order_reference: `TB${n}`,
    type,
    items,
    created_at: new Date().toISOString(),
    kitchen_notes: "Geen ui alstublieft",
    delivery_notes: type === "delivery-by-merchant" ? "Bel aan bij 2 hoog" : null,
    payment_method: n % 2 === 0 ? "CARD" : "CASH",
    payment: { items_in_cart: cart, adjustments, final: cart + adjustments.reduce((s, a) => s + a.amount, 0) },
    customer: { name: NAMES[n % NAMES.length], phone: type === "delivery-by-delivery-partner" ? null : "0612345678" },
    delivery:
      type === "collection-by-customer"
        ? null
        : {
            address: {
              street: "Oudegracht",
              house_number: String(1 + (n % 300)),
              postcode: type === "delivery-by-delivery-partner" ? "3511" : "3511 AB",
              city: "Utrecht",
            },
          },
  };
  const env = getEnv();
  const result = await sim.push(
    `http://127.0.0.1:${env.PORT}/api/thuisbezorgd/hook/order`,
    `${host.perma}.${env.PLATFORM_DOMAIN}:${env.PORT}`,
    JSON.stringify(order),
    secrets,
  );
  if (result.status !== 202) throw new ServiceError(`De testbestelling kwam niet aan (${result.status}).`, 503);
  return { status: result.status, attempts: result.attempts };
}
