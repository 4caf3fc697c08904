// A Thuisbezorgd (JET Connect) order as one of ours (issue 18 §3): pure, so the mapping is tested
// without a database. Nothing is dropped: an item whose PLU we do not know keeps the marketplace's
// name and price and is flagged; adjustments become visible lines (delivery fee and discount in
// their own columns); amounts that do not add up to the marketplace's `final` are flagged; an order
// whose items cannot be read at all becomes one `product/thuisbezorgd` line with the raw text.
// mapJetOrder(order, plu => product | undefined) → { items, subtotal, deliveryFee, discount, amount, flags, … }

export type JetOrderType = "delivery-by-delivery-partner" | "delivery-by-merchant" | "collection-by-customer";

export interface JetItem {
  name: string;
  plu: string | null;
  price: number;
  quantity: number;
  notes: string | null;
  children: Array<{ name: string; plu: string | null; price: number; quantity: number }>;
}

export interface JetAdjustment {
  name: string;
  type: string | null;
  amount: number;
}

export interface JetOrder {
  id: string;
  reference: string | null;
  type: JetOrderType;
  items: JetItem[];
  createdAt: Date | null;
  dueAt: Date | null;
  kitchenNotes: string | null;
  deliveryNotes: string | null;
  paymentMethod: "CARD" | "CASH";
  itemsInCart: number | null;
  adjustments: JetAdjustment[];
  final: number;
  customer: { name: string | null; phone: string | null };
  address: { street: string; number: string; zipcode: string; city: string } | null;
}

export interface KnownProduct {
  id: number;
  name: string;
  tab: string | null;
  groupName: string | null;
}

export interface MappedLine {
  productId: number | null;
  name: string;
  remark: string | null;
  quantity: number;
  unitPrice: number;
  extras: number;
  amount: number;
  includes: Array<{ name: string; price: number }>;
  icon: string | null;
  tab: string | null;
  groupName: string | null;
}

export type Courier = "marketplace" | "merchant" | "pickup";

export type JetFlag =
  | { kind: "unknown-plu"; plu: string | null; name: string }
  | { kind: "amount-mismatch"; lines: number; final: number }
  | { kind: "unmapped" };

export interface MappedOrder {
  items: MappedLine[];
  subtotal: number;
  deliveryFee: number;
  discount: number;
  /** What the customer pays: the marketplace's `final`, even when our lines say otherwise (flagged). */
  amount: number;
  flags: JetFlag[];
  deliver: boolean;
  courier: Courier;
  paymentMethod: "thuisbezorgd" | "cash";
  paymentStatus: "thuisbezorgd" | "cash";
  paid: boolean;
  customerName: string;
  phone: string | null;
  address: { street: string; number: string; zipcode: string; city: string } | null;
  description: string | null;
}

/** The icon item that stands for a marketplace order (SPEC §3 'product/thuisbezorgd'). */
export const MARKETPLACE_ITEM = "product/thuisbezorgd";
export const MARKETPLACE_COURIER = "Thuisbezorgd-bezorger";
const MARKETPLACE_ICON = "🛵";

const COURIERS: Record<JetOrderType, Courier> = {
  "delivery-by-delivery-partner": "marketplace",
  "delivery-by-merchant": "merchant",
  "collection-by-customer": "pickup",
};

/** Adjustments with their own column; everything else (service, bag, small-order fee…) is a visible line. */
function adjustmentKind(a: JetAdjustment): "delivery" | "discount" | "line" {
  const key = `${a.type ?? ""} ${a.name}`.toLowerCase();
  if (/deliver|bezorg/.test(key)) return "delivery";
  if (/discount|korting|promo|voucher/.test(key) || a.amount < 0) return "discount";
  return "line";
}

const ADJUSTMENT_NAMES: Array<[RegExp, string]> = [
  [/service/, "Servicekosten"],
  [/bag|tas/, "Tasje"],
  [/small|minimum|klein/, "Kleine-bestellingtoeslag"],
];

function adjustmentName(a: JetAdjustment): string {
  const key = `${a.type ?? ""} ${a.name}`.toLowerCase();
  return ADJUSTMENT_NAMES.find(([re]) => re.test(key))?.[1] ?? (a.name || "Toeslag");
}

function joinNotes(...notes: Array<string | null>): string | null {
  const text = notes.filter((n): n is string => Boolean(n && n.trim())).join("\n");
  return text || null;
}

function itemLine(item: JetItem, find: (plu: string) => KnownProduct | undefined, flags: JetFlag[]): MappedLine {
  const product = item.plu ? find(item.plu) : undefined;
  if (!product) flags.push({ kind: "unknown-plu", plu: item.plu, name: item.name });
  const includes = item.children.map((c) => ({
    name: c.quantity > 1 ? `${c.quantity}× ${c.name}` : c.name,
    price: c.price * c.quantity,
  }));
  const extras = includes.reduce((sum, c) => sum + c.price, 0);
  return {
    productId: product?.id ?? null,
    // an unknown PLU keeps the marketplace's own name; a known one shows ours (what the kitchen knows)
    name: product?.name ?? item.name,
    remark: item.notes?.trim() || null,
    quantity: item.quantity,
    unitPrice: item.price,
    extras,
    amount: item.quantity * (item.price + extras),
    includes,
    icon: null,
    tab: product?.tab ?? null,
    groupName: product?.groupName ?? null,
  };
}

function courierView(order: JetOrder, courier: Courier): { deliver: boolean; address: MappedOrder["address"] } {
  if (courier === "pickup") return { deliver: false, address: null };
  // the marketplace's own courier delivers: our driver sees only the (masked) area, never goes there
  if (courier === "marketplace") {
    const a = order.address;
    return {
      deliver: true,
      address: { street: MARKETPLACE_COURIER, number: "", zipcode: a?.zipcode ?? "", city: a?.city ?? "" },
    };
  }
  return { deliver: true, address: order.address };
}

export function mapJetOrder(order: JetOrder, find: (plu: string) => KnownProduct | undefined): MappedOrder {
  const flags: JetFlag[] = [];
  const items = order.items.map((item) => itemLine(item, find, flags));
  let deliveryFee = 0;
  let discount = 0;
  for (const a of order.adjustments) {
    const kind = adjustmentKind(a);
    if (kind === "delivery") deliveryFee += Math.max(0, a.amount);
    else if (kind === "discount") discount += Math.abs(a.amount);
    else if (a.amount > 0) {
      items.push({
        productId: null,
        name: adjustmentName(a),
        remark: null,
        quantity: 1,
        unitPrice: a.amount,
        extras: 0,
        amount: a.amount,
        includes: [],
        icon: MARKETPLACE_ICON,
        tab: null,
        groupName: null,
      });
    }
  }
  const subtotal = items.reduce((sum, i) => sum + i.amount, 0);
  const lines = subtotal + deliveryFee - discount;
  if (lines !== order.final) flags.push({ kind: "amount-mismatch", lines, final: order.final });
  const courier = COURIERS[order.type];
  const card = order.paymentMethod === "CARD";
  return {
    items,
    subtotal,
    deliveryFee,
    discount,
    amount: order.final,
    flags,
    ...courierView(order, courier),
    courier,
    paymentMethod: card ? "thuisbezorgd" : "cash",
    paymentStatus: card ? "thuisbezorgd" : "cash",
    paid: card,
    customerName: order.customer.name?.trim() || "Thuisbezorgd-klant",
    phone: order.customer.phone,
    description: joinNotes(order.kitchenNotes, order.deliveryNotes ? `Bezorging: ${order.deliveryNotes}` : null),
  };
}

/** An order we could not read past its id: one `product/thuisbezorgd` line with the raw text, flagged. */
export function unmappedJetOrder(raw: string, final: number | null): MappedOrder {
  const amount = final ?? 0;
  return {
    items: [
      {
        productId: null,
        name: "Thuisbezorgd-bestelling",
        remark: raw.slice(0, 2000),
        quantity: 1,
        unitPrice: amount,
        extras: 0,
        amount,
        includes: [],
        icon: MARKETPLACE_ITEM,
        tab: null,
        groupName: null,
      },
    ],
    subtotal: amount,
    deliveryFee: 0,
    discount: 0,
    amount,
    flags: [{ kind: "unmapped" }],
    deliver: false,
    courier: "pickup",
    paymentMethod: "thuisbezorgd",
    paymentStatus: "thuisbezorgd",
    paid: false,
    customerName: "Thuisbezorgd-klant",
    phone: null,
    address: null,
    description: "Deze Thuisbezorgd-bestelling kon niet worden gelezen; zie de regel voor de volledige tekst.",
  };
}

const euro = (cents: number) => `€ ${(cents / 100).toFixed(2).replace(".", ",")}`;

/** The flag as the card says it. */
export function flagText(flag: JetFlag): string {
  switch (flag.kind) {
    case "unknown-plu":
      return `Onbekend product: ${flag.name}${flag.plu ? ` (PLU ${flag.plu})` : ""}`;
    case "amount-mismatch":
      return `Bedragen kloppen niet: regels ${euro(flag.lines)}, Thuisbezorgd ${euro(flag.final)}`;
    case "unmapped":
      return "Bestelling niet leesbaar: controleer de tekst";
  }
}
