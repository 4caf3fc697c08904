// The kitchen's sold-out screen (docs/issues/015.md §4): every product and, under it, its include items, found
// by name; one tap "Uitverkocht" (until tonight) or "Weer beschikbaar". Made for a tablet at the pass
// and wet hands: big buttons, large text, a sold-out row plainly red.
import { Form, Link, useFetcher } from "@remix-run/react";
import { AdminLayout } from "~/components/layouts";
import type { SoldOutBoardView, SoldOutItemView } from "~/schemas/sold-out-board";

type Answer = { ok: boolean; message: string };

function Toggle({ target, row, label }: { target: "product" | "item"; row: SoldOutItemView; label: string }) {
  const fetcher = useFetcher<Answer>();
  const soldOut = row.soldOutText !== null;
  const refused = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" className="flex shrink-0 flex-col items-end gap-1">
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="target" value={target} />
      {soldOut ? (
        <button
          type="submit"
          name="intent"
          value="available"
          disabled={fetcher.state !== "idle"}
          className="min-h-14 w-44 rounded-2xl px-2 sm:w-48 bg-green-800 text-lg font-bold text-white disabled:opacity-60"
          aria-label={`${label} weer beschikbaar`}
        >
          Weer beschikbaar
        </button>
      ) : (
        <button
          type="submit"
          name="intent"
          value="soldout-today"
          disabled={fetcher.state !== "idle"}
          className="min-h-14 w-44 rounded-2xl px-2 sm:w-48 bg-red-800 text-lg font-bold text-white disabled:opacity-60"
          aria-label={`${label} uitverkocht tot middernacht`}
        >
          Uitverkocht
        </button>
      )}
      {refused ? (
        <p role="alert" className="font-semibold text-red-800">
          {refused}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function Row({
  target,
  row,
  label,
  sub = false,
}: {
  target: "product" | "item";
  row: SoldOutItemView;
  label: string;
  sub?: boolean;
}) {
  return (
    <li
      className={`flex items-center justify-between gap-3 rounded-2xl px-4 py-3 ${row.soldOutText ? "bg-red-50 ring-2 ring-red-700" : "bg-white ring-1 ring-stone-300"} ${sub ? "ml-3 sm:ml-6" : ""}`}
    >
      <p className={`min-w-0 flex-1 ${sub ? "text-lg" : "text-xl font-bold"} text-stone-900`}>
        {row.name}
        {row.soldOutText ? (
          <span className="mt-1 block w-fit rounded-full bg-red-800 px-3 py-1 text-base font-bold text-white">
            {row.soldOutText}
          </span>
        ) : null}
      </p>
      <Toggle target={target} row={row} label={label} />
    </li>
  );
}

export function SoldOutBoard({ query, products }: SoldOutBoardView) {
  return (
    <AdminLayout
      title="Uitverkocht"
      actions={
        <Link
          to="/orders"
          className="flex min-h-11 items-center rounded-full bg-white px-4 font-semibold text-primary-ink"
        >
          Bestellingen
        </Link>
      }
    >
      <h1 className="sr-only">Uitverkocht</h1>
      <p className="mb-3 text-lg text-stone-800">
        "Uitverkocht" geldt tot middernacht: morgen is alles weer te bestellen.
      </p>
      <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2">
        <label className="flex flex-1 flex-col text-lg font-semibold">
          Zoek product of keuze
          <input
            type="search"
            name="q"
            defaultValue={query}
            autoComplete="off"
            className="min-h-14 rounded-xl border-2 border-stone-400 px-4 text-xl"
          />
        </label>
        <button type="submit" className="min-h-14 rounded-2xl bg-primary px-6 text-lg font-bold text-on-primary">
          Zoeken
        </button>
      </Form>
      {products.length === 0 ? (
        <p className="p-6 text-center text-xl text-stone-700">Niets gevonden{query ? ` voor "${query}"` : ""}.</p>
      ) : (
        <ul className="grid gap-4" aria-label="Producten">
          {products.map((p) => (
            <li key={p.id}>
              <ul className="grid gap-2" aria-label={p.name}>
                <Row target="product" row={p} label={p.name} />
                {p.groups.flatMap((g) =>
                  g.items.map((i) => (
                    <Row key={i.id} target="item" row={i} label={`${i.name} (${g.name}, ${p.name})`} sub />
                  )),
                )}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </AdminLayout>
  );
}
