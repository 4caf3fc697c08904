// "Dagafsluiting" (docs/issues/017.md §3, decision 045): what an owner counts at the end of a day, from the
// day's figures per payment method (computed in SQL, models/day-close.server.ts): the cash that
// should be in the drawer, the pin total, the iDEAL total and what Mollie pays out (docs/spec.md §9: € 0,29
// per payment), the marketplace total. A closed day keeps its snapshot; a later change of that day
// is a correction on the next close (corrections()). dayCloseText lays the close out for the 80 mm
// receipt printer (48 or 42 columns) with the receipt's own text helpers.
// closeTotals([{ key: "ideal", orders: 3, revenue: 6000, unpaid: 0, payments: 3, refunds: 500 }, …])
//   → { ideal: 6000, idealFees: 87, payout: 5413, … }
import { METHOD_LABELS } from "./finance";
import { IDEAL_FEE } from "./pricing";
import type { CourierCash } from "./courier";
import { formatReceiptEuro } from "./receipt";
import { center, row, wrap } from "./receipt-text";

export type CloseMethod = "cash" | "pin" | "ideal" | "marketplace" | "onsite";

/** The order the close shows the methods in: what is counted first. */
export const CLOSE_METHODS: ReadonlyArray<CloseMethod> = ["cash", "pin", "ideal", "marketplace", "onsite"];

export const closeMethodLabel = (key: string): string => METHOD_LABELS[key] ?? key;

/** One payment method on one day, in cents. */
export interface MethodFigures {
  key: CloseMethod;
  orders: number;
  /** The orders' amounts (what /admin/stats shows per method for the day). */
  revenue: number;
  /** Of which not paid (yet). */
  unpaid: number;
  /** Paid orders: for iDEAL, the payments Mollie charges € 0,29 for. */
  payments: number;
  /** Refunds made this day, of orders paid this way. */
  refunds: number;
}

export interface UnpaidOrder {
  number: number;
  /** "18:30", Amsterdam. */
  time: string;
  amount: number;
  method: CloseMethod;
}

/** A day's live figures, or a closed day's snapshot of them. */
export interface DayFigures {
  methods: MethodFigures[];
  unpaid: UnpaidOrder[];
  /** "Kas per bezorger" (decision 077); absent in snapshots made before it. */
  couriers?: CourierCash[];
}

/** A change of a closed day since it was closed (or since the last close reported it), as differences. */
export interface Correction {
  day: string;
  method: CloseMethod;
  orders: number;
  revenue: number;
  unpaid: number;
  refunds: number;
}

/** What day_closes.figures holds. */
export interface DayCloseSnapshot {
  figures: DayFigures;
  corrections: Correction[];
  /** The live figures of the earlier closed days this close corrected: the next close compares with these. */
  reported: Record<string, MethodFigures[]>;
}

export interface CloseTotals {
  orders: number;
  revenue: number;
  unpaid: number;
  refunds: number;
  /** Cash paid minus cash refunded: what the drawer should hold on top of the float. */
  drawer: number;
  pin: number;
  /** iDEAL paid. */
  ideal: number;
  idealPayments: number;
  idealFees: number;
  idealRefunds: number;
  /** What Mollie pays out for the day: iDEAL paid − € 0,29 per payment − iDEAL refunds. */
  payout: number;
  marketplace: number;
}

const empty = (key: CloseMethod): MethodFigures => ({ key, orders: 0, revenue: 0, unpaid: 0, payments: 0, refunds: 0 });

/** Every method once, in CLOSE_METHODS order (a method without orders has zeros). */
export function allMethods(methods: ReadonlyArray<MethodFigures>): MethodFigures[] {
  return CLOSE_METHODS.map((key) => methods.find((m) => m.key === key) ?? empty(key));
}

export function closeTotals(methods: ReadonlyArray<MethodFigures>): CloseTotals {
  const by = (key: CloseMethod) => methods.find((m) => m.key === key) ?? empty(key);
  const sum = (f: (m: MethodFigures) => number) => methods.reduce((s, m) => s + f(m), 0);
  const cash = by("cash");
  const pin = by("pin");
  const ideal = by("ideal");
  const idealPaid = ideal.revenue - ideal.unpaid;
  const idealFees = ideal.payments * IDEAL_FEE;
  return {
    orders: sum((m) => m.orders),
    revenue: sum((m) => m.revenue),
    unpaid: sum((m) => m.unpaid),
    refunds: sum((m) => m.refunds),
    drawer: cash.revenue - cash.unpaid - cash.refunds,
    pin: pin.revenue - pin.unpaid,
    ideal: idealPaid,
    idealPayments: ideal.payments,
    idealFees,
    idealRefunds: ideal.refunds,
    payout: idealPaid - idealFees - ideal.refunds,
    marketplace: by("marketplace").revenue,
  };
}

/** The differences between what was reported for a closed day and its live figures; none when equal. */
export function corrections(
  day: string,
  reported: ReadonlyArray<MethodFigures>,
  live: ReadonlyArray<MethodFigures>,
): Correction[] {
  const before = allMethods(reported);
  const now = allMethods(live);
  return CLOSE_METHODS.flatMap((method, i) => {
    const d = {
      day,
      method,
      orders: now[i].orders - before[i].orders,
      revenue: now[i].revenue - before[i].revenue,
      unpaid: now[i].unpaid - before[i].unpaid,
      refunds: now[i].refunds - before[i].refunds,
    };
    return d.orders || d.revenue || d.unpaid || d.refunds ? [d] : [];
  });
}

/** "+€ 2,00" / "-€ 2,00": a correction's sign always shown. */
export function signedEuro(cents: number): string {
  return `${cents < 0 ? "-" : "+"}${formatReceiptEuro(Math.abs(cents))}`;
}

/** "wo 25-11" for a correction's day. */
export function shortDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  const weekday = ["zo", "ma", "di", "wo", "do", "vr", "za"][new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday} ${day.slice(8, 10)}-${day.slice(5, 7)}`;
}

export interface PrintableClose {
  restaurant: string;
  /** "ma 23-11-2026". */
  date: string;
  /** "Afgesloten 22:14 door Anna" or "Nog niet afgesloten (stand 21:05)". */
  state: string;
  figures: DayFigures;
  corrections: ReadonlyArray<Correction>;
}

/** The daily close as plain text lines of at most `width` characters (48 or 42 on 80 mm paper). */
export function dayCloseLines(close: PrintableClose, width: number): string[] {
  const t = closeTotals(close.figures.methods);
  const rule = "-".repeat(width);
  const double = "=".repeat(width);
  const money = (label: string, cents: number) => row(label, formatReceiptEuro(cents), width);
  const lines = [
    ...center(close.restaurant, width),
    double,
    ...center("DAGAFSLUITING", width),
    ...center(close.date, width),
    ...center(close.state, width),
    double,
    ...money("Contant in de kassa", t.drawer),
    ...money("Pin", t.pin),
    ...money("iDEAL", t.ideal),
    ...row(`  Kosten ${String(t.idealPayments)} x € 0,29`, signedEuro(-t.idealFees), width),
    ...(t.idealRefunds ? row("  Terugbetaald", signedEuro(-t.idealRefunds), width) : []),
    ...money("  Uitbetaling Mollie", t.payout),
    ...money("Thuisbezorgd", t.marketplace),
    rule,
  ];
  for (const m of allMethods(close.figures.methods)) {
    if (m.orders === 0 && m.refunds === 0) continue;
    lines.push(...row(`${closeMethodLabel(m.key)} (${String(m.orders)})`, formatReceiptEuro(m.revenue), width));
    if (m.unpaid) lines.push(...row("  waarvan onbetaald", formatReceiptEuro(m.unpaid), width));
    if (m.refunds) lines.push(...row("  terugbetaald", signedEuro(-m.refunds), width));
  }
  lines.push(...row(`Totaal (${String(t.orders)})`, formatReceiptEuro(t.revenue), width), rule);
  lines.push(...wrap(`Onbetaald (${String(close.figures.unpaid.length)})`, width));
  for (const u of close.figures.unpaid)
    lines.push(
      ...row(`#${String(u.number)} ${u.time} ${closeMethodLabel(u.method)}`, formatReceiptEuro(u.amount), width),
    );
  if (close.corrections.length) {
    lines.push(rule, ...wrap("Correcties op afgesloten dagen", width));
    for (const c of close.corrections) {
      lines.push(...row(`${shortDay(c.day)} ${closeMethodLabel(c.method)}`, signedEuro(c.revenue), width));
      if (c.unpaid) lines.push(...row("  onbetaald", signedEuro(c.unpaid), width));
      if (c.refunds) lines.push(...row("  terugbetaald", signedEuro(c.refunds), width));
    }
  }
  lines.push(double, "", "", "");
  return lines;
}
