// What /admin/stats and its CSV read from the query string: the period (docs/spec.md §9) and, for "Wat je
// bespaart", the marketplace's rate. Bounded strings; their meaning is checked by
// domain/finance-period.ts, in Dutch.
import { z } from "zod";

const short = z.string().max(40, "Ongeldige invoer.").optional();

export const financeQuerySchema = z.object({
  period: short,
  from: short,
  to: short,
  /** Marketplace commission in percent, "13" or "13,5". */
  rate: short,
  /** Marketplace fee per order in euro, "0,19". */
  fee: short,
  /** Root's filter on the platform domain: a restaurant's id (http/restaurant-filter.server). */
  restaurant: short,
  /** Root's CSV per restaurant per month: "2026-10". */
  month: short,
});

export type FinanceQuery = z.infer<typeof financeQuerySchema>;
