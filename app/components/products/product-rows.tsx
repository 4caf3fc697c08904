// A tab's groups and their products on /admin/products (docs/issues/015.md §1, §4): one tap "Uitverkocht
// zetten" (until tonight), "Langer uitverkocht" (until switched back), "Weer beschikbaar zetten"; the
// groups of the tab and the products of a group put in order by a drag on the handle (⠿) or with ↑/↓,
// each saved at once. A drag shows its new order at once (the post's own list) until the saved order
// comes back. The actions look like buttons (outlined, a verb); the state is a tag beside the price
// (docs/issues/033.md §8: a solid red "Uitverkocht" button on every row read like a status).
import { Link, useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { secondary } from "~/components/settings/settings-ui";
import { SortableItem, SortableList } from "~/components/products/sortable";
import { NO_GROUP } from "~/domain/menu-order";
import { formatEuro } from "~/domain/pricing";
import type { ProductGroupView, ProductRowView } from "~/schemas/products";

export type Answer = { ok: boolean; message: string };
const move =
  "inline-flex min-h-12 min-w-12 items-center justify-center rounded-full border border-stone-400 bg-white text-xl font-bold text-stone-900 hover:bg-stone-100 disabled:opacity-40";

/** The refusal of a fetcher's last post, read out (role=alert). */
export function Refusal({ data, state }: { data: Answer | undefined; state: string }) {
  if (state !== "idle" || !data || data.ok) return null;
  return (
    <p role="alert" className="w-full font-semibold text-red-800">
      {data.message}
    </p>
  );
}

/** Omhoog / Omlaag for a product, a group or a tab: two big buttons, each a post of its own. */
export function MoveButtons({
  fields,
  label,
  first,
  last,
}: {
  fields: Record<string, string>;
  label: string;
  first: boolean;
  last: boolean;
}) {
  const fetcher = useFetcher<Answer>();
  return (
    <fetcher.Form method="post" className="flex shrink-0 flex-wrap items-center gap-2">
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button
        type="submit"
        name="direction"
        value="up"
        className={move}
        disabled={first || fetcher.state !== "idle"}
        aria-label={`${label} omhoog`}
        title="Omhoog"
      >
        ↑
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        className={move}
        disabled={last || fetcher.state !== "idle"}
        aria-label={`${label} omlaag`}
        title="Omlaag"
      >
        ↓
      </button>
      <Refusal data={fetcher.data} state={fetcher.state} />
    </fetcher.Form>
  );
}

/** A new order posted (a drag): the form the list shows until the saved order comes back. */
function orderForm(fields: Record<string, string>, order: string[]): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const o of order) form.append("order", o);
  return form;
}

/** The list in the order a pending drag asked for, else as loaded. */
function pendingOrder<T>(list: T[], keyOf: (item: T) => string, form: FormData | undefined, intent: string): T[] {
  if (form?.get("intent") !== intent) return list;
  const order = form.getAll("order").map(String);
  return order.flatMap((k) => list.filter((item) => keyOf(item) === k));
}

function ProductRow({
  product,
  first,
  last,
  handle,
}: {
  product: ProductRowView;
  first: boolean;
  last: boolean;
  handle: ReactNode;
}) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const pending = fetcher.formData?.get("intent");
  // optimistic: what the tap asked for, until the answer comes
  const soldOut = pending ? pending !== "available" : product.soldOut;
  const text = pending
    ? pending === "available"
      ? null
      : pending === "soldout-today"
        ? "Uitverkocht tot morgen"
        : "Uitverkocht"
    : product.soldOutText;
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    // a phone: the name with ↑/↓ on one line, the sold-out buttons below; a tablet: all on one line
    <div
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 py-2 pl-1 pr-3 ${soldOut ? "bg-stone-100" : "bg-white"}`}
    >
      <div className="flex min-w-0 flex-1 basis-40 items-center gap-1">
        {handle ?? <span aria-hidden="true" className="w-12 shrink-0" />}
        <div className="min-w-0">
          <p className="text-lg font-semibold">
            <Link
              to={`/admin/products/${product.id}`}
              className={`mr-2 inline-flex min-h-11 items-center underline decoration-stone-400 underline-offset-4 hover:decoration-2 ${soldOut ? "text-stone-600 line-through decoration-2" : "text-stone-900"}`}
            >
              {product.name}
            </Link>
            {product.hidden ? (
              <span className="inline-block whitespace-nowrap rounded-full bg-stone-200 px-2 py-0.5 text-sm font-semibold text-stone-800">
                Niet op de menukaart
              </span>
            ) : null}
          </p>
          <p className="text-sm tabular-nums text-stone-700">
            {product.fromPrice ? "vanaf " : ""}
            {formatEuro(product.price)}
            {text ? (
              <span className="ml-2 inline-flex items-center gap-1 whitespace-nowrap rounded bg-red-100 px-2 py-0.5 font-semibold text-red-900">
                <span aria-hidden="true">⊘</span>
                {text}
              </span>
            ) : null}
          </p>
          {failed ? (
            <p role="alert" className="font-semibold text-red-800">
              {failed}
            </p>
          ) : null}
        </div>
      </div>
      {first && last ? null : (
        <MoveButtons
          fields={{ intent: "product-move", id: String(product.id) }}
          label={product.name}
          first={first}
          last={last}
        />
      )}
      <fetcher.Form method="post" className="flex w-full flex-wrap gap-2 sm:w-auto">
        <input type="hidden" name="id" value={product.id} />
        {soldOut ? (
          <button
            type="submit"
            name="intent"
            value="available"
            className={`${secondary} min-h-12 bg-white`}
            aria-label={`${product.name} weer beschikbaar zetten`}
          >
            Weer beschikbaar zetten
          </button>
        ) : (
          <>
            <button
              type="submit"
              name="intent"
              value="soldout-today"
              className={`${secondary} min-h-12 bg-white`}
              aria-label={`${product.name} uitverkocht zetten tot morgen`}
            >
              Uitverkocht zetten
            </button>
            <button
              type="submit"
              name="intent"
              value="soldout"
              className={`${secondary} min-h-12 bg-white`}
              aria-label={`${product.name} langer uitverkocht: tot ik het terugzet`}
            >
              Langer uitverkocht
            </button>
          </>
        )}
      </fetcher.Form>
    </div>
  );
}

/** The products of one group, in order by a drag or ↑/↓ (not while searching: the list is then a part). */
function GroupProducts({
  tab,
  group,
  products,
  searching,
}: {
  tab: string;
  group: string;
  products: ProductRowView[];
  searching: boolean;
}) {
  const fetcher = useFetcher<Answer>();
  const shown = pendingOrder(products, (p) => String(p.id), fetcher.formData, "product-order");
  const ids = shown.map((p) => String(p.id));
  const names = new Map(shown.map((p) => [String(p.id), p.name]));
  const save = (order: string[]) =>
    fetcher.submit(orderForm({ intent: "product-order", tab, group }, order), { method: "post" });
  return (
    <>
      <SortableList ids={ids} labelOf={(id) => names.get(id) ?? id} onOrder={save}>
        <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-300">
          {shown.map((p, j) => (
            <SortableItem
              key={p.id}
              id={String(p.id)}
              label={p.name}
              disabled={searching || shown.length < 2}
              className="bg-white"
            >
              {(handle) => (
                <ProductRow
                  product={p}
                  handle={handle}
                  first={searching || j === 0}
                  last={searching || j === shown.length - 1}
                />
              )}
            </SortableItem>
          ))}
        </ul>
      </SortableList>
      <Refusal data={fetcher.data} state={fetcher.state} />
    </>
  );
}

const countText = (n: number) => (n === 1 ? "1 product" : `${n} producten`);
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase("nl") === b.trim().toLocaleLowerCase("nl");

/**
 * A tab's groups: each under its own heading with a handle and ↑/↓ when the tab has more than one
 * (a tab of products without any group shows just the list, as before groups could be ordered).
 */
export function TabGroups({ tab, groups, searching }: { tab: string; groups: ProductGroupView[]; searching: boolean }) {
  const fetcher = useFetcher<Answer>();
  const keyOf = (g: ProductGroupView) => g.name ?? "";
  const shown = pendingOrder(groups, keyOf, fetcher.formData, "group-order");
  // one group, without a name or named as its tab ("Bijgerechten" in "Bijgerechten"): the tab's heading
  // says it all — a second, identical heading below it only repeats it (docs/issues/033.md §8)
  if (shown.length === 1 && (shown[0].name === null || sameName(shown[0].name, tab)))
    return <GroupProducts tab={tab} group={keyOf(shown[0])} products={shown[0].products} searching={searching} />;
  const ids = shown.map((g) => `g:${keyOf(g)}`);
  const save = (order: string[]) =>
    fetcher.submit(
      orderForm(
        { intent: "group-order", tab },
        order.map((id) => id.slice(2)),
      ),
      { method: "post" },
    );
  const labelOf = (id: string) => `Groep ${id.slice(2) || NO_GROUP}`;
  return (
    <>
      <SortableList ids={ids} labelOf={labelOf} onOrder={save}>
        <ul className="space-y-4">
          {shown.map((g, i) => {
            const label = `Groep ${g.name ?? NO_GROUP}`;
            return (
              <SortableItem
                key={keyOf(g)}
                id={`g:${keyOf(g)}`}
                label={label}
                disabled={searching || shown.length < 2}
                className="rounded-xl bg-stone-50"
              >
                {(handle) => (
                  <>
                    <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                      <div className="flex items-center gap-1">
                        {handle}
                        <h3 className="text-lg font-bold">
                          {g.name ?? NO_GROUP}{" "}
                          <span className="text-base font-normal text-stone-700">({countText(g.products.length)})</span>
                        </h3>
                      </div>
                      {searching || shown.length < 2 ? null : (
                        <MoveButtons
                          fields={{ intent: "group-move", tab, group: keyOf(g) }}
                          label={label}
                          first={i === 0}
                          last={i === shown.length - 1}
                        />
                      )}
                    </div>
                    <GroupProducts tab={tab} group={keyOf(g)} products={g.products} searching={searching} />
                  </>
                )}
              </SortableItem>
            );
          })}
        </ul>
      </SortableList>
      <Refusal data={fetcher.data} state={fetcher.state} />
    </>
  );
}
