/**
 * The receipt (./receipt.ts) in Star Document Markup (text/vnd.star.markup), no longer served to the
 * printers (they get StarPRNT bytes, ./starprnt.ts): its sections (./receipt-text.ts) between tags.
 */
import { formatReceiptEuro, paperOf, type Paper, type Receipt } from "./receipt";
import { receiptSections } from "./receipt-text";

/** Text inside markup: "[" opens a tag and "\" escapes, so both are escaped. */
export function escapeMarkup(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\[/g, "\\[");
}

/** A column value may not hold ";" or "]" (they end the column's option). */
function columnValue(text: string): string {
  return escapeMarkup(text.replace(/;/g, ",").replace(/]/g, ")"));
}

export function renderStarMarkup(receipt: Receipt, paper: Paper): string {
  const width = paperOf(paper).columns;
  const s = receiptSections(receipt, width);
  const text = (lines: string[]) => lines.map(escapeMarkup).join("\n");
  const rule = "-".repeat(width);
  const out = [
    "[align: centre]",
    "[bold: on]",
    text(s.header.map((l) => l.trim())),
    "[bold: off]",
    "[magnify: width 2; height 2]",
    text(s.headline.map((l) => l.trim())),
    "[magnify: width 1; height 1]",
    text(s.when.map((l) => l.trim())),
    "[align: left]",
    rule,
    "[bold: on]",
    text(s.customer),
    "[bold: off]",
    rule,
    text(s.items),
    ...(s.note.length ? [rule, "[bold: on]", text(s.note), "[bold: off]"] : []),
    rule,
    ...receipt.totals.map(
      (t) => `[column: left ${columnValue(t.label)}; right ${columnValue(formatReceiptEuro(t.amount))}]`,
    ),
    "[bold: on]",
    `[column: left Totaal; right ${columnValue(formatReceiptEuro(receipt.total))}]`,
    "[align: centre]",
    "[magnify: width 2; height 1]",
    escapeMarkup(receipt.payment.label.toUpperCase()),
    "[magnify: width 1; height 1]",
    escapeMarkup(receipt.payment.detail),
    ...(receipt.test ? ["TEST - NIET MAKEN"] : []),
    "[bold: off]",
    "[cut: feed; partial]",
  ];
  return `${out.join("\n")}\n`;
}
