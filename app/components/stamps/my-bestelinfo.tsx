// "Mijn Bestelinfo" for a logged-in customer. On a restaurant: the stamp card and the recent orders
// with "Opnieuw bestellen" (the cart service re-prices the lines, then the cart opens), below the menu,
// and a line in the banner's top that leads there (decision 099: nothing of hers pushes the menu). On
// the platform: every card and order, each linking to its restaurant.
import { useFetcher } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useAnnounce } from "~/components/a11y/announce";
import { useMessages } from "~/components/messages";
import { StampCard } from "~/components/stamps/stamp-card";
import { OPEN_CART_EVENT } from "~/components/cart/cart-widget";
import { myOrderHeading } from "~/domain/customers";
import { formatEuro } from "~/domain/pricing";
import type { CartView } from "~/schemas/cart";
import type { MyBestelinfo, MyOrderView } from "~/schemas/my-bestelinfo-view";

type CartAnswer = { result: "OK"; cart: CartView } | { result: "ERROR"; message: string };

function Heading({ firstName }: { firstName: string | null }) {
  return (
    // scroll-mt: below the sticky header and the menu's tab bar when the banner's line leads here
    <h2 id="mijn-bestelinfo" className="scroll-mt-32 text-2xl font-extrabold">
      Mijn Bestelinfo{firstName ? <span className="font-semibold text-stone-700"> · Hoi {firstName}</span> : null}
    </h2>
  );
}

function OrderLine({ order, children }: { order: MyOrderView & { hostName?: string }; children: ReactNode }) {
  // the restaurant and the date first: the day's number alone says little (every day has a 1)
  const heading = myOrderHeading(order);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-semibold">{heading.title}</p>
        <p className="text-sm text-stone-700">
          {heading.number} · {order.status} · <span className="tabular-nums">{formatEuro(order.amount)}</span>
        </p>
      </div>
      {children}
    </li>
  );
}

function ReorderButton({ order }: { order: MyOrderView }) {
  const fetcher = useFetcher<CartAnswer>();
  const { show } = useMessages();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.result === "ERROR") {
      show({ text: fetcher.data.message, color: "error" });
      return;
    }
    for (const notice of fetcher.data.cart.notices ?? []) show({ text: notice, color: "secondary" });
    // the loaders have revalidated by now, so the cart that opens holds the new lines
    window.dispatchEvent(new Event(OPEN_CART_EVENT));
  }, [fetcher.state, fetcher.data, show]);
  const busy = fetcher.state !== "idle";
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={`Bestelling ${order.number} opnieuw bestellen`}
      onClick={() =>
        fetcher.submit(JSON.stringify({ intent: "reorder", orderId: order.id }), {
          method: "post",
          action: "/api/cart",
          encType: "application/json",
        })
      }
      className="min-h-11 rounded-full bg-primary px-4 text-sm font-semibold text-on-primary disabled:opacity-60"
    >
      {busy ? "Bezig…" : "Opnieuw bestellen"}
    </button>
  );
}

export function MyBestelinfoPanel({ mine }: { mine: MyBestelinfo }) {
  return (
    <section aria-labelledby="mijn-bestelinfo" className="mx-auto max-w-[1000px] space-y-4 px-4 py-6">
      <Heading firstName={mine.firstName} />
      {mine.kind === "host" ? <HostPanel mine={mine} /> : <PlatformPanel mine={mine} />}
      <p>
        <a href="/mijn-gegevens" className="font-semibold text-primary-ink underline underline-offset-4">
          Mijn gegevens
        </a>{" "}
        <span className="text-stone-700">· wat we over je bewaren, downloaden of je account verwijderen</span>
      </p>
    </section>
  );
}

/**
 * The banner's line for a customer at a restaurant: her stamps, and the way to her panel below the menu.
 * It lies over the banner's empty top (absolutely placed by RestaurantHome), so it moves nothing when
 * it comes in after hydration (decision 099); screen readers hear it come, as a sighted user sees it.
 */
export function MyBestelinfoLine({ mine }: { mine: Extract<MyBestelinfo, { kind: "host" }> }) {
  const announce = useAnnounce();
  const stamps = mine.full ? "je kaart is vol" : `${mine.stamps} van ${mine.maxStamps} stempels`;
  useEffect(() => {
    announce(`Mijn Bestelinfo: ${stamps}. Je stempelkaart en je laatste bestellingen staan onder de menukaart.`);
  }, [announce, stamps]);
  return (
    <a
      href="#mijn-bestelinfo"
      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/95 px-4 text-sm font-semibold text-stone-900 shadow ring-1 ring-black/10 hover:bg-white"
    >
      <span>
        Mijn Bestelinfo <span className="font-normal text-stone-700">· {stamps}</span>
      </span>
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 shrink-0 fill-current">
        <path d="M8 12.5 2.5 7l1.4-1.4L7 8.7V2h2v6.7l3.1-3.1L13.5 7z" />
      </svg>
    </a>
  );
}

function HostPanel({ mine }: { mine: Extract<MyBestelinfo, { kind: "host" }> }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <StampCard
        stamps={mine.stamps}
        maxStamps={mine.maxStamps}
        level={3}
        footer={
          mine.full ? (
            <p className="text-sm text-stone-700">
              Je kaart is vol: kies bij het afrekenen een gratis snack of drankje.
            </p>
          ) : undefined
        }
      />
      <section aria-labelledby="recent-orders" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
        <h3 id="recent-orders" className="font-bold">
          Je laatste bestellingen
        </h3>
        {mine.orders.length === 0 ? (
          <p className="py-2 text-sm text-stone-700">Je hebt hier nog niet besteld.</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {mine.orders.map((o) => (
              <OrderLine key={o.id} order={o}>
                <ReorderButton order={o} />
              </OrderLine>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function PlatformPanel({ mine }: { mine: Extract<MyBestelinfo, { kind: "platform" }> }) {
  if (mine.cards.length === 0 && mine.orders.length === 0) {
    return <p className="text-stone-700">Je hebt nog nergens besteld. Kies hieronder een restaurant om te beginnen.</p>;
  }
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Je stempelkaarten">
        {mine.cards.map((c) => (
          <li key={c.hostId}>
            <StampCard
              stamps={c.stamps}
              maxStamps={mine.maxStamps}
              level={3}
              title={
                <a href={c.href} className="text-primary-ink underline underline-offset-2">
                  {c.hostName}
                </a>
              }
            />
          </li>
        ))}
      </ul>
      {mine.orders.length > 0 ? (
        <section aria-labelledby="recent-orders" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <h3 id="recent-orders" className="font-bold">
            Je laatste bestellingen
          </h3>
          <ul className="divide-y divide-stone-100">
            {mine.orders.map((o) => (
              <OrderLine key={o.id} order={o}>
                <a
                  href={o.href}
                  className="min-h-11 content-center rounded-full border border-stone-300 px-4 text-sm font-semibold"
                >
                  Naar {o.hostName}
                </a>
              </OrderLine>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
