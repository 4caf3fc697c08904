// The accountant's CSV (docs/issues/017.md §5): one row per order or per order line, as Excel in the
// Netherlands opens it — semicolons, decimal comma, UTF-8 with a BOM (domain/menu-csv.ts's
// conventions) — with the date and time on the Amsterdam clock and the amounts per VAT rate.
import { wallClock } from "./amsterdam-time";
import { METHOD_LABELS, SOURCE_LABELS } from "./finance";
import { splitVat, vatIn, type VatRate } from "./vat";

/** 1234 → "12,34", -5 → "-0,05": a decimal comma, no thousands separator. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-11-23" and "17:30" on the Amsterdam clock. */
export function csvDateTime(at: Date): [string, string] {
  const w = wallClock(at);
  return [`${w.year}-${pad(w.month)}-${pad(w.day)}`, `${pad(w.hour)}:${pad(w.minute)}`];
}

export const ORDER_HEADER = [
  "Datum",
  "Tijd",
  "Nummer",
  "Bron",
  "Betaalwijze",
  "Afhalen/bezorgen",
  "Betaald",
  "Totaal incl. btw",
  "Incl. 9%",
  "Btw 9%",
  "Excl. 9%",
  "Incl. 21%",
  "Btw 21%",
  "Excl. 21%",
  "Bezorgkosten",
  "Transactiekosten",
  "Korting",
  "Terugbetaald",
];

export interface OrderCsvInput {
  createdAt: Date;
  number: number;
  source: string;
  method: string;
  deliver: boolean;
  paid: boolean;
  amount: number;
  gross21: number;
  deliveryFee: number;
  fee: number;
  discount: number;
  refunded: number;
}

/** One order's row; its VAT per rate as the overview computes it (decision 035). */
export function orderCsvRow(o: OrderCsvInput): string[] {
  const [date, time] = csvDateTime(o.createdAt);
  const gross: Record<VatRate, number> = { 9: o.amount - o.gross21, 21: o.gross21 };
  const perRate = (rate: VatRate) => {
    const vat = vatIn(gross[rate], rate);
    return [csvAmount(gross[rate]), csvAmount(vat), csvAmount(gross[rate] - vat)];
  };
  return [
    date,
    time,
    String(o.number),
    SOURCE_LABELS[o.source] ?? o.source,
    METHOD_LABELS[o.method] ?? o.method,
    o.deliver ? "Bezorgen" : "Afhalen",
    o.paid ? "Ja" : "Nee",
    csvAmount(o.amount),
    ...perRate(9),
    ...perRate(21),
    csvAmount(o.deliveryFee),
    csvAmount(o.fee),
    csvAmount(o.discount),
    csvAmount(o.refunded),
  ];
}

export const LINE_HEADER = [
  "Datum",
  "Tijd",
  "Nummer",
  "Product",
  "Omschrijving",
  "Aantal",
  "Bedrag incl. btw",
  "Btw-tarief",
  "Btw",
  "Bedrag excl. btw",
  "Beloning",
];

export interface LineCsvInput {
  createdAt: Date;
  number: number;
  name: string;
  subname: string | null;
  quantity: number;
  amount: number;
  vatRate: number;
  /** The part of `amount` at 21 % (decision 071); absent: the whole line at `vatRate`. */
  amount21?: number;
  reward: boolean;
}

/**
 * An order line's rows: one per rate part when an include item's own rate split the line
 * (decision 071: a 21 % beer on a 9 % pizza), else the one row. The parts add up to the line.
 */
export function lineCsvRows(l: LineCsvInput): string[][] {
  const amount21 = l.amount21 ?? (l.vatRate === 21 ? l.amount : 0);
  if (amount21 === l.amount) return [partRow(l, l.amount, 21)];
  if (amount21 === 0) return [partRow(l, l.amount, 9)];
  return [partRow(l, l.amount - amount21, 9), partRow(l, amount21, 21)];
}

function partRow(l: LineCsvInput, gross: number, rate: VatRate): string[] {
  const [date, time] = csvDateTime(l.createdAt);
  const [part] = splitVat([{ gross, rate }]).lines;
  return [
    date,
    time,
    String(l.number),
    l.name,
    l.subname ?? "",
    String(l.quantity),
    csvAmount(gross),
    `${rate}%`,
    csvAmount(part.vat),
    csvAmount(part.net),
    l.reward ? "Ja" : "Nee",
  ];
}
