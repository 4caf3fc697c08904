/**
 * The printer's test page (settings "Testafdruk"): the restaurant, the printer, the paper and the
 * time, and a ruler of the paper's columns, as plain text or as Star Document Markup.
 */
import { formatClock } from "./amsterdam-time";
import { formatReceiptDate, paperOf, type Paper } from "./receipt";
import { escapeMarkup } from "./receipt-markup";
import { center, wrap } from "./receipt-text";

export interface TestPage {
  restaurant: string;
  printer: string;
  paper: Paper;
  at: Date;
}

function testLines(page: TestPage, width: number): string[] {
  return [
    ...center(page.restaurant, width),
    "=".repeat(width),
    ...center("TESTAFDRUK", width),
    ...wrap(`Printer: ${page.printer}`, width),
    ...wrap(`Papier: ${paperOf(page.paper).label} (${String(width)} tekens)`, width),
    ...wrap(`Tijd: ${formatReceiptDate(page.at)} ${formatClock(page.at)}`, width),
    "1234567890".repeat(Math.ceil(width / 10)).slice(0, width),
  ];
}

export function renderTestText(page: TestPage): string {
  return `${testLines(page, paperOf(page.paper).columns).join("\n")}\n\n\n`;
}

export function renderTestMarkup(page: TestPage): string {
  const lines = testLines(page, paperOf(page.paper).columns).map(escapeMarkup);
  return `[align: left]\n${lines.join("\n")}\n[cut: feed; partial]\n`;
}
