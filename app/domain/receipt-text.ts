/**
 * The receipt (./receipt.ts) as lines of at most a paper's width, section by section (the /bon page
 * and StarPRNT lay out the same sections), and as plain text for a printer without markup; the
 * cancellation slip too. Word wrap, centring and amount rows are shared with the day's close.
 */
import { formatReceiptEuro, type Receipt, type ReceiptItem } from "./receipt";

/**
 * Greedy word wrap; a word longer than the line is cut. The first line may be wider than the rest
 * (a hanging indent). Never returns an empty list.
 */
export function wrap(text: string, width: number, restWidth = width): string[] {
  const lines: string[] = [];
  let line = "";
  const room = () => Math.max(1, lines.length === 0 ? width : restWidth);
  const flush = () => {
    lines.push(line);
    line = "";
  };
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    let word = raw;
    if (line && line.length + 1 + word.length <= room()) {
      line += ` ${word}`;
      continue;
    }
    if (line) flush();
    while (word.length > room()) {
      const cut = room();
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    line = word;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/**
 * An address for the customer to type (docs/issues/033.md §15: the plain-text receipt cut the link mid-word):
 * without "https://" (a browser adds it), on one line when it fits (48 columns), else broken only
 * before a "/" — never inside a name. A single part longer than the line is cut, as wrap does.
 */
export function linkLines(url: string, width: number): string[] {
  const bare = url.replace(/^https?:\/\//, "");
  if (bare.length <= width) return [bare];
  const lines: string[] = [];
  let line = "";
  for (const part of bare.split(/(?=\/)/)) {
    if (line && line.length + part.length > width) {
      lines.push(line);
      line = "";
    }
    line += part;
    while (line.length > width) {
      lines.push(line.slice(0, width));
      line = line.slice(width);
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function center(text: string, width: number): string[] {
  return wrap(text, width).map((l) => `${" ".repeat(Math.floor((width - l.length) / 2))}${l}`.trimEnd());
}

/** Left text and a right-aligned amount; the left text wraps in the room the amount leaves. */
export function row(left: string, right: string, width: number, indent = 0): string[] {
  const room = Math.max(1, width - right.length - 1);
  const lines = wrap(left, room, room - indent);
  return lines.map((l, i) => {
    const text = (i === 0 ? "" : " ".repeat(indent)) + l;
    return i === 0 ? `${text.padEnd(width - right.length)}${right}` : text;
  });
}

/** "   - text", its further lines under the text. */
function detail(text: string, width: number, indent: number): string[] {
  const lead = " ".repeat(indent);
  return wrap(text, width - indent - 2).map((l, i) => `${lead}${i === 0 ? "- " : "  "}${l}`);
}

function itemLines(item: ReceiptItem, width: number): string[] {
  const prefix = `${String(item.quantity)}x `;
  const lines = row(`${prefix}${item.name}`, formatReceiptEuro(item.amount), width, prefix.length);
  for (const d of item.details) lines.push(...detail(d, width, prefix.length));
  return lines;
}

export interface ReceiptSections {
  header: string[];
  headline: string[];
  when: string[];
  customer: string[];
  items: string[];
  note: string[];
  totals: string[];
  total: string[];
  payment: string[];
}

/** The receipt as lines of at most `width` characters, section by section (the markup magnifies some). */
export function receiptSections(receipt: Receipt, width: number): ReceiptSections {
  const big = Math.floor(width / 2);
  return {
    header: [...center(receipt.restaurant, width), ...receipt.restaurantLines.flatMap((l) => center(l, width))],
    headline: [
      ...center(receipt.test ? "TEST" : `#${String(receipt.number)}`, big),
      ...center(`${receipt.mode.toUpperCase()} ${receipt.time}`, big),
    ],
    when: [...(receipt.asap ? center("zo snel mogelijk", width) : []), ...center(receipt.date, width)],
    customer: receipt.customer.flatMap((l) => wrap(l, width)),
    items: receipt.items.flatMap((i) => itemLines(i, width)),
    note: receipt.note ? wrap(`Let op: ${receipt.note}`, width) : [],
    totals: receipt.totals.flatMap((t) => row(t.label, formatReceiptEuro(t.amount), width)),
    total: row("Totaal", formatReceiptEuro(receipt.total), width),
    payment: center(`${receipt.payment.label.toUpperCase()} - ${receipt.payment.detail}`, width),
  };
}

export const CANCELED_WORD = "GEANNULEERD";

/**
 * The cancellation slip (docs/issues/018.md §4): not the ticket again but what the kitchen must stop — the
 * word, the number, the reason and what was ordered; no totals, no payment, no QR code.
 */
export function cancelSections(receipt: Receipt, width: number) {
  const big = Math.floor(width / 2);
  return {
    header: center(receipt.restaurant, width),
    number: `#${String(receipt.number)} ${receipt.mode.toUpperCase()} ${receipt.time}`,
    reason: wrap(`Reden: ${receipt.canceled?.reason ?? ""}`, big),
    stop: "NIET MAKEN",
    items: receipt.items.flatMap((i) => itemLines(i, width)),
  };
}

function renderCancelText(receipt: Receipt, width: number): string {
  const c = cancelSections(receipt, width);
  const stars = "*".repeat(width);
  return [
    ...c.header,
    stars,
    ...center(`*** ${CANCELED_WORD} ***`, width),
    ...center(c.number, width),
    stars,
    ...wrap(`Reden: ${receipt.canceled?.reason ?? ""}`, width),
    "-".repeat(width),
    ...c.items,
    stars,
    ...center(`${c.stop} - ${CANCELED_WORD}`, width),
    "",
    "",
    "",
  ].join("\n");
}

/** Plain text for a printer with `width` columns (32 on 58 mm, 48 on 80 mm). */
export function renderText(receipt: Receipt, width: number): string {
  if (receipt.canceled) return renderCancelText(receipt, width);
  const s = receiptSections(receipt, width);
  const rule = "-".repeat(width);
  const double = "=".repeat(width);
  // plain text cannot magnify: the headline is centred on the full width between double rules
  const headline = [
    ...center(receipt.test ? "TESTBESTELLING" : `BESTELLING #${String(receipt.number)}`, width),
    ...center(`${receipt.mode.toUpperCase()} ${receipt.time}`, width),
  ];
  const lines = [
    ...s.header,
    double,
    ...headline,
    ...s.when,
    double,
    ...s.customer,
    rule,
    ...s.items,
    ...(s.note.length ? [rule, ...s.note] : []),
    rule,
    ...s.totals,
    ...s.total,
    double,
    ...s.payment,
    ...(receipt.test ? center("TEST - NIET MAKEN", width) : []),
    // plain text has no QR code: the address itself, for the customer to type
    ...(receipt.winBack ? ["", ...wrap(receipt.winBack.text, width), ...linkLines(receipt.winBack.url, width)] : []),
    "",
    "",
    "",
  ];
  return lines.join("\n");
}
