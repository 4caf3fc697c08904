// Root's restaurant list (docs/issues/016.md §6): filter by status, search by name or webadres, and per
// restaurant its status, today's orders, last order; open its admin, suspend it with a reason, or
// lift a suspension. Plain forms: they work before scripts load and on any screen.
import { Form, useNavigation } from "@remix-run/react";
import { ROOT_HOST_FILTERS, type RootHostFilter } from "~/domain/root-host-filters";
import type { RootHostView } from "~/schemas/root-hosts";
import { FormAnswer } from "~/components/form-answer";
import { buttonDanger } from "~/components/ui/classes";
import { Field } from "~/components/ui/field";

const badge: Record<RootHostView["status"], string> = {
  live: "bg-green-100 text-green-900",
  new: "bg-blue-100 text-blue-900",
  suspended: "bg-red-100 text-red-900",
};

export function RootHosts({
  data,
  result,
}: {
  data: { filter: RootHostFilter; q: string; hosts: RootHostView[] };
  result: { ok: boolean; message: string; intent?: string; fields?: Record<string, string> } | null;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Restaurants</h1>
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <Field id="hosts-q" label="Zoek op naam of webadres" compact>
          {(control) => (
            <input
              {...control}
              name="q"
              type="search"
              defaultValue={data.q}
              className="h-12 w-64 rounded-xl border border-stone-400 px-3"
            />
          )}
        </Field>
        <Field id="hosts-status" label="Status" compact>
          {(control) => (
            <select
              {...control}
              name="status"
              defaultValue={data.filter}
              className="h-12 rounded-xl border border-stone-400 bg-white px-3"
            >
              {ROOT_HOST_FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="h-12 rounded-full bg-primary px-5 font-semibold text-on-primary">
          Zoeken
        </button>
      </Form>
      {result ? <FormAnswer answer={result} /> : null}
      <p className="text-stone-700">{data.hosts.length === 1 ? "1 restaurant" : `${data.hosts.length} restaurants`}</p>
      <ul className="flex flex-col gap-3">
        {data.hosts.map((h) => (
          <li key={h.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 className="text-lg font-bold">
                  {h.name}{" "}
                  <span
                    className={`ml-1 rounded-full px-2 py-0.5 align-middle text-sm font-semibold ${badge[h.status]}`}
                  >
                    {h.statusLabel}
                  </span>
                </h2>
                <p className="text-sm text-stone-700">
                  <a href={h.href} className="underline underline-offset-2">
                    {h.perma}
                  </a>
                  {h.city ? ` · ${h.city}` : ""} · sinds {h.createdAt}
                  {h.signedUp ? " · zelf aangemeld" : ""}
                </p>
                <p className="text-sm">
                  Vandaag {h.ordersToday === 1 ? "1 bestelling" : `${h.ordersToday} bestellingen`} · laatste bestelling{" "}
                  {h.lastOrder ?? "nog geen"}
                </p>
                {h.marketplace ? (
                  <p className={`text-sm ${h.marketplace.waiting > 0 ? "font-semibold text-red-800" : ""}`}>
                    {h.marketplace.text}
                  </p>
                ) : null}
                {h.suspendedReason ? (
                  <p className="mt-1 text-sm font-medium text-red-800">Reden: {h.suspendedReason}</p>
                ) : null}
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="open" />
                <input type="hidden" name="hostId" value={h.id} />
                <button
                  type="submit"
                  className="min-h-11 rounded-full border-2 border-primary px-4 font-semibold text-primary-ink"
                >
                  Beheer openen<span className="sr-only"> van {h.name}</span>
                </button>
              </Form>
            </div>
            {h.status === "suspended" ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="lift" />
                <input type="hidden" name="hostId" value={h.id} />
                <button
                  type="submit"
                  disabled={busy}
                  className="min-h-11 rounded-full bg-green-800 px-4 font-semibold text-white"
                >
                  Schorsing opheffen<span className="sr-only"> van {h.name}</span>
                </button>
              </Form>
            ) : (
              <details className="mt-3">
                <summary className="cursor-pointer font-semibold text-red-800">Schorsen…</summary>
                <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="suspend" />
                  <input type="hidden" name="hostId" value={h.id} />
                  <Field id={`reason-${h.id}`} label="Reden van de schorsing" compact className="grow">
                    {(control) => (
                      <input
                        {...control}
                        name="reason"
                        required
                        maxLength={300}
                        className="h-11 w-full rounded-xl border border-stone-400 px-3"
                      />
                    )}
                  </Field>
                  <button type="submit" disabled={busy} className={buttonDanger}>
                    {h.name} schorsen
                  </button>
                </Form>
              </details>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
