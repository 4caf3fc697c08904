// The owner's products by tab (docs/issues/015.md), built for a tablet at 17:30: search by name (as she types,
// or ?q= without scripts), the number of products per tab, the tabs added, renamed, moved (a drag of
// a tab's chip or ↑/↓) and hidden; each tab's groups and products (product-rows.tsx). Each form posts
// on its own (a fetcher) and the list reloads with the saved order; the page works without scripts
// too (plain posts, the ↑/↓ buttons).
import { Form, Link, useFetcher } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { MoveButtons, Refusal, TabGroups, type Answer } from "~/components/products/product-rows";
import { SortableItem, SortableList } from "~/components/products/sortable";
import { input, secondary } from "~/components/settings/settings-ui";
import { matchesQuery } from "~/domain/product-search";
import type { ProductTabView } from "~/schemas/products";
import { FormAnswer } from "~/components/form-answer";
import { buttonPrimaryLarge } from "~/components/ui/classes";

/** A tab's own controls: rename, hide/show; the 'extra' tab keeps its name and place. */
function TabControls({ tab }: { tab: ProductTabView }) {
  const rename = useFetcher<Answer>();
  const visibility = useFetcher<Answer>();
  return (
    <div className="flex flex-wrap items-start gap-2">
      <visibility.Form method="post">
        <input type="hidden" name="tab" value={tab.name} />
        <button
          type="submit"
          name="intent"
          value={tab.hidden ? "tab-show" : "tab-hide"}
          className={`${secondary} min-h-12`}
          aria-label={tab.hidden ? `Tab ${tab.name} tonen` : `Tab ${tab.name} verbergen`}
        >
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
              <input
                name="name"
                defaultValue={tab.name}
                required
                maxLength={40}
                className={`${input} min-h-12 text-lg font-normal`}
              />
            </label>
            <button type="submit" className={buttonPrimaryLarge}>
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
    <fetcher.Form
      method="post"
      className="flex flex-wrap items-end gap-2 rounded-xl border border-stone-300 bg-white p-4"
    >
      <input type="hidden" name="intent" value="tab-add" />
      <label className="grid gap-1 font-semibold">
        Nieuwe tab
        <input
          name="name"
          required
          maxLength={40}
          className={`${input} min-h-12 text-lg font-normal`}
          placeholder="Bijv. Salades"
        />
      </label>
      <button type="submit" className={buttonPrimaryLarge}>
        Tab toevoegen
      </button>
      <Refusal data={fetcher.data} state={fetcher.state} />
    </fetcher.Form>
  );
}

const countText = (n: number) => (n === 1 ? "1 product" : `${n} producten`);
const count = (groups: ProductTabView["groups"]) => groups.reduce((n, g) => n + g.products.length, 0);

/**
 * The tabs as chips with their number of products, each a link to its part of the page; the chips of
 * the tabs (not 'extra', always last) dragged by their handle into a new order, saved at once.
 */
function TabNav({ tabs, searching }: { tabs: ProductTabView[]; searching: boolean }) {
  const fetcher = useFetcher<Answer>();
  const pending = fetcher.formData?.get("intent") === "tab-order" ? fetcher.formData.getAll("order").map(String) : null;
  const regular = tabs.filter((t) => !t.extra);
  const ordered = pending
    ? [...pending.flatMap((n) => regular.filter((t) => t.name === n)), ...tabs.filter((t) => t.extra)]
    : tabs;
  const save = (order: string[]) => {
    const form = new FormData();
    form.append("intent", "tab-order");
    for (const name of order) form.append("order", name);
    fetcher.submit(form, { method: "post" });
  };
  return (
    <nav aria-label="Tabs" className="mb-6">
      <SortableList
        ids={ordered.filter((t) => !t.extra).map((t) => t.name)}
        labelOf={(name) => `Tab ${name}`}
        onOrder={save}
        layout="wrap"
      >
        <ul className="flex flex-wrap gap-2">
          {ordered.map((tab) => (
            <SortableItem
              key={tab.name}
              id={tab.name}
              label={`Tab ${tab.name}`}
              disabled={searching || tab.extra || regular.length < 2}
              className="flex"
            >
              {(handle) => (
                <span
                  className={`inline-flex items-center rounded-full border border-stone-400 pr-1 ${handle ? "pl-0" : "pl-3"} ${tab.hidden ? "bg-stone-100" : "bg-white"}`}
                >
                  {handle}
                  <a
                    href={`#products-tab-${tabs.indexOf(tab)}`}
                    className={`inline-flex min-h-12 items-center gap-2 rounded-full px-2 font-semibold ${tab.hidden ? "text-stone-700" : "text-stone-900"}`}
                  >
                    {tab.name}{" "}
                    <span
                      className="rounded-full bg-stone-200 px-2 text-sm tabular-nums"
                      aria-label={countText(count(tab.groups))}
                    >
                      {count(tab.groups)}
                    </span>
                  </a>
                </span>
              )}
            </SortableItem>
          ))}
        </ul>
      </SortableList>
      <Refusal data={fetcher.data} state={fetcher.state} />
    </nav>
  );
}

function TabBadges({ tab }: { tab: ProductTabView }): ReactNode {
  return (
    <>
      {tab.extra ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
          Extra&apos;s, altijd als laatste
        </span>
      ) : null}
      {tab.hidden ? (
        <span className="rounded-full bg-stone-200 px-2 py-0.5 text-sm font-semibold text-stone-800">
          Verborgen voor klanten
        </span>
      ) : null}
    </>
  );
}

export function ProductList({
  hostName,
  tabs,
  query,
  answer,
}: {
  hostName: string;
  tabs: ProductTabView[];
  query: string;
  answer: Answer | null;
}) {
  const [search, setSearch] = useState(query);
  const searching = search.trim() !== "";
  const regular = tabs.filter((t) => !t.extra);
  const shown = tabs.map((tab) => ({
    tab,
    groups: searching
      ? tab.groups
          .map((g) => ({ ...g, products: g.products.filter((p) => matchesQuery(p.name, search)) }))
          .filter((g) => g.products.length > 0)
      : tab.groups,
  }));
  const found = shown.reduce((n, s) => n + count(s.groups), 0);
  return (
    <>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Producten van {hostName}</h1>
        <Link
          to="/admin/products/nieuw"
          className="inline-flex min-h-12 items-center rounded-full bg-primary px-6 text-lg font-bold text-on-primary"
        >
          Nieuw product
        </Link>
      </div>
      <p className="mb-4 max-w-prose text-stone-800">
        Tik op een product om het te wijzigen. &ldquo;Uitverkocht zetten&rdquo; geldt tot middernacht; &ldquo;Langer
        uitverkocht&rdquo; tot je het zelf weer beschikbaar zet. Sleep aan ⠿ (of tik op ↑ en ↓) om tabs, groepen en
        producten in de volgorde van de menukaart te zetten. Klanten zien elke wijziging meteen.
      </p>
      {answer ? <FormAnswer answer={answer} className="mb-4" /> : null}
      <Form
        method="get"
        role="search"
        className="mb-4 flex flex-wrap items-end gap-2"
        onSubmit={(e) => e.preventDefault()}
      >
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
      <TabNav tabs={tabs} searching={searching} />
      <div className="space-y-8">
        {shown.map(({ tab, groups }, i) => {
          if (searching && groups.length === 0) return null;
          const place = regular.indexOf(tab);
          return (
            <section key={tab.name} aria-labelledby={`products-tab-${i}`} className="scroll-mt-4">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
                <h2 id={`products-tab-${i}`} className="flex flex-wrap items-center gap-2 text-xl font-bold">
                  {tab.name}{" "}
                  <span className="text-base font-normal text-stone-700">({countText(count(tab.groups))})</span>
                  <TabBadges tab={tab} />
                </h2>
                {searching ? null : (
                  <div className="flex flex-wrap items-start gap-2">
                    {tab.extra ? null : (
                      <MoveButtons
                        fields={{ intent: "tab-move", tab: tab.name }}
                        label={`Tab ${tab.name}`}
                        first={place === 0}
                        last={place === regular.length - 1}
                      />
                    )}
                    <TabControls tab={tab} />
                  </div>
                )}
              </div>
              {groups.length === 0 ? (
                <p className="rounded-xl border border-dashed border-stone-400 p-4 text-stone-700">
                  Nog geen producten in deze tab. Kies deze tab bij &ldquo;Nieuw product&rdquo;.
                </p>
              ) : (
                <TabGroups tab={tab.name} groups={groups} searching={searching} />
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
