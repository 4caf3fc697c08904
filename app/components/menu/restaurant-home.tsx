// A restaurant's home: banner, name, menu tabs and products with prices. Server-rendered and
// usable before hydration: the tab bar is plain anchor links, images have fixed sizes.
// Images come as server-made markup (domain/images): the menu's JS carries no image code.
import { useFetcher } from "@remix-run/react";
import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { lazyPart, prefetch } from "~/components/lazy-part";
import { useAnnounce } from "~/components/a11y/announce";
import { addedText, quantityText } from "~/domain/announcements";
import { CartWidget } from "~/components/cart/cart-widget";
import { PREFETCH_IDLE_MS } from "~/domain/constants";
import type { CartView } from "~/schemas/cart";
import { useMessages } from "~/components/messages";
import { OrderModeBar } from "~/components/menu/order-mode-bar";
import { ProductCard } from "~/components/menu/product-card";
import type { ProductChoice } from "~/components/menu/product-dialog";
import type { MenuCardView, MenuProductView, RestaurantView } from "~/schemas/menu-view";

// The dialog is not needed to read the menu: it loads after the page is interactive (PREFETCH_IDLE_MS)
const loadDialog = () => import("~/components/menu/product-dialog").then((m) => m.ProductDialog);
const ProductDialog = lazyPart(loadDialog);

/** Between two sections drawn after the load: each its own short task (decision 115). */
const SECTION_DRAW_GAP_MS = 50;

type CartAnswer = { result: "OK"; cart: CartView } | { result: "ERROR"; message: string };

export function RestaurantHome({
  restaurant,
  cart,
  pending,
  bannerLine = null,
  afterMenu = null,
}: {
  restaurant: RestaurantView;
  cart: CartView;
  /** the cached shell before this visitor's cart is in (decision 054) */
  pending: boolean;
  /** a logged-in customer's line over the banner's empty top: placed absolutely, it moves nothing (decision 099) */
  bannerLine?: ReactNode;
  /** a logged-in customer's "Mijn Bestelinfo", below the menu (decision 099) */
  afterMenu?: ReactNode;
}) {
  const fetcher = useFetcher<CartAnswer>();
  const { show } = useMessages();
  const [open, setOpen] = useState<MenuProductView | null>(null);
  const busy = fetcher.state !== "idle";
  // `cart` is the loader's: the loaders revalidate after every cart action
  const inCart = new Set(cart.items.map((l) => Number(l._id)));

  const announce = useAnnounce();
  // the button that opened the dialog (or added at once): the focus goes back to it after the add,
  // as the dialog is taken away rather than closed (decision 074)
  const opener = useRef<HTMLElement | null>(null);
  const focusBack = useRef(false);
  useEffect(() => {
    if (open || !focusBack.current) return;
    focusBack.current = false;
    opener.current?.focus();
  });
  // what the pending cart action was, for its announcement once the answer is in
  const sent = useRef<{ kind: "add"; name: string } | { kind: "quantity"; name: string; quantity: number } | null>(
    null,
  );
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const what = sent.current;
    sent.current = null;
    if (fetcher.data.result !== "OK") {
      show({ text: fetcher.data.message, color: "error" });
      return;
    }
    const answer = fetcher.data.cart;
    if (what?.kind === "add") {
      setOpen(null);
      // focused once the modal dialog is gone (while it is open the page behind it is inert)
      focusBack.current = true;
      announce(addedText(what.name, answer));
    } else if (what?.kind === "quantity") announce(quantityText(what.name, what.quantity, answer));
  }, [fetcher.state, fetcher.data, show, announce]);

  useEffect(() => {
    const t = setTimeout(() => prefetch(loadDialog), PREFETCH_IDLE_MS);
    return () => clearTimeout(t);
  }, []);

  // The sections out of sight, skipped at the load (decision 115), are drawn after it one a task, so none
  // still stands at its bound when the customer scrolls back up (Safari keeps no scroll anchor).
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const skipped = [...(menu.current?.querySelectorAll("section") ?? [])];
    let t = setTimeout(function drawNext() {
      const section = skipped.shift();
      if (!section) return;
      section.style.contentVisibility = "visible";
      t = setTimeout(drawNext, SECTION_DRAW_GAP_MS);
    }, PREFETCH_IDLE_MS);
    return () => clearTimeout(t);
  }, []);

  const send = (body: Record<string, unknown>) =>
    fetcher.submit(JSON.stringify(body), { method: "post", action: "/api/cart", encType: "application/json" });
  const add = (choice: ProductChoice, name: string) => {
    sent.current = { kind: "add", name };
    send({ intent: "add", ...choice });
  };
  // a product with choices opens its dialog once its choices are loaded (the menu page carries cards only)
  // (fetchers are revalidated after every cart action: only a load the customer asked for opens it)
  const detail = useFetcher<{ result: "OK"; product: MenuProductView } | { result: "ERROR"; message: string }>();
  const [wanted, setWanted] = useState<number | null>(null);
  useEffect(() => {
    if (wanted === null || detail.state !== "idle" || !detail.data) return;
    if (detail.data.result === "OK" && detail.data.product.id !== wanted) return; // still the previous product's answer
    setWanted(null);
    if (detail.data.result === "OK") setOpen(detail.data.product);
    else show({ text: detail.data.message, color: "error" });
  }, [wanted, detail.state, detail.data, show]);
  const openProduct = (p: MenuCardView) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!p.choices)
      return add(
        {
          productId: p.id,
          quantity: 1,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
          remark: "",
        },
        p.name,
      );
    setWanted(p.id);
    detail.load(`/api/product/${p.id}`);
  };

  return (
    <>
      <section className="relative overflow-hidden bg-stone-800 text-white" aria-labelledby="restaurant-name">
        {restaurant.headerHtml ? (
          // banner and logo as server-made markup (domain/images headerArtHtml): the banner fetched first, sized
          <div className="absolute inset-0" dangerouslySetInnerHTML={{ __html: restaurant.headerHtml }} />
        ) : null}
        <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/30 to-transparent" />
        <div className="relative mx-auto flex min-h-52 max-w-[1000px] flex-col justify-end px-4 pb-6 pt-16 sm:min-h-64">
          {/* within the top padding (pt-16: 64 px; the line is 44 px from 12 px down), so never over the name */}
          {bannerLine ? <div className="absolute left-4 right-4 top-3">{bannerLine}</div> : null}
          <h1 id="restaurant-name" className="text-3xl font-extrabold tracking-tight drop-shadow sm:text-4xl">
            {restaurant.name}
          </h1>
          {restaurant.short ? <p className="mt-1 text-lg text-white/90">{restaurant.short}</p> : null}
          {restaurant.address ? <p className="mt-1 text-sm text-white/80">{restaurant.address}</p> : null}
        </div>
      </section>

      <OrderModeBar status={restaurant.status} cart={cart} />
      {/* docs/issues/020.md §5: today's promotions, markup made on the server (domain/discounts promotionsHtml) */}
      {restaurant.promo && <div dangerouslySetInnerHTML={{ __html: restaurant.promo }} />}

      <nav
        aria-label="Menukaart"
        className="sticky top-14 z-20 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80"
      >
        <ul className="mx-auto flex max-w-[1000px] gap-2 overflow-x-auto px-4 py-2 [scrollbar-width:none]">
          {restaurant.tabs.map((tab) => (
            <li key={tab.slug} className="shrink-0">
              <a
                href={`#${tab.slug}`}
                className="block rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 hover:border-primary hover:text-primary-ink"
              >
                {tab.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div ref={menu} className="mx-auto max-w-[1000px] px-4">
        {restaurant.tabs.map((tab) => (
          <section
            key={tab.slug}
            id={tab.slug}
            aria-labelledby={`${tab.slug}-title`}
            className="pt-6 [content-visibility:auto]"
            // skipped until it comes near, standing at its bound meanwhile (decision 115)
            style={{ containIntrinsicSize: `auto ${tab.heightBound}rem` }}
          >
            <h2 id={`${tab.slug}-title`} className="mb-3 text-2xl font-bold">
              {tab.name}
            </h2>
            {tab.groups.map((group) => (
              <div key={group.name ?? "_"} className="mb-4">
                {group.name && group.name !== tab.name ? (
                  <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-500">{group.name}</h3>
                ) : null}
                <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
                  {group.products.map((p) => (
                    <ProductCard
                      key={p.id}
                      product={p}
                      section={tab.slug}
                      inCart={inCart.has(p.id)}
                      onOpen={() => openProduct(p)}
                    />
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
      {afterMenu}
      <footer className="mx-auto mt-8 max-w-[1000px] border-t border-stone-200 px-4 py-6 text-sm text-stone-700">
        <a href="/privacy" className="underline">
          Privacy en cookies
        </a>
      </footer>
      {open ? (
        <Suspense fallback={null}>
          <ProductDialog
            product={open}
            deliver={cart.deliver}
            busy={busy}
            onAdd={(choice) => add(choice, open.name)}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
      <CartWidget
        cart={cart}
        pending={pending}
        busy={busy}
        onQuantity={(position, quantity) => {
          const line = cart.items.find((l) => l.$_id === position);
          sent.current = { kind: "quantity", name: line?.$name ?? "", quantity };
          send({ intent: "update", position, quantity });
        }}
        onClear={() => send({ intent: "clear" })}
      />
    </>
  );
}
