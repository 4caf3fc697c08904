// The live order board: tabs with counts, the period filter, and the cards of the chosen tab.
// It joins the host's live channel; any event (and every (re)join, to catch up after a drop)
// reloads the loader's data, so the database stays the one truth.
import { Form, Link, useSearchParams } from "@remix-run/react";
import { useRefresh } from "~/components/live/use-refresh";
import { startTransition, useEffect, useState, type ReactNode } from "react";
import { AdminLayout } from "~/components/layouts";
import { DROPPED, mayBeBehind, useLiveChannel } from "~/components/live/use-live";
import { useStableRows, useStableValue } from "~/components/live/use-stable-rows";
import { lateMinutes } from "~/domain/board";
import { PERIODS } from "~/domain/periods";
import type { BoardData } from "~/schemas/board-view";
import { OrderCard } from "./order-card";
import { PrinterBanner } from "./printer-banner";
import { ThuisbezorgdBar } from "~/components/thuisbezorgd/board-bar";
import { useAlarm } from "./use-alarm";
import { BoardFocusProvider, useBoardFocus } from "./board-focus";

/**
 * The board's clock: "over 12 min", "wacht al 7 min" and the late cards follow the minutes on their
 * own, without a reload. It ticks every few seconds so a minute is never shown long after it passed.
 */
const BOARD_TICK_MS = 5_000;

const NO_COURIERS: ReadonlyArray<{ id: number; name: string }> = [];

function useClock(initial: string) {
  const [now, setNow] = useState(() => new Date(initial));
  useEffect(() => {
    // a tick renders every card again: as a transition React does that in slices between the
    // browser's other work, also the first one right after hydration (decision 101)
    const tick = () => startTransition(() => setNow(new Date()));
    tick();
    const timer = setInterval(tick, BOARD_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * `notice`: what the board shows above the orders for this restaurant (the new restaurant's checklist);
 * `soldOutLink`: the header's "Uitverkocht" (docs/issues/015.md §4), for the staff allowed to use it.
 */
export function BoardPage({
  data,
  notice,
  soldOutLink = false,
}: {
  data: BoardData;
  notice?: ReactNode;
  soldOutLink?: boolean;
}) {
  const refresh = useRefresh();
  const [params] = useSearchParams();
  const now = useClock(data.now);
  // null until the first join; false after a drop, until the next join catches up
  const [live, setLive] = useState<boolean | null>(null);
  useLiveChannel(
    data.channel,
    (event) => {
      if (event.type === DROPPED) return setLive((was) => (was === null ? null : false));
      if (event.type === "joined") setLive(true);
      // the first join right after the load reloads only when the server heard an event since (decision 114)
      if (mayBeBehind(event)) refresh();
    },
    { since: data.now },
  );
  // every waiting order counts, whatever the tab shows: a late one sounds its own alarm
  const late = data.waitingSince.filter(
    (since) => lateMinutes({ status: "new", waitingSince: since }, now, data.escalationMinutes) !== null,
  ).length;
  const { sound, enableSound, alarm } = useAlarm(data.waiting, late);
  const willAdvance = useBoardFocus(data.orders);
  // a reload that brings an order back unchanged keeps its card as it is (decision 112)
  const orders = useStableRows(data.orders, (o) => o.id);
  const couriers = useStableValue(data.couriers ?? NO_COURIERS);

  const tabHref = (tab: string) => {
    const next = new URLSearchParams(params);
    next.set("tab", tab);
    return `?${next.toString()}`;
  };

  return (
    <AdminLayout
      title="Bestellingen"
      actions={
        <>
          {soldOutLink ? (
            // on a phone the header has room for the title, the sound and the menu only: see below
            <Link
              to="/orders/uitverkocht"
              className="hidden min-h-11 items-center rounded-full bg-white px-4 font-semibold text-primary-ink sm:flex"
            >
              Uitverkocht
            </Link>
          ) : null}
          <button
            type="button"
            onClick={enableSound}
            aria-pressed={sound}
            data-alarm={alarm}
            className="min-h-11 rounded-full bg-white px-4 font-semibold text-primary-ink"
          >
            {sound ? "Geluid staat aan" : "Geluid aan"}
          </button>
        </>
      }
    >
      <h1 className="sr-only">Bestellingen</h1>
      {notice}
      {live === false ? (
        <p role="status" data-live="0" className="mb-3 rounded-xl bg-amber-100 p-3 text-lg font-bold text-amber-950">
          Geen verbinding — nieuwe bestellingen verschijnen zodra de verbinding terug is.
        </p>
      ) : (
        <p role="status" className="sr-only" data-live={live ? "1" : "0"}>
          {live ? "Live verbonden" : "Verbinden…"}
        </p>
      )}
      {data.waiting > 0 ? (
        <p role="alert" className="mb-3 rounded-xl bg-red-700 p-3 text-xl font-bold text-white">
          {data.waiting === 1 ? "1 nieuwe bestelling wacht" : `${data.waiting} nieuwe bestellingen wachten`}
          {late > 0 ? ` — ${late === 1 ? "1 te laat" : `${late} te laat`}` : null}
        </p>
      ) : null}
      <PrinterBanner printers={data.printers} failedJobs={data.failedJobs} initialNow={data.now} />
      <ThuisbezorgdBar info={data.thuisbezorgd} />
      {soldOutLink ? (
        <p className="mb-3 flex justify-end sm:hidden">
          <Link
            to="/orders/uitverkocht"
            className="flex min-h-11 items-center rounded-full px-4 font-semibold text-primary-ink ring-1 ring-stone-300"
          >
            Uitverkocht
          </Link>
        </p>
      ) : null}
      {data.tab === "deliver" ? (
        <p className="mb-3">
          <Link
            to="/ritten"
            className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-primary-ink ring-1 ring-stone-300"
          >
            Zelf bezorgen: naar Ritten
          </Link>
        </p>
      ) : null}
      <nav aria-label="Status" className="-mx-4 mb-3 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {data.tabs.map((t) => (
            <li key={t.value}>
              <Link
                to={tabHref(t.value)}
                aria-current={t.value === data.tab ? "page" : undefined}
                data-tab={t.value}
                className={`flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-4 font-semibold ${
                  t.value === data.tab ? "bg-primary text-on-primary" : "bg-stone-100 text-stone-900"
                }`}
              >
                {t.label}
                <span
                  className="rounded-full bg-white px-2 text-sm text-stone-900"
                  aria-label={`${t.count} bestellingen`}
                >
                  {t.count}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
        <input type="hidden" name="tab" value={data.tab} />
        <label className="flex flex-col text-sm font-semibold">
          Periode
          <select
            name="periode"
            defaultValue={data.period}
            className="min-h-11 rounded-lg border border-stone-400 px-2"
          >
            {PERIODS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-semibold">
          Van
          <input
            type="date"
            name="van"
            defaultValue={data.from}
            className="min-h-11 rounded-lg border border-stone-400 px-2"
          />
        </label>
        <label className="flex flex-col text-sm font-semibold">
          Tot en met
          <input
            type="date"
            name="tot"
            defaultValue={data.to}
            className="min-h-11 rounded-lg border border-stone-400 px-2"
          />
        </label>
        <button type="submit" className="min-h-11 rounded-full bg-primary px-4 font-semibold text-on-primary">
          Toon
        </button>
      </Form>
      {data.orders.length === 0 ? (
        <p className="p-6 text-center text-lg text-stone-700">Geen bestellingen in deze lijst.</p>
      ) : (
        <BoardFocusProvider value={willAdvance}>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Bestellingen">
            {orders.map((o) => (
              <li key={o.id}>
                <OrderCard order={o} now={now} escalationMinutes={data.escalationMinutes} couriers={couriers} />
              </li>
            ))}
          </ul>
        </BoardFocusProvider>
      )}
    </AdminLayout>
  );
}
