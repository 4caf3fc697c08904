// /ritten, the courier's phone (decisions 076, 077): one column, big targets for a thumb, dark text
// on white for daylight. "Onderweg" (his, in the order he took them) above "Klaar om te bezorgen".
// A "Bezorgd" or "Niet thuis" without a connection waits on the phone and is listed until sent.
import { useCallback, useEffect, useState } from "react";
import { Link } from "@remix-run/react";
import { useRefresh } from "~/components/live/use-refresh";
import { mayBeBehind, useLiveChannel } from "~/components/live/use-live";
import { formatClock } from "~/domain/amsterdam-time";
import { NOTE_MAX } from "~/domain/courier";
import type { RideView, RidesView } from "~/schemas/courier-view";
import { useHydrated } from "~/components/hydrated";
import { newKey, readQueue, sendTap, writeQueue, type QueuedTap } from "./ride-queue";

const RETRY_MS = 15_000;

type Notice = { tone: "ok" | "error"; text: string } | null;

export function RidesPage({ data, channel, scope }: { data: RidesView; channel: string; scope: string }) {
  const hydrated = useHydrated();
  const refresh = useRefresh();
  const [queue, setQueue] = useState<QueuedTap[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<number | null>(null);

  // the first join right after the load reloads only when the server heard the restaurant's channel since
  // the list was read (decision 114): on a courier's phone data, the list is not fetched twice
  useLiveChannel(
    channel,
    (event) => {
      if (mayBeBehind(event)) refresh();
    },
    { since: data.now },
  );

  const save = useCallback(
    (list: QueuedTap[]) => {
      writeQueue(scope, list);
      setQueue(list);
    },
    [scope],
  );

  // sends what waits, oldest first; stops at the first tap that does not get through
  const flush = useCallback(async () => {
    let list = readQueue(scope);
    let sent = false;
    while (list.length > 0) {
      const tap = list[0];
      const result = await sendTap(tap);
      if (result.kind === "offline") break;
      list = list.slice(1);
      save(list);
      sent = true;
      setNotice({ tone: result.kind === "sent" ? "ok" : "error", text: result.message });
    }
    setQueue(list);
    if (sent) refresh();
  }, [scope, save, refresh]);

  useEffect(() => {
    setQueue(readQueue(scope));
    void flush();
    const online = () => void flush();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [scope, flush]);

  useEffect(() => {
    if (queue.length === 0) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [queue.length, flush]);

  const take = async (ride: RideView) => {
    setBusy(ride.id);
    const result = await sendTap({ key: newKey(), intent: "take", orderId: ride.id });
    setBusy(null);
    if (result.kind === "offline")
      setNotice({ tone: "error", text: "Geen verbinding. Meenemen kan alleen online: probeer het zo opnieuw." });
    else setNotice({ tone: result.kind === "sent" ? "ok" : "error", text: result.message });
    refresh();
  };

  const enqueue = (tap: Omit<QueuedTap, "key" | "at">) => {
    save([...readQueue(scope), { ...tap, key: newKey(), at: new Date().toISOString() }]);
    void flush();
  };

  const waiting = new Set(queue.map((t) => t.orderId));
  const mine = data.mine.filter((r) => !waiting.has(r.id));
  const ready = data.ready.filter((r) => !waiting.has(r.id));

  return (
    <>
      <header className="sticky top-0 z-10 flex items-center justify-between gap-2 bg-stone-900 px-4 py-3 text-white">
        <h1 className="text-2xl font-extrabold">Ritten</h1>
        <p className="text-lg">{data.courierName}</p>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-[640px] space-y-6 p-3 pb-16 outline-none">
        <div role="status" aria-live="polite">
          {notice ? (
            <p
              className={`rounded-xl p-3 text-lg font-bold ${notice.tone === "ok" ? "bg-green-100 text-green-950" : "bg-red-100 text-red-950"}`}
            >
              {notice.text}
            </p>
          ) : null}
        </div>

        {queue.length > 0 ? (
          <section aria-labelledby="queue-title" className="rounded-2xl bg-amber-100 p-4 text-amber-950">
            <h2 id="queue-title" className="text-xl font-extrabold">
              Nog te versturen ({queue.length})
            </h2>
            <p className="mt-1">Geen verbinding. Dit gaat vanzelf weg zodra je weer online bent.</p>
            <ul className="mt-2 space-y-1 text-lg">
              {queue.map((t) => (
                <li key={t.key}>
                  #{t.number}: {t.label} ({formatClock(new Date(t.at))})
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="mine-title" className="space-y-3">
          <h2 id="mine-title" className="text-xl font-extrabold">
            Onderweg ({mine.length})
          </h2>
          {mine.length === 0 ? <p className="text-lg text-stone-700">Je hebt nu niets bij je.</p> : null}
          {mine.map((ride) => (
            <RideCard key={ride.id} ride={ride}>
              <button
                type="button"
                disabled={!hydrated}
                onClick={() =>
                  enqueue({
                    intent: "deliver",
                    orderId: ride.id,
                    number: ride.number,
                    label: ride.deliverLabel,
                    received: ride.collection.kind === "paid" ? null : ride.collection.amount,
                  })
                }
                className="min-h-16 w-full rounded-2xl bg-green-800 px-4 text-xl font-extrabold text-white disabled:opacity-50"
              >
                {ride.deliverLabel}
              </button>
              <ProblemForm
                disabled={!hydrated}
                onSend={(note) =>
                  enqueue({
                    intent: "problem",
                    orderId: ride.id,
                    number: ride.number,
                    label: "Niet thuis / probleem",
                    note,
                  })
                }
              />
            </RideCard>
          ))}
        </section>

        <section aria-labelledby="ready-title" className="space-y-3">
          <h2 id="ready-title" className="text-xl font-extrabold">
            Klaar om te bezorgen ({ready.length})
          </h2>
          {ready.length === 0 ? <p className="text-lg text-stone-700">Er staat nu niets klaar.</p> : null}
          {ready.map((ride) => (
            <RideCard key={ride.id} ride={ride}>
              <button
                type="button"
                disabled={!hydrated || busy === ride.id}
                onClick={() => void take(ride)}
                className="min-h-16 w-full rounded-2xl bg-primary px-4 text-xl font-extrabold text-on-primary disabled:opacity-50"
              >
                Meenemen
              </button>
            </RideCard>
          ))}
        </section>
        <p className="text-center">
          <Link to="/orders" className="inline-flex min-h-12 items-center px-4 text-lg font-semibold underline">
            Naar de bestellingen
          </Link>
        </p>
      </main>
    </>
  );
}

function RideCard({ ride, children }: { ride: RideView; children: React.ReactNode }) {
  const titleId = `ride-${ride.id}`;
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-2xl bg-white p-4 shadow ring-1 ring-stone-300">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-2xl font-extrabold">
          #{ride.isTest ? "TEST" : ride.number} {ride.name}
        </h3>
        <p className="whitespace-nowrap text-lg">
          <span className="font-bold tabular-nums">{formatClock(new Date(ride.due))}</span>{" "}
          <span className={ride.late ? "font-bold text-red-800" : "text-stone-700"}>{ride.lateText}</span>
        </p>
      </div>
      <address className="text-xl not-italic leading-snug">
        {ride.addressLines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <p
        className={`rounded-xl p-3 text-xl font-extrabold ${
          ride.collection.kind === "paid" ? "bg-green-100 text-green-950" : "bg-stone-900 text-white"
        }`}
      >
        {ride.collection.label}
      </p>
      {ride.notes ? (
        <p className="text-lg">
          <strong>Opmerking:</strong> {ride.notes}
        </p>
      ) : null}
      {ride.courierNote ? (
        <p className="rounded-xl bg-amber-100 p-2 text-lg text-amber-950">
          <strong>Eerder:</strong> {ride.courierNote}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        {ride.routeUrl ? (
          <a
            href={ride.routeUrl}
            target="_blank"
            rel="noreferrer"
            className="flex min-h-14 items-center justify-center rounded-2xl bg-stone-100 text-lg font-bold text-stone-950 ring-1 ring-stone-400"
          >
            Route
          </a>
        ) : null}
        {ride.tel ? (
          <a
            href={ride.tel}
            className="flex min-h-14 items-center justify-center rounded-2xl bg-stone-100 text-lg font-bold text-stone-950 ring-1 ring-stone-400"
          >
            Bellen
          </a>
        ) : null}
      </div>
      {children}
    </article>
  );
}

function ProblemForm({ disabled, onSend }: { disabled: boolean; onSend: (note: string) => void }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  if (!open)
    return (
      <button
        type="button"
        disabled={disabled}
        onClick={() => setOpen(true)}
        className="min-h-14 w-full rounded-2xl bg-white text-lg font-bold text-red-900 ring-2 ring-red-800 disabled:opacity-50"
      >
        Niet thuis / probleem
      </button>
    );
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSend(note);
        setOpen(false);
        setNote("");
      }}
    >
      <label className="block text-lg font-bold">
        Wat is er aan de hand?
        <textarea
          value={note}
          maxLength={NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          rows={2}
          className="mt-1 block w-full rounded-xl border border-stone-500 p-2 text-lg font-normal"
          placeholder="Niet thuis, belt niet terug"
        />
      </label>
      <button type="submit" className="min-h-14 w-full rounded-2xl bg-red-800 text-lg font-bold text-white">
        Terug naar de zaak
      </button>
    </form>
  );
}
