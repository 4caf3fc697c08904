// The owner's products by tab (issue 15), built for a tablet at 17:30: one tap "Uitverkocht" (until
// tonight), "Langer uitverkocht" (until switched back), "Weer beschikbaar"; search by name (as she
// types, or ?q= without scripts), the number of products per tab, the tabs added, renamed, moved and
// hidden, and products moved up or down within their tab (§1). Each form posts on its own (a fetcher)
// and the list reloads with the saved order; the page works without scripts too (plain posts).
import { Form, Link, useFetcher } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { input, secondary } from "~/components/settings/settings-ui";
import { formatEuro } from "~/domain/pricing";
import { matchesQuery } from "~/domain/product-search";
import type { ProductRowView, ProductTabView } from "~/schemas/products";

type Answer = { ok: boolean; message: string };
const move = "inline-flex min-h-12 min-w-12 items-center justify-center rounded-full border border-stone-400 bg-white text-xl font-bold text-stone-900 hover:bg-stone-100 disabled:opacity-40";

/** The refusal of a fetcher's last post, read out (role=alert). */
function Refusal({ data, state }: { data: Answer | undefined; state: string }) {
  if (state !== "idle" || !data || data.ok) return null;
  return (
    <p role="alert" className="w-full font-semibold text-red-800">
      {data.message}
    </p>
  );
}

/** Omhoog / Omlaag for a product or a tab: two big buttons, each a post of its own. */
function MoveButtons({ fields, label, first, last }: { fields: Record<string, string>; label: string; first: boolean; last: boolean }) {
  const fetcher = useFetcher<Answer>();
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" name="direction" value="up" className={move} disabled={first || fetcher.state !== "idle"} aria-label={`${label} omhoog`} title="Omhoog">
        ↑
      </button>
      <button type="submit" name="direction" value="down" className={move} disabled={last || fetcher.state !== "idle"} aria-label={`${label} omlaag`} title="Omlaag">
        ↓
      </button>
      <Refusal data={fetcher.data} state={fetcher.state} />
    </fetcher.Form>
  );
}

function ProductRow({ product, first, last }: { product: ProductRowView; first: boolean; last: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const pending = fetcher.formData?.get("intent");
  // optimistic: what the tap asked for, until the answer comes
  const soldOut = pending ? pending !== "available" : product.soldOut;
  const text = pending ? (pending === "available" ? null : pending === "soldout-today" ? "Uitverkocht tot morgen" : "Uitverkocht") : product.soldOutText;
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <li className={`flex flex-wrap items-center justify-between gap-3 px-4 py-3 ${soldOut ? "bg-stone-100" : "bg-white"}`}>
      <div className="min-w-0">
        <p className="text-lg font-semibold">
          <Link to={`/admin/products/${product.id}`} className={`inline-flex min-h-11 items-center underline decoration-stone-400 underline-offset-4 hover:decoration-2 ${soldOut ? "text-stone-600 line-through decoration-2" : "text-stone-900"}`}>
            {product.name}
          </Link>
          {product.hidden ? <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-sm font-semibold text-stone-800">Niet op de menukaart</span> : null}
        </p>
        <p className="text-sm tabular-nums text-stone-700">
          {product.fromPrice ? "vanaf " : ""}
          {formatEuro(product.price)}
          {text ? <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">{text}</span> : null}
        </p>
        {failed ? (
          <p role="alert" className="font-semibold text-red-800">
            {failed}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <MoveButtons fields={{ intent: "product-move", id: String(product.id) }} label={product.name} first={first} last={last} />
        <fetcher.Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="id" value={product.id} />
          {soldOut ? (
            <button type="submit" name="intent" value="available" className="min-h-12 rounded-full bg-green-800 px-5 font-semibold text-white" aria-label={`${product.name} weer beschikbaar`}>
              Weer beschikbaar
            </button>
          ) : (
            <>
              <button type="submit" name="intent" value="soldout-today" className="min-h-12 rounded-full bg-red-800 px-5 font-semibold text-white" aria-label={`${product.name} uitverkocht tot morgen`}>
                Uitverkocht
              </button>
              <button type="submit" name="intent" value="soldout" className={`${secondary} min-h-12`} aria-label={`${product.name} uitverkocht tot ik het terugzet`}>
                Langer uitverkocht
              </button>
            </>
          )}
        </fetcher.Form>
      </div>
    </li>
  );
}

/** A tab's own controls: rename, hide/show; the 'extra' tab keeps its name and place. */
function TabControls({ tab }: { tab: ProductTabView }) {
  const rename = useFetcher<Answer>();
  const visibility = useFetcher<Answer>();
  return (
    <div className="flex flex-wrap items-start gap-2">
      <visibility.Form method="post">
        <input type="hidden" name="tab" value={tab.name} />
        <button type="submit" name="intent" value={tab.hidden ? "tab-show" : "tab-hide"} className={`${secondary} min-h-12`} aria-label={tab.hidden ? `Tab ${tab.name} tonen` : `Tab ${tab.name} verbergen`}>
          {tab.hidden ? "Tonen op de menukaart" : "Verbergen"}
        </button>
        <Refusal data={visibility.data} state={visibility.state} />
      </visibility.Form>
      {tab.extra ? null : (
        <details className="rounded-xl border border-stone-300 bg-white">
          <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold">Naam wijzigen</summary>
          <rename.Form method="post" className="flex flex-wrap items-end gap-2 p-3">
            <input type="hidden" name="intent" value="tab-rename" />
            <input type="hidden" name="tab" value={tab.name} />
            <label className="grid gap-1 font-semibold">
              Nieuwe naam voor {tab.name}
              <input name="name" defaultValue={tab.name} required maxLength={40} className={`${input} min-h-12 text-lg font-normal`} />
            </label>
            <button type="submit" className="min-h-12 rounded-full bg-primary px-5 font-semibold text-on-primary">
              Opslaan
            </button>
            <Refusal data={rename.data} state={rename.state} />
          </rename.Form>
        </details>
      )}
    </div>
  );
}

function AddTab() {
  const fetcher = useFetcher<Answer>();
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-end gap-2 rounded-xl border border-stone-300 bg-white p-4">
      <input type="hidden" name="intent" value="tab-add" />
      <label className="grid gap-1 font-semibold">
        Nieuwe tab
        <input name="name" required maxLength={40} className={`${input} min-h-12 text-lg font-normal`} placeholder="Bijv. Salades" />
      </label>
      <button type="submit" className="min-h-12 rounded-full bg-primary px-5 font-semibold text-on-primary">
        Tab toevoegen
      </button>
      <Refusal data={fetcher.data} state={fetcher.state} />
    </fetcher.Form>
  );
}

const countText = (n: number) => (n === 1 ? "1 product" : `${n} producten`);

function TabBadges({ tab }: { tab: ProductTabView }): ReactNode {
  return (
    <>
      {tab.extra ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">Extra&apos;s, altijd als laatste</span> : null}
      {tab.hidden ? <span className="rounded-full bg-stone-200 px-2 py-0.5 text-sm font-semibold text-stone-800">Verborgen voor klanten</span> : null}
    </>
  );
}

export function ProductList({ hostName, tabs, query, answer }: { hostName: string; tabs: ProductTabView[]; query: string; answer: Answer | null }) {
  const [search, setSearch] = useState(query);
  const searching = search.trim() !== "";
  const regular = tabs.filter((t) => !t.extra);
  const shown = tabs.map((tab) => ({ tab, products: searching ? tab.products.filter((p) => matchesQuery(p.name, search)) : tab.products }));
  const found = shown.reduce((n, s) => n + s.products.length, 0);
  return (
    <>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Producten van {hostName}</h1>
        <Link to="/admin/products/nieuw" className="inline-flex min-h-12 items-center rounded-full bg-primary px-6 text-lg font-bold text-on-primary">
          Nieuw product
        </Link>
      </div>
      <p className="mb-4 max-w-prose text-stone-800">
        Tik op een product om het te wijzigen. &ldquo;Uitverkocht&rdquo; geldt tot middernacht; &ldquo;Langer uitverkocht&rdquo; tot je het zelf terugzet. Met ↑ en ↓ zet je tabs en producten in
        de volgorde van de menukaart. Klanten zien elke wijziging meteen.
      </p>
      {answer ? (
        <p role={answer.ok ? "status" : "alert"} className={`mb-4 rounded-xl p-3 font-semibold ${answer.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}>
          {answer.message}
        </p>
      ) : null}
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2" onSubmit={(e) => e.preventDefault()}>
        <label className="grid flex-1 gap-1 font-semibold">
          Zoek een product
          <input
            type="search"
            name="q"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className={`${input} min-h-12 text-lg font-normal`}
            placeholder="Bijv. kroket"
            autoComplete="off"
          />
        </label>
        <noscript>
          <button type="submit" className={`${secondary} min-h-12`}>
            Zoeken
          </button>
        </noscript>
      </Form>
      {searching ? (
        <p role="status" className="mb-4 font-semibold">
          {found === 0 ? `Geen producten gevonden voor "${search.trim()}".` : `${countText(found)} gevonden.`}
        </p>
      ) : null}
      <nav aria-label="Tabs" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {tabs.map((tab, i) => (
            <li key={tab.name}>
              <a href={`#products-tab-${i}`} className={`inline-flex min-h-12 items-center gap-2 rounded-full border border-stone-400 px-4 font-semibold ${tab.hidden ? "bg-stone-100 text-stone-700" : "bg-white text-stone-900"}`}>
                {tab.name}{" "}
                <span className="rounded-full bg-stone-200 px-2 text-sm tabular-nums" aria-label={countText(tab.products.length)}>
                  {tab.products.length}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-8">
        {shown.map(({ tab, products }, i) => {
          if (searching && products.length === 0) return null;
          const place = regular.indexOf(tab);
          return (
            <section key={tab.name} aria-labelledby={`products-tab-${i}`} className="scroll-mt-4">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
                <h2 id={`products-tab-${i}`} className="flex flex-wrap items-center gap-2 text-xl font-bold">
                  {tab.name}{" "}
                  <span className="text-base font-normal text-stone-700">({countText(tab.products.length)})</span>
                  <TabBadges tab={tab} />
                </h2>
                {searching ? null : (
                  <div className="flex flex-wrap items-start gap-2">
                    {tab.extra ? null : <MoveButtons fields={{ intent: "tab-move", tab: tab.name }} label={`Tab ${tab.name}`} first={place === 0} last={place === regular.length - 1} />}
                    <TabControls tab={tab} />
                  </div>
                )}
              </div>
              {products.length === 0 ? (
                <p className="rounded-xl border border-dashed border-stone-400 p-4 text-stone-700">Nog geen producten in deze tab. Kies deze tab bij &ldquo;Nieuw product&rdquo;.</p>
              ) : (
                <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-300">
                  {products.map((p, j) => (
                    <ProductRow key={p.id} product={p} first={searching || j === 0} last={searching || j === products.length - 1} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      {searching ? null : (
        <section aria-labelledby="products-add-tab" className="mt-8">
          <h2 id="products-add-tab" className="mb-2 text-xl font-bold">
            Tab toevoegen
          </h2>
          <AddTab />
        </section>
      )}
    </>
  );
}
