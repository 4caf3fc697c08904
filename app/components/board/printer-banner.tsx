// The board's printer banner (docs/issues/022.md §7): paper out, cover open, an error, offline (no poll for two
// intervals plus 5 s), and tickets a printer could not print with "Opnieuw afdrukken" / "Negeren".
// It ticks on its own every few seconds, so "offline" shows without an event; the server publishes
// one when a printer's problem appears or clears, which reloads the board.
import { useFetcher } from "@remix-run/react";
import { startTransition, useEffect, useState } from "react";
import { POLL_INTERVAL_MS, printerProblem } from "~/domain/cloudprnt";
import type { BoardData } from "~/schemas/board-view";

function useTick(initial: string, everyMs: number) {
  const [now, setNow] = useState(() => new Date(initial));
  useEffect(() => {
    // as the board's own clock: a transition, in slices (decision 101)
    const tick = () => startTransition(() => setNow(new Date()));
    tick();
    const timer = setInterval(tick, everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function FailedJob({ job }: { job: BoardData["failedJobs"][number] }) {
  const fetcher = useFetcher<{ result: "OK" } | { result: "ERROR"; message: string }>();
  const what = job.orderNumber === null ? "Testafdruk" : `Bon #${String(job.orderNumber)}`;
  const post = (intent: string) =>
    fetcher.submit(
      { intent },
      { method: "post", action: `/api/printjobs/${String(job.id)}`, encType: "application/json" },
    );
  return (
    <li className="flex flex-wrap items-center gap-2">
      <span>{`${what} niet afgedrukt op ${job.printerName}${job.lastCode ? ` (${job.lastCode})` : ""}`}</span>
      <button
        type="button"
        disabled={fetcher.state !== "idle"}
        onClick={() => post("reprint")}
        className="min-h-11 rounded-full bg-white px-4 font-semibold text-red-900"
      >
        Opnieuw afdrukken
      </button>
      <button
        type="button"
        disabled={fetcher.state !== "idle"}
        onClick={() => post("dismiss")}
        className="min-h-11 rounded-full border border-white px-4 font-semibold text-white"
      >
        Negeren
      </button>
      {fetcher.data?.result === "ERROR" ? <span>{fetcher.data.message}</span> : null}
    </li>
  );
}

export function PrinterBanner({
  printers,
  failedJobs,
  initialNow,
}: Pick<BoardData, "printers" | "failedJobs"> & { initialNow: string }) {
  const now = useTick(initialNow, POLL_INTERVAL_MS);
  const problems = printers
    .map((p) => ({
      p,
      problem: printerProblem({ ...p, lastPollAt: p.lastPollAt ? new Date(p.lastPollAt) : null }, now),
    }))
    .filter((x) => x.problem !== null);
  if (problems.length === 0 && failedJobs.length === 0) return null;
  return (
    <section
      role="alert"
      aria-label="Printers"
      className="mb-3 rounded-xl bg-red-800 p-3 text-lg font-bold text-white"
      data-testid="printer-banner"
    >
      <ul className="space-y-1">
        {problems.map(({ p, problem }) => (
          <li key={`p${String(p.id)}`} data-problem={problem?.kind}>
            {`Printer ${p.name}: ${problem?.text ?? ""}`}
          </li>
        ))}
        {failedJobs.map((j) => (
          <FailedJob key={`j${String(j.id)}`} job={j} />
        ))}
      </ul>
    </section>
  );
}
