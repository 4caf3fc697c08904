// What /admin/stats renders ("Financieel overzicht", issue 17): plain JSON from the loader, cents.
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
  chart: { days: string[]; current: number[]; previous: number[] | null };
  savings: { percent: number; perOrder: number; commission: number; ours: number; saved: number };
  /** The query string of this period, for the CSV links and the daily close. */
  query: string;
}
