// How an order line reads in one line of text: "2× Margherita (groot)" — the order desk's
// "Herhaal" list and anything else that names a past order's lines in a sentence.

/** "2× Margherita (groot)"; a single item without the count. */
export function lineText(line: { quantity: number; name: string; subname: string | null }): string {
  return `${line.quantity > 1 ? `${line.quantity}× ` : ""}${line.name}${line.subname ? ` (${line.subname})` : ""}`;
}
