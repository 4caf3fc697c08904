// A restaurant's home: banner, name, menu tabs and products with prices. Server-rendered and
// usable before hydration: the tab bar is plain anchor links, images have fixed sizes.
import { formatEuro } from "~/domain/pricing";
import { FLAGS } from "~/domain/constants";
import { labelOf } from "~/domain/labels";
import { FlagIcon } from "~/components/menu/flag-icon";
import type { MenuProductView, RestaurantView } from "~/components/menu/types";


function ProductCard({ product }: { product: MenuProductView }) {
  const headingId = `product-${product.id}`;
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200" aria-labelledby={headingId}>
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="text-base font-semibold leading-snug">
          {product.name}
          {product.favorite ? (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
              ★ Favoriet
            </span>
          ) : null}
        </h3>
        {product.description ? <p className="mt-1 line-clamp-2 text-sm text-stone-600">{product.description}</p> : null}
        {product.flags.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1" aria-label="Kenmerken">
            {product.flags.map((flag) => (
              <li key={flag} className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                <FlagIcon flag={flag} /> {labelOf(FLAGS, flag) ?? flag}
              </li>
            ))}
          </ul>
        ) : null}
        {product.allergens.length > 0 ? (
          <p className="mt-1 text-xs text-stone-500">Allergenen: {product.allergens.join(", ")}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between gap-2">
        <p className="text-right font-bold tabular-nums">
          {product.fromPrice ? <span className="block text-xs font-normal text-stone-500">vanaf</span> : null}
          {product.price < product.basePrice ? (
            <s className="mr-1 text-sm font-normal text-stone-400">{formatEuro(product.basePrice)}</s>
          ) : null}
          {formatEuro(product.price)}
        </p>
        <button
          type="button"
          className="rounded-full bg-primary px-4 py-2 text-sm font-semibold text-on-primary shadow-sm hover:opacity-90"
          aria-label={`${product.name} toevoegen`}
        >
          Toevoegen
        </button>
      </div>
    </li>
  );
}

export function RestaurantHome({ restaurant }: { restaurant: RestaurantView }) {
  return (
    <>
      <section className="relative overflow-hidden bg-stone-800 text-white" aria-labelledby="restaurant-name">
        {restaurant.banner ? (
          <img
            src={restaurant.banner}
            alt=""
            width={1200}
            height={400}
            className="absolute inset-0 h-full w-full object-cover opacity-80"
          />
        ) : null}
        <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/30 to-transparent" />
        <div className="relative mx-auto flex min-h-52 max-w-[1000px] flex-col justify-end px-4 pb-6 pt-16 sm:min-h-64">
          <h1 id="restaurant-name" className="text-3xl font-extrabold tracking-tight drop-shadow sm:text-4xl">
            {restaurant.name}
          </h1>
          {restaurant.short ? <p className="mt-1 text-lg text-white/90">{restaurant.short}</p> : null}
          {restaurant.address ? <p className="mt-1 text-sm text-white/80">{restaurant.address}</p> : null}
        </div>
      </section>

      <nav
        aria-label="Menukaart"
        className="sticky top-14 z-20 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
      >
        <ul className="mx-auto flex max-w-[1000px] gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:none]">
          {restaurant.tabs.map((tab) => (
            <li key={tab.slug} className="shrink-0">
              <a
                href={`#${tab.slug}`}
                className="block rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 hover:border-primary hover:text-primary"
              >
                {tab.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mx-auto max-w-[1000px] px-4">
        {restaurant.tabs.map((tab) => (
          <section key={tab.slug} id={tab.slug} aria-labelledby={`${tab.slug}-title`} className="pt-6">
            <h2 id={`${tab.slug}-title`} className="mb-3 text-2xl font-bold">
              {tab.name}
            </h2>
            {tab.groups.map((group) => (
              <div key={group.name ?? "_"} className="mb-4">
                {group.name && group.name !== tab.name ? (
                  <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">{group.name}</h3>
                ) : null}
                <ul className="grid gap-3 md:grid-cols-2">
                  {group.products.map((p) => (
                    <ProductCard key={p.id} product={p} />
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
        {restaurant.tabs.length === 0 ? (
          <p className="py-12 text-center text-stone-600">Dit restaurant heeft nog geen menukaart.</p>
        ) : null}
      </div>
    </>
  );
}
