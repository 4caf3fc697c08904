// What the "Dagafsluiting" page shows (services/day-close.server.ts builds it; the page reads it).
import type { CourierCash } from "~/domain/courier";
import type { CloseTotals, Correction, DayFigures, MethodFigures } from "~/domain/day-close";

export interface DayCloseView {
  hostName: string;
  day: string;
  /** "ma 23-11-2026". */
  date: string;
  today: string;
  previousDay: string;
  nextDay: string | null;
  closed: { at: string; by: string | null } | null;
  /** A closed day whose orders changed after closing (shown on the next close). */
  changedSinceClose: boolean;
  canClose: boolean;
  methods: Array<MethodFigures & { label: string }>;
  totals: CloseTotals;
  unpaid: Array<DayFigures["unpaid"][number] & { label: string }>;
  /** "Kas per bezorger": per courier the delivered cash orders, what to hand in and what was marked received. */
  couriers: CourierCash[];
  corrections: Array<Correction & { label: string; dayLabel: string }>;
  printers: Array<{ id: number; name: string }>;
  /** /admin/stats for the same day. */
  statsQuery: string;
}
