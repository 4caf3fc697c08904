// A Thuisbezorgd (JET Connect) order as one of ours (docs/issues/018.md §3): pure, so the mapping is tested
// without a database. Nothing is dropped: an item whose PLU we do not know keeps the marketplace's
// name and price and is flagged; adjustments become visible lines (delivery fee and discount in
// their own columns); amounts that do not add up to the marketplace's `final` are flagged; an order
// whose items cannot be read at all becomes one `product/thuisbezorgd` line with the raw text.
// mapJetOrder(order, plu => product | undefined) → { items, subtotal, deliveryFee, discount, amount, flags, … }

import { formatEuro } from "./pricing";

export type JetOrderType = "delivery-by-delivery-partner" | "delivery-by-merchant" | "collection-by-customer";

/** An item or a modifier (`children`, recursive as JET sends it); `price` in cents, one piece. */
export interface JetItem {
  name: string;
  plu: string | null;
  price: number;
  quantity: number;
  notes: string | null;
  children: JetItem[];
}

export interface JetAdjustment {
  name: string;
  /** `price.inc_tax`, cents; a discount is negative. */
  amount: number;
}

export interface JetOrder {
  /** JET Connect's order id: the id of sent-to-pos and of dedup. */
  id: string;
  /** The marketplace's own reference, the one the customer quotes (`third_party_order_reference`). */
  reference: string | null;
  posLocationId: string;
  type: JetOrderType;
  items: JetItem[];
  createdAt: Date | null;
  dueAt: Date | null;
  asap: boolean;
  kitchenNotes: string | null;
  deliveryNotes: string | null;
  paymentMethod: "CARD" | "CASH";
  /** `payment.items_in_cart` {inc_tax, tax}, cents. */
  itemsInCart: { incTax: number; tax: number } | null;
  adjustments: JetAdjustment[];
  /** `payment.final.inc_tax`: what the order is worth. */
  final: number;
  /** `payment.final.tax`: the VAT in it. */
  finalTax: number;
  customer: { name: string | null; phone: string | null; phoneCode: string | null };
  driver: string | null;
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
  /** What the customer pays: the marketplace's `final.inc_tax`, even when our lines say otherwise (flagged). */
  amount: number;
  /** The VAT in it (`final.tax`), null when unknown. */
  tax: number | null;
  /** `third_party_order_reference`: the number the customer quotes. */
  reference: string | null;
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

/** The icon item that stands for a marketplace order (docs/spec.md §3 'product/thuisbezorgd'). */
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
  const key = a.name.toLowerCase();
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
  const key = a.name.toLowerCase();
  return ADJUSTMENT_NAMES.find(([re]) => re.test(key))?.[1] ?? (a.name || "Toeslag");
}

function joinNotes(...notes: Array<string | null>): string | null {
  const text = notes.filter((n): n is string => Boolean(n && n.trim())).join("\n");
  return text || null;
}

/** The modifiers of an item, nested ones named after their parent ("Saus: Knoflook"), each with its price × quantity. */
function includesOf(children: JetItem[], prefix = ""): Array<{ name: string; price: number }> {
  return children.flatMap((c) => {
    const name = `${prefix}${c.quantity > 1 ? `${c.quantity}× ` : ""}${c.name}`;
    return [{ name, price: c.price * c.quantity }, ...includesOf(c.children, `${name}: `)];
  });
}

function itemLine(item: JetItem, find: (plu: string) => KnownProduct | undefined, flags: JetFlag[]): MappedLine {
  const product = item.plu ? find(item.plu) : undefined;
  if (!product) flags.push({ kind: "unknown-plu", plu: item.plu, name: item.name });
  const includes = includesOf(item.children);
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

/**
 * JET's published example prices its items without VAT (1700 + 100 = 1800 = items_in_cart 2160 − tax
 * 360). Where the lines add up to the cart without its tax, they are raised by the cart's own VAT, so
 * the board's lines add up to what the customer paid; the last line takes the rounding.
 */
function withCartVat(lines: MappedLine[], cart: JetOrder["itemsInCart"]): MappedLine[] {
  const sum = lines.reduce((s, l) => s + l.amount, 0);
  if (!cart || cart.tax <= 0 || sum === cart.incTax || sum !== cart.incTax - cart.tax || sum === 0) return lines;
  const f = cart.incTax / sum;
  const scaled = lines.map((l) => {
    const includes = l.includes.map((i) => ({ ...i, price: Math.round(i.price * f) }));
    const extras = includes.reduce((s, i) => s + i.price, 0);
    const unitPrice = Math.round(l.unitPrice * f);
    return { ...l, includes, extras, unitPrice, amount: l.quantity * (unitPrice + extras) };
  });
  const rest = cart.incTax - scaled.reduce((s, l) => s + l.amount, 0);
  const last = scaled[scaled.length - 1];
  if (rest !== 0) {
    last.amount += rest;
    if (last.quantity === 1) last.unitPrice += rest;
  }
  return scaled;
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
  const items = withCartVat(
    order.items.map((item) => itemLine(item, find, flags)),
    order.itemsInCart,
  );
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
    tax: order.finalTax,
    reference: order.reference,
    flags,
    ...courierView(order, courier),
    courier,
    paymentMethod: card ? "thuisbezorgd" : "cash",
    paymentStatus: card ? "thuisbezorgd" : "cash",
    paid: card,
    customerName: order.customer.name?.trim() || "Thuisbezorgd-klant",
    phone: order.customer.phone,
    description: joinNotes(
      order.reference ? `Thuisbezorgd-nummer: ${order.reference}` : null,
      order.kitchenNotes,
      order.deliveryNotes ? `Bezorging: ${order.deliveryNotes}` : null,
      order.customer.phoneCode ? `Belcode klant: ${order.customer.phoneCode}` : null,
      order.driver ? `Bezorger: ${order.driver}` : null,
    ),
  };
}

/** What the board says of an order we could not read: JET's tablet has it (we answered sent-to-pos-failed). */
export const UNREAD_TEXT = "Niet verwerkt — staat op de Thuisbezorgd-tablet";

/** An order we could not read past its id: one `product/thuisbezorgd` line with the raw text, flagged. */
export function unmappedJetOrder(
  raw: string,
  known: { final: number | null; reference: string | null } = { final: null, reference: null },
): MappedOrder {
  const amount = known.final ?? 0;
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
    tax: null,
    reference: known.reference,
    flags: [{ kind: "unmapped" }],
    deliver: false,
    courier: "pickup",
    paymentMethod: "thuisbezorgd",
    paymentStatus: "thuisbezorgd",
    paid: false,
    customerName: "Thuisbezorgd-klant",
    phone: null,
    address: null,
    description: `${UNREAD_TEXT}: deze bestelling kon niet worden gelezen en is aan Thuisbezorgd teruggemeld. Maak haar vanaf de tablet.`,
  };
}

/** The flag as the card says it. */
export function flagText(flag: JetFlag): string {
  switch (flag.kind) {
    case "unknown-plu":
      return `Onbekend product: ${flag.name}${flag.plu ? ` (PLU ${flag.plu})` : ""}`;
    case "amount-mismatch":
      return `Bedragen kloppen niet: regels ${formatEuro(flag.lines)}, Thuisbezorgd ${formatEuro(flag.final)}`;
    case "unmapped":
      return UNREAD_TEXT;
  }
}
