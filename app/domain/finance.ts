// The financial overview's words and the small sums around the SQL figures (docs/issues/017.md): how the
// payment methods and sources are named, and "Wat je bespaart" — what the same orders would have
// cost at a marketplace, next to our iDEAL costs.
// marketplaceSavings({ orders: 100, revenue: 250000, idealOrders: 60 }) → commission 34400 (13 % + € 0,19 each), ours 1740
import { paymentMethodName } from "./constants";
import { IDEAL_FEE } from "./pricing";

/** The overview's payment groups (models/finance METHOD_SQL): the methods by their one name, plus the two groups. */
export const METHOD_LABELS: Readonly<Record<string, string>> = {
  cash: paymentMethodName("cash"),
  pin: paymentMethodName("pin"),
  ideal: paymentMethodName("ideal"),
  marketplace: paymentMethodName("thuisbezorgd"),
  onsite: "Betalen bij afhalen of bezorgen",
};

export const SOURCE_LABELS: Readonly<Record<string, string>> = {
  app: "App",
  api: "Koppeling",
  internet: "Internet",
  phone: "Telefoon",
  desk: "Balie",
  thuisbezorgd: "Thuisbezorgd",
};

/** Thuisbezorgd's published rates for restaurants that deliver themselves: 13 % and € 0,19 per order. */
export const MARKETPLACE_DEFAULTS = { percent: 13, perOrder: 19 } as const;

export interface MarketplaceRates {
  /** Commission in percent of the order amount, 0–100 (may have decimals: 13.5). */
  percent: number;
  /** Cents per order. */
  perOrder: number;
}

export interface Savings {
  /** What a marketplace would have charged for these orders, cents. */
  commission: number;
  /** What our channel cost: the iDEAL transaction costs, cents. */
  ours: number;
  /** commission − ours; negative when the marketplace would have been cheaper. */
  saved: number;
}

/**
 * "Wat je bespaart": the commission on the period's own orders (the marketplace's orders already
 * paid theirs and are left out by the caller), rounded once on the total, against our iDEAL costs.
 */
export function marketplaceSavings(
  own: { orders: number; revenue: number; idealOrders: number },
  rates: MarketplaceRates = MARKETPLACE_DEFAULTS,
): Savings {
  // percent in hundredths keeps 13.5 % exact in integers
  const hundredths = Math.round(rates.percent * 100);
  const commission = Math.round((own.revenue * hundredths) / 10_000) + own.orders * rates.perOrder;
  const ours = own.idealOrders * IDEAL_FEE;
  return { commission, ours, saved: commission - ours };
}

/** Average order in cents, 0 without orders. */
export function average(revenue: number, orders: number): number {
  return orders > 0 ? Math.round(revenue / orders) : 0;
}
