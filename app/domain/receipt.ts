/**
 * The receipt (docs/issues/007.md): one model built from an order, laid out as lines for 58 mm (32 columns)
 * and 80 mm (48 columns) thermal paper. CloudPRNT printers get those lines as StarPRNT bytes or as
 * text in their code page (./starprnt.ts, docs/issues/022.md); Star Document Markup (renderStarMarkup) is no
 * longer served. The /bon page shows the same model in HTML.
 * A cook reads it from arm's length, so the number, pickup/delivery and the time come first
 * and largest. Pure: no I/O, shared with the browser.
 * Here: the papers and the model. Its lines and plain text: ./receipt-text.ts; its Star Document
 * Markup: ./receipt-markup.ts; the printer's test page: ./receipt-test-page.ts.
 */
import { addressLines } from "./address";
import { chargeLines } from "./order-totals";
import { formatClock, wallClock } from "./amsterdam-time";
import { paymentMethodName } from "./constants";
import { paymentStatusLabel } from "./payment-status";
import { formatEuro } from "./pricing";
import { isAnonymousPhone } from "./validation";
import { formatPhone } from "./phone-format";
import { WIN_BACK_TEXT } from "./win-back";

export type Paper = "thermal2" | "thermal3";

export const PAPERS: ReadonlyArray<{ value: Paper; label: string; mm: number; columns: number }> = [
  { value: "thermal2", label: "58 mm", mm: 58, columns: 32 },
  { value: "thermal3", label: "80 mm", mm: 80, columns: 48 },
];

export function isPaper(value: unknown): value is Paper {
  return PAPERS.some((p) => p.value === value);
}

export function paperOf(paper: Paper) {
  return PAPERS.find((p) => p.value === paper) ?? PAPERS[1];
}

export interface ReceiptItemInput {
  quantity: number;
  name: string;
  subname: string | null;
  volume: string | null;
  variation: string | null;
  amount: number;
  remark: string | null;
  includes: Array<{ name: string; part?: string }>;
  /** The second half of a half-and-half; null for a whole product. */
  includes2: Array<{ name: string }> | null;
  removed: Array<{ name: string }>;
}

export interface ReceiptOrderInput {
  number: number;
  /** A test order from /admin/play (decision 048): the receipt says TEST instead of a number. */
  isTest?: boolean;
  due: Date;
  asap: boolean;
  deliver: boolean;
  paymentMethod: string;
  paymentStatus: string;
  paid: boolean;
  address: { street: string; number: string; zipcode: string; city: string } | null;
  customerName: string | null;
  phone: string | null;
  description: string | null;
  /** What the customer pays, in cents. */
  amount: number;
  items: ReceiptItemInput[];
  /** The order's own charges; without them the items' sum is the subtotal. */
  charges?: { subtotal: number; deliveryFee: number; fee: number; discount: number; discountLabel?: string } | null;
  /** The marketplace cancelled it (docs/issues/018.md §4): the ticket becomes a cancellation slip. */
  canceled?: { reason: string } | null;
  /** A marketplace order's own landing (./win-back.ts): printed as a QR code under the ticket. */
  winBackUrl?: string | null;
  /** The marketplace's own courier delivers it (Thuisbezorgd "delivery-by-delivery-partner"). */
  marketplaceCourier?: boolean;
}

export interface ReceiptHostInput {
  name: string;
  address?: string | null;
  zipcode?: string | null;
  city?: string | null;
  phone?: string | null;
}

export interface ReceiptItem {
  quantity: number;
  name: string;
  amount: number;
  /** Choices, halves, removed defaults and the remark, one line each. */
  details: string[];
}

export interface Receipt {
  restaurant: string;
  restaurantLines: string[];
  number: number;
  test: boolean;
  mode: "Bezorgen" | "Afhalen";
  time: string;
  asap: boolean;
  date: string;
  customer: string[];
  items: ReceiptItem[];
  note: string | null;
  totals: Array<{ label: string; amount: number }>;
  total: number;
  payment: { paid: boolean; label: string; detail: string };
  canceled: { reason: string } | null;
  winBack: { url: string; text: string } | null;
}

const WEEKDAYS = ["zo", "ma", "di", "wo", "do", "vr", "za"];

/** "€ 12,50" with a plain space: a thermal printer has no non-breaking space. */
export function formatReceiptEuro(cents: number): string {
  return formatEuro(cents).replace(/\s/g, " ");
}

/** "za 21-11-2026" on the Amsterdam calendar. */
export function formatReceiptDate(date: Date): string {
  const w = wallClock(date);
  const weekday = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${WEEKDAYS[weekday]} ${pad(w.day)}-${pad(w.month)}-${String(w.year)}`;
}

const names = (list: Array<{ name: string }> | null) => (list ?? []).map((i) => i.name).join(", ");

/**
 * A line's name with its size and variation. The subname already says them ("Groot 30 cm, Schotel");
 * older lines only have the parts. The board card shows lines the same way.
 */
export function itemName(item: Pick<ReceiptItemInput, "name" | "subname" | "volume" | "variation">): string {
  if (item.subname) return `${item.name} ${item.subname}`;
  let name = item.name;
  if (item.volume) name += ` (${item.volume})`;
  if (item.variation) name += `, ${item.variation}`;
  return name;
}

/** A line's choices, halves, removed defaults and remark, one text each. */
export function itemDetails(item: Pick<ReceiptItemInput, "includes" | "includes2" | "removed" | "remark">): string[] {
  const details: string[] = [];
  if (item.includes2) {
    // which half, or both: the kitchen makes what the customer chose (docs/issues/014.md §14); orders from
    // before parts were kept have the whole pizza's choices with the first half
    const first = item.includes.filter((i) => i.part !== "whole");
    const whole = item.includes.filter((i) => i.part === "whole");
    if (first.length > 0) details.push(`Eerste helft: ${names(first)}`);
    if (item.includes2.length > 0) details.push(`Tweede helft: ${names(item.includes2)}`);
    if (whole.length > 0) details.push(`Hele pizza: ${names(whole)}`);
  } else if (item.includes.length > 0) {
    details.push(names(item.includes));
  }
  if (item.removed.length > 0) details.push(`Zonder ${names(item.removed)}`);
  if (item.remark?.trim()) details.push(`Opmerking: ${item.remark.trim()}`);
  return details;
}

/** A cash order the marketplace's own courier delivers: that courier collects, not the restaurant. */
export const MARKETPLACE_COLLECTS = { label: "Bezorger int", detail: "Contant, door de bezorger van Thuisbezorgd" };

/**
 * Paid, or what is still to be collected and how: the courier and the counter act on it. `paid`
 * false prints in reverse — ours to collect; a marketplace courier's cash (docs/issues/033.md §15) is not
 * ours to collect, so it prints plain and says who does.
 */
export function paymentLine(
  order: Pick<ReceiptOrderInput, "paid" | "paymentMethod" | "paymentStatus" | "marketplaceCourier">,
): Receipt["payment"] {
  const method = paymentMethodName(order.paymentMethod);
  if (order.paid) return { paid: true, label: "Betaald", detail: method };
  if (order.marketplaceCourier && order.paymentMethod === "cash") return { paid: true, ...MARKETPLACE_COLLECTS };
  if (order.paymentMethod === "ideal") {
    const status = paymentStatusLabel(order.paymentStatus) ?? order.paymentStatus;
    return { paid: false, label: "Niet betaald", detail: `iDEAL: ${status.toLowerCase()}` };
  }
  return { paid: false, label: "Niet betaald", detail: method };
}

export function buildReceipt(order: ReceiptOrderInput, host: ReceiptHostInput): Receipt {
  const place = [host.zipcode, host.city].filter(Boolean).join(" ");
  const restaurantLines = [host.address, place, host.phone ? `Tel. ${host.phone}` : null].filter((l): l is string =>
    Boolean(l),
  );
  const anonymous = isAnonymousPhone(order.phone);
  const customer: string[] = [];
  customer.push(anonymous ? "Anoniem" : (order.customerName ?? "Onbekend"));
  if (order.phone && !anonymous) customer.push(`Tel. ${formatPhone(order.phone)}`);
  if (order.deliver && order.address) {
    customer.push(...addressLines(order.address));
  }
  const items = order.items.map((i) => ({
    quantity: i.quantity,
    name: itemName(i),
    amount: i.amount,
    details: itemDetails(i),
  }));
  const charges = order.charges ?? {
    subtotal: items.reduce((sum, i) => sum + i.amount, 0),
    deliveryFee: 0,
    fee: 0,
    discount: 0,
  };
  const totals: Receipt["totals"] = chargeLines(charges);
  return {
    restaurant: host.name,
    restaurantLines,
    number: order.number,
    test: order.isTest === true,
    mode: order.deliver ? "Bezorgen" : "Afhalen",
    time: formatClock(order.due),
    asap: order.asap,
    date: formatReceiptDate(order.due),
    customer,
    items,
    note: order.description?.trim() || null,
    totals,
    total: order.amount,
    payment: paymentLine(order),
    canceled: order.canceled ?? null,
    // a cancelled order brings no customer back: its slip has no code
    winBack: order.winBackUrl && !order.canceled ? { url: order.winBackUrl, text: WIN_BACK_TEXT } : null,
  };
}
