// The owner's products by tab (issue 15), built for a tablet at 17:30: one tap "Uitverkocht" (until
// tonight), "Langer uitverkocht" (until switched back), "Weer beschikbaar". Each row posts on its own
// (a fetcher) and shows the new state at once; the page works without scripts too (plain posts).
import { Link, useFetcher } from "@remix-run/react";
import { secondary } from "~/components/settings/settings-ui";
import { formatEuro } from "~/domain/pricing";
import type { ProductRowView, ProductTabView } from "~/schemas/products";

function ProductRow({ product }: { product: ProductRowView }) {
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
    </li>
  );
}

export function ProductList({ hostName, tabs }: { hostName: string; tabs: ProductTabView[] }) {
  return (
    <>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Producten van {hostName}</h1>
        <Link to="/admin/products/nieuw" className="inline-flex min-h-12 items-center rounded-full bg-primary px-6 text-lg font-bold text-on-primary">
          Nieuw product
        </Link>
      </div>
      <p className="mb-4 max-w-prose text-stone-800">
        Tik op een product om het te wijzigen. &ldquo;Uitverkocht&rdquo; geldt tot middernacht; &ldquo;Langer uitverkocht&rdquo; tot je het zelf terugzet. Klanten zien het meteen op de menukaart.
      </p>
      <div className="space-y-6">
        {tabs.map((tab, i) => (
          <section key={tab.name} aria-labelledby={`products-tab-${i}`}>
            <h2 id={`products-tab-${i}`} className="mb-2 text-xl font-bold">
              {tab.name}
            </h2>
            <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-300">
              {tab.products.map((p) => (
                <ProductRow key={p.id} product={p} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
