// The order desk's steps, each reading the one desk state (use-desk.ts): who calls, the caller
// with their last orders, the product search, and what was placed. The order itself (cart,
// customer, time, payment) is desk-order.tsx.
import { formatEuro } from "~/domain/pricing";
import { formatPhone } from "~/domain/phone-format";
import { paymentMethodName } from "~/domain/constants";
import { isCardFull, MAX_STAMPS } from "~/domain/stamps";
import type { Desk } from "~/components/deliver/use-desk";
import { Field } from "~/components/ui/field";
import { formatAmsterdam } from "~/domain/amsterdam-time";

export function PhoneStep({ desk }: { desk: Desk }) {
  const { state, actions, refs, looking } = desk;
  return (
    <form onSubmit={actions.findCaller} className="max-w-md space-y-3" aria-labelledby="desk-phone-title" noValidate>
      <h2 id="desk-phone-title" className="text-lg font-bold">
        Wie belt er?
      </h2>
      <Field
        id="desk-phone"
        label="Telefoonnummer van de klant"
        error={state.phoneError ?? undefined}
        live="alert"
        compact
      >
        {(control) => (
          <input
            {...control}
            ref={refs.phoneRef}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={state.phone}
            onChange={(e) => actions.set("phone")(e.target.value)}
            className={`h-12 w-full rounded-xl border bg-white px-3 text-lg ${state.phoneError ? "border-red-700" : "border-stone-300"}`}
          />
        )}
      </Field>
      <button
        type="submit"
        disabled={looking}
        className="min-h-12 rounded-full bg-primary px-6 font-bold text-on-primary disabled:opacity-50"
      >
        {looking ? "Zoeken…" : "Klant zoeken"}
      </button>
    </form>
  );
}

export function DoneStep({ desk }: { desk: Desk }) {
  const { state, actions, refs } = desk;
  const placed = state.placed;
  if (!placed) return null;
  return (
    <section
      aria-labelledby="desk-done-title"
      className="max-w-lg space-y-3 rounded-2xl border border-green-700 bg-green-50 p-5"
    >
      <h2 id="desk-done-title" className="text-2xl font-bold">
        Bestelling {placed.order.number} geplaatst
      </h2>
      <p>
        {formatEuro(placed.order.amount)} · {placed.order.deliver ? "Bezorgen" : "Afhalen"} ·{" "}
        {paymentMethodName(placed.order.paymentMethod)}
      </p>
      {placed.order.paymentMethod === "ideal" ? (
        <p role="status" className="font-semibold">
          {placed.sms === "sent"
            ? `Betaallink per sms verstuurd naar ${state.caller?.phone ?? ""}.`
            : (placed.paymentMessage ?? "De betaallink kon niet per sms verstuurd worden.")}
        </p>
      ) : null}
      <button
        ref={refs.nextRef}
        type="button"
        onClick={actions.nextCaller}
        className="min-h-12 rounded-full bg-primary px-6 font-bold text-on-primary"
      >
        Volgende beller
      </button>
    </section>
  );
}

const shortDay = (iso: string) => formatAmsterdam(new Date(iso), "dayMonth");
const longDay = (iso: string) => formatAmsterdam(new Date(iso), "dayMonthLong");

export function CallerCard({ desk }: { desk: Desk }) {
  const { state, actions, busy } = desk;
  const caller = state.caller;
  if (!caller) return null;
  return (
    <section aria-labelledby="desk-caller-title" className="rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="desk-caller-title" className="text-lg font-bold">
            {caller.known ? "Bekende klant" : "Nieuwe klant"} · {formatPhone(caller.phone)}
          </h2>
          {caller.stamps !== null ? (
            <p className="text-sm text-stone-700">
              Stempels: {caller.stamps} van {MAX_STAMPS}
              {isCardFull(caller.stamps) ? " · kaart vol" : ""}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={actions.nextCaller}
          className="min-h-10 rounded-full border border-stone-300 px-4 text-sm font-semibold"
        >
          Ander nummer
        </button>
      </div>
      {caller.orders.length > 0 ? (
        <ul className="mt-3 divide-y divide-stone-100" aria-label="Laatste bestellingen">
          {caller.orders.map((o) => (
            <li key={o.id} className="flex items-center gap-3 py-2">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">
                  {shortDay(o.createdAt)} · {formatEuro(o.amount)}
                </p>
                <p className="truncate text-stone-700">{o.lines}</p>
              </div>
              <button
                type="button"
                disabled={busy}
                onClick={() => actions.repeatOrder(o.id)}
                aria-label={`Herhaal bestelling van ${longDay(o.createdAt)}`}
                className="min-h-10 rounded-full border border-primary px-4 text-sm font-semibold text-primary-ink disabled:opacity-50"
              >
                Herhaal
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function ProductSearch({ desk }: { desk: Desk }) {
  const { state, actions, refs, found } = desk;
  const query = state.query;
  return (
    <section aria-labelledby="desk-products-title" className="space-y-2">
      <h2 id="desk-products-title" className="text-lg font-bold">
        Producten
      </h2>
      <Field id="desk-search" label="Zoek product (Enter voegt de eerste toe)" compact>
        {(control) => (
          <input
            {...control}
            ref={refs.searchRef}
            type="search"
            autoComplete="off"
            value={query}
            onChange={(e) => actions.set("query")(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                if (found[0]) actions.pick(found[0]);
              }
            }}
            aria-controls="desk-results"
            className="h-12 w-full rounded-xl border border-stone-300 bg-white px-3 text-lg"
          />
        )}
      </Field>
      <p className="sr-only" role="status">
        {query ? `${found.length} producten gevonden` : ""}
      </p>
      <ul
        id="desk-results"
        className="grid max-h-[50dvh] gap-1 overflow-y-auto sm:grid-cols-2"
        aria-label="Zoekresultaten"
      >
        {found.map((p, i) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => actions.pick(p)}
              className={`flex min-h-12 w-full items-center justify-between gap-2 rounded-xl border px-3 py-2 text-left ${i === 0 && query ? "border-primary bg-primary/5" : "border-stone-200 bg-white"}`}
            >
              <span className="min-w-0">
                <span className="block font-semibold">{p.name}</span>
                <span className="block text-xs text-stone-600">
                  {p.tab}
                  {p.choices ? " · met keuzes" : ""}
                </span>
              </span>
              <span className="shrink-0 tabular-nums">
                {p.display.fromPrice ? "vanaf " : ""}
                {formatEuro(p.display.price)}
              </span>
            </button>
          </li>
        ))}
        {found.length === 0 ? <li className="p-3 text-stone-600">Geen product gevonden.</li> : null}
      </ul>
    </section>
  );
}
