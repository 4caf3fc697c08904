// A chain's public page (/hub2/{index}/{type}, decision 034): a postcode finder (a plain GET form,
// no JS needed), the pickup/delivery filter as links, and a card per location with its address,
// whether it is open now, and what it offers. Each location links to its own menu.
import type { ChainPage } from "~/schemas/chain-view";
import { Field } from "~/components/ui/field";

type Data = ChainPage;

const FILTERS = [
  { type: null, label: "Alle" },
  { type: "afhalen", label: "Afhalen" },
  { type: "bezorgen", label: "Bezorgen" },
] as const;

export function ChainPageView({ data }: { data: Data }) {
  const base = `/hub2/${data.index}`;
  const action = data.type ? `${base}/${data.type}` : base;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl font-bold">{data.name}</h1>

      <form
        method="get"
        action={action}
        role="search"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      >
        <Field id="chain-postcode" label="Bezorgen? Vul je postcode in">
          {(control) => (
            <div className="mt-1 flex gap-2">
              <input
                {...control}
                // the answer below can hold a link, so it is not the Field's error line
                aria-describedby={data.found ? "chain-found" : undefined}
                name="postcode"
                defaultValue={data.postcode}
                autoComplete="postal-code"
                inputMode="text"
                maxLength={12}
                placeholder="1234 AB"
                className="h-12 min-w-0 grow rounded-xl border border-stone-400 px-3 text-lg"
              />
              <button
                type="submit"
                className="h-12 shrink-0 rounded-full bg-primary px-5 font-semibold text-on-primary"
              >
                Zoeken
              </button>
            </div>
          )}
        </Field>
        {data.found ? (
          data.found.ok ? (
            <p id="chain-found" role="status" className="mt-3 rounded-xl bg-green-50 p-3 text-green-900">
              <strong>{data.found.location.name}</strong> bezorgt in {data.postcode.toUpperCase()}.{" "}
              <a href={data.found.location.href} className="font-semibold underline underline-offset-2">
                Naar het menu van {data.found.location.name}
              </a>
            </p>
          ) : (
            <p id="chain-found" role="alert" className="mt-3 rounded-xl bg-red-50 p-3 font-medium text-red-800">
              {data.found.message}
            </p>
          )
        ) : null}
      </form>

      <nav aria-label="Afhalen of bezorgen">
        <ul className="flex gap-2">
          {FILTERS.map((f) => {
            const current = data.type === f.type;
            return (
              <li key={f.label}>
                <a
                  href={f.type ? `${base}/${f.type}` : base}
                  aria-current={current ? "page" : undefined}
                  className={`block rounded-full px-4 py-2 font-semibold ring-1 ${current ? "bg-primary text-on-primary ring-primary" : "bg-white text-stone-800 ring-stone-300"}`}
                >
                  {f.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      <section aria-labelledby="chain-locations">
        <h2 id="chain-locations" className="mb-2 text-xl font-bold">
          {data.locations.length === 1 ? "1 vestiging" : `${data.locations.length} vestigingen`}
        </h2>
        {data.locations.length === 0 ? (
          <p className="py-6 text-stone-700">Geen vestigingen gevonden.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {data.locations.map((l) => (
              <li key={l.id} className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <h3 className="text-lg font-bold">
                  <a href={l.href} className="underline-offset-2 hover:underline">
                    {l.name}
                  </a>
                </h3>
                {l.address ? <p className="text-stone-700">{l.address}</p> : null}
                <p className={`font-semibold ${l.open ? "text-green-800" : "text-stone-700"}`}>{l.statusText}</p>
                <p className="text-stone-800">
                  {[l.pickup ? "Afhalen" : null, l.delivery ? "Bezorgen" : null].filter(Boolean).join(" · ") ||
                    "Alleen ter plaatse"}
                </p>
                <a
                  href={l.href}
                  className="mt-2 inline-flex min-h-11 items-center justify-center self-start rounded-full border-2 border-primary px-4 font-semibold text-primary-ink"
                >
                  Bestellen<span className="sr-only"> bij {l.name}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
