// The finance pages' period: the periods as big buttons (a tablet at 17:30) and "Kies periode" with two
// dates. Used by the restaurant's and root's "Financieel overzicht" (docs/issues/017.md).
import { Form, Link } from "@remix-run/react";
import { lastDayOf } from "~/domain/finance-period";

/** The finance pages' round link or button (the period, CSV, Dagafsluiting). */
export const pill = "inline-flex min-h-11 items-center rounded-full border px-4 font-medium";

/**
 * The period as big buttons and "Kies periode" (docs/spec.md §9). `keep`: root's picked restaurant, kept
 * in every link (docs/issues/017.md §7).
 */
export function PeriodPicker({
  periods,
  period,
  keep = null,
}: {
  periods: ReadonlyArray<{ value: string; label: string }>;
  /** `to`: the day after the period (DayRange); the form shows its last day */
  period: { value: string; from?: string | null; to?: string | null; picked?: { from: string; to: string } | null };
  keep?: number | null;
}) {
  const picking = period.value === "pick";
  return (
    <>
      <nav aria-label="Periode" className="mb-3 flex flex-wrap gap-2">
        {periods
          .filter((p) => p.value !== "pick")
          .map((p) => (
            <Link
              key={p.value}
              to={`?period=${p.value}${keep ? `&restaurant=${String(keep)}` : ""}`}
              aria-current={period.value === p.value ? "page" : undefined}
              className={`${pill} ${period.value === p.value ? "border-slate-900 bg-slate-900 text-white" : "border-slate-400 bg-white"}`}
            >
              {p.label}
            </Link>
          ))}
      </nav>
      {/* keyed on the period: its dates are the form's defaults, so another period starts a fresh form */}
      <Form
        key={`${period.value} ${period.from ?? ""} ${period.to ?? ""}`}
        method="get"
        className="mb-4 flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="period" value="pick" />
        {keep ? <input type="hidden" name="restaurant" value={keep} /> : null}
        <label className="flex flex-col text-sm">
          Van
          <input
            type="date"
            name="from"
            required
            defaultValue={period.picked?.from ?? period.from ?? ""}
            className="min-h-11 rounded border border-slate-400 px-2"
          />
        </label>
        <label className="flex flex-col text-sm">
          Tot en met
          <input
            type="date"
            name="to"
            required
            defaultValue={period.picked?.to ?? lastDayOf({ from: period.from ?? null, to: period.to ?? null }) ?? ""}
            className="min-h-11 rounded border border-slate-400 px-2"
          />
        </label>
        <button
          type="submit"
          className={`${pill} ${picking ? "border-slate-900 bg-slate-900 text-white" : "border-slate-400 bg-white"}`}
        >
          Kies periode
        </button>
      </Form>
    </>
  );
}
