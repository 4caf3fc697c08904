// What /admin/stats renders ("Financieel overzicht", docs/issues/017.md): plain JSON from the loader, cents.
export interface FinanceRow {
  key: string;
  label: string;
  orders: number;
  revenue: number;
}

export interface FinanceView {
  hostName: string;
  period: {
    value: string;
    label: string;
    from: string | null;
    to: string | null;
    /** "1 januari 2026 t/m 31 december 2026"; null for an open period. */
    range: string | null;
    picked: { from: string; to: string } | null;
    previousLabel: string | null;
  };
  periods: Array<{ value: string; label: string }>;
  revenue: {
    gross: number;
    net: number;
    vat: number;
    orders: number;
    average: number;
    refunds: number;
    refundCount: number;
    afterRefunds: number;
  };
  vat: Array<{ rate: number; gross: number; vat: number; net: number }>;
  methods: FinanceRow[];
  sources: FinanceRow[];
  fulfilment: FinanceRow[];
  deliveryFees: number;
  ideal: { orders: number; costs: number; feesPaidByCustomers: number };
  discounts: number;
  rewards: number;
  customers: { total: number; new: number; returning: number };
  topProducts: Array<{ name: string; quantity: number; revenue: number }>;
  /** Revenue per day, or per hour for a single day; `labels` as the axis shows them ("23-11", "17:00"). */
  chart: { unit: "day" | "hour"; labels: string[]; current: number[]; previous: number[] | null };
  /** Orders per weekday × hour ("Bestellingen per uur van de week"). */
  heatMap: { rows: Array<Array<{ orders: number; level: number }>>; hours: number[]; max: number };
  /** Revenue per postcode area: the top 20, the rest, the orders without a postcode. */
  areas: FinanceRow[];
  /**
   * "Wat je bespaart" (docs/issues/017.md §4, decision 056): what the marketplace would have charged for the
   * own orders, each at the rate of its day (or the "what if" rate of the query), against our iDEAL costs.
   */
  savings: { rateLabel: string; whatIf: boolean; commission: number; ours: number; saved: number };
  /** docs/issues/018.md §7: the orders that came through Thuisbezorgd, their estimated commission and what ordering directly would have saved. */
  marketplace: { orders: number; revenue: number; commission: number; saved: number };
  /** The query string of this period, for the CSV links and the daily close. */
  query: string;
}

/** Root's /admin/stats on the platform domain (docs/issues/017.md §7): every restaurant, or one picked. */
export interface RootFinanceView {
  period: Pick<FinanceView["period"], "value" | "label" | "from" | "to" | "picked">;
  periods: Array<{ value: string; label: string }>;
  /** The period's query string (without the restaurant), for the links. */
  query: string;
  restaurants: Array<{ hostId: number; name: string; orders: number; revenue: number; ideal: number }>;
  totals: { orders: number; revenue: number; ideal: number };
  /** The picked restaurant's own overview; null for all restaurants. */
  selected: (FinanceView & { hostId: number }) | null;
  /** For "CSV per maand". */
  months: Array<{ value: string; label: string }>;
}
