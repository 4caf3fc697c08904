/**
 * Win the customer back (docs/issues/018.md §7): a marketplace order's receipt carries a QR code to the
 * restaurant's own landing for that order, /order/thuisbezorgd/{index}, where the thank-you
 * sequence gives the reason to order directly next time. Pure: the receipt, the printer bytes and
 * the /bon page all take the address from here.
 */
const MARKETPLACE_SOURCES: ReadonlySet<string> = new Set(["thuisbezorgd", "thuisbezorgdII"]);

export function isMarketplaceSource(source: string | null | undefined): boolean {
  return source ? MARKETPLACE_SOURCES.has(source) : false;
}

/** Printed under the code, so a customer without a camera can type it. */
export const WIN_BACK_TEXT = "Volgende keer direct bestellen? Scan de code.";

/**
 * The landing of a marketplace order at `origin`, its own restaurant's address (domain/urls
 * hostOrigin: its own domain, else its subdomain), or null for an order from our own shop.
 */
export function winBackUrl(order: { id: number; source: string }, origin: string): string | null {
  if (!isMarketplaceSource(order.source)) return null;
  return `${origin.replace(/\/+$/, "")}/order/thuisbezorgd/${String(order.id)}`;
}
