// The board's Thuisbezorgd parts (docs/issues/018.md §4, §6): what each marketplace card shows, the banner,
// and the simulator's "Stuur een testbestelling via Thuisbezorgd" — a realistic order for this
// restaurant's menu, signed and sent to its own webhook over HTTP like the marketplace does.
import crypto from "node:crypto";
import type { Knex } from "knex";
import { getDb } from "~/db.server";
import { flagText } from "~/domain/thuisbezorgd";
import { getEnv } from "~/env.server";
import { runningJetSimulator } from "~/integrations/thuisbezorgd/client.server";
import { JET_EXAMPLE_ORDER, jetExampleOrder } from "~/integrations/thuisbezorgd/example-order";
import { getHost } from "~/models/hosts.server";
import { getMarketplaceLink } from "~/models/marketplace.server";
import { listCardInfo } from "~/models/marketplace-orders.server";
import { listMarketplaceMenu } from "~/models/marketplace-menu.server";
import type { MarketplaceCard, ThuisbezorgdBoard } from "~/schemas/thuisbezorgd-board";
import { ServiceError } from "~/services/errors.server";
import { driverStatusLabel } from "~/services/thuisbezorgd-events.server";
import { linkSecrets } from "~/services/thuisbezorgd-keys.server";

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
const NAMES: Array<[string, string]> = [
  ["Sanne", "de Vries"],
  ["Mohamed", "El Amrani"],
  ["Lotte", "Jansen"],
  ["Daan", "Bakker"],
];

/** "Stuur een testbestelling via Thuisbezorgd": the simulator sends one order for this menu, in JET's published shape. */
export async function sendTestOrder({ hostId }: { hostId: number }): Promise<{ status: number; attempts: number }> {
  const db = getDb();
  const sim = runningJetSimulator();
  const [host, link] = await Promise.all([getHost(db, { hostId }), getMarketplaceLink(db, { hostId })]);
  const secrets = link?.active ? linkSecrets(link) : null;
  if (!sim || !host || !link || !secrets)
    throw new ServiceError("Er is geen Thuisbezorgd-simulator gekoppeld aan dit restaurant.", 409);
  const products = await listMarketplaceMenu(db, { hostId });
  if (products.length === 0) throw new ServiceError("Je menu heeft nog geen producten.", 409);
  const n = crypto.randomInt(1_000_000);
  const pick = (k: number) => products[(n + k * 7) % products.length];
  // JET's example has no quantity; 2× is sent as a quantity, which receivers read when present
  const items = [pick(0), pick(1)].map((p, k) => ({
    name: p.name,
    description: "",
    plu: p.plu,
    price: p.price,
    ...(k === 0 ? { quantity: 2 } : {}),
    notes: k === 0 ? "Extra krokant graag" : "",
    children: p.option ? [{ name: p.option.name, description: "", plu: `${p.plu}-1`, price: p.option.price }] : [],
  }));
  const type = TYPES[n % TYPES.length];
  const cart = items.reduce(
    (sum, i) => sum + (i.quantity ?? 1) * (i.price + i.children.reduce((s, c) => s + c.price, 0)),
    0,
  );
  const vat = (cents: number) => Math.round((cents * 9) / 109);
  const adjustments = [
    ...(type === "collection-by-customer" ? [] : [{ name: "deliveryFee", price: { inc_tax: 250, tax: vat(250) } }]),
    { name: "serviceCharge", price: { inc_tax: 69, tax: vat(69) } },
  ];
  const final = cart + adjustments.reduce((s, a) => s + a.price.inc_tax, 0);
  const now = Math.floor(Date.now() / 1000);
  const [first, last] = NAMES[n % NAMES.length];
  const contact = { first_name: first, last_name: last, phone_number: "0612345678", phone_masking_code: "" };
  const order = jetExampleOrder({
    id: crypto.randomUUID(),
    third_party_order_reference: String(20_000_000 + n),
    type,
    posLocationId: link.externalId,
    location: { id: 1296, timezone: "Europe/Amsterdam" },
    items,
    created_at: String(now),
    collect_at: String(now + 20 * 60),
    ...(type === "delivery-by-merchant" ? { deliver_at: String(now + 45 * 60) } : {}),
    kitchen_notes: "Geen ui alstublieft",
    collection_notes: "",
    delivery_notes: type === "delivery-by-merchant" ? "Bel aan bij 2 hoog" : "",
    payment_method: n % 2 === 0 ? "CARD" : "CASH",
    payment: {
      items_in_cart: { inc_tax: cart, tax: vat(cart) },
      adjustments,
      final: { inc_tax: final, tax: vat(final) },
    },
    collector: type === "collection-by-customer" ? contact : undefined,
    delivery:
      type === "collection-by-customer"
        ? undefined
        : type === "delivery-by-merchant"
          ? {
              ...contact,
              line_one: `Oudegracht ${String(1 + (n % 300))}`,
              line_two: "",
              postcode: "3511 AB",
              city: "Utrecht",
              email: "klant@email.hidden",
            }
          : { ...JET_EXAMPLE_ORDER.delivery, postcode: "3511", city: "Utrecht" },
    driver: type === "delivery-by-delivery-partner" ? JET_EXAMPLE_ORDER.driver : undefined,
    total: cart,
  });
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
