// The landing after an order (docs/spec.md §2): a success animation, the stamp reward, the number and the
// ready or delivery time, and the order list; the words follow the order's source.
import { Link } from "@remix-run/react";
import { useRefresh } from "~/components/live/use-refresh";
import { useEffect } from "react";
import { useAnnounce } from "~/components/a11y/announce";
import { mayBeBehind, useLiveChannel } from "~/components/live/use-live";
import { AppWatch } from "~/components/pwa/app-watch";
import { afterHydration } from "~/components/lazy-part";
import { NOTIFY_PLACEHOLDER } from "~/components/push/notify-placeholder";
import { chargeLines } from "~/domain/order-totals";
import { paymentStatusLabel } from "~/domain/payment-status";
import { formatEuro } from "~/domain/pricing";
import { StampCard } from "~/components/stamps/stamp-card";
import { ThanksLoyalty } from "~/components/loyalty/thanks-loyalty";
import { ORDER_NOT_FOUND } from "~/domain/messages";
import type { OrderStatus } from "~/domain/order-status";

// both show nothing until the browser says what it can do: their code loads after hydration (decision 093)
const InstallPrompt = afterHydration(() => import("~/components/pwa/install-prompt").then((m) => m.InstallPrompt));
const NotifyButton = afterHydration(
  () => import("~/components/push/notify-button").then((m) => m.NotifyButton),
  NOTIFY_PLACEHOLDER,
);

const INTRO: Record<string, { title: string; text?: string }> = {
  internet: { title: "Bedankt voor je bestelling!" },
  app: { title: "Bedankt voor je bestelling!" },
  phone: {
    title: "Je telefonische bestelling staat klaar",
    text: "Dit is je bestelling zoals we hem aan de telefoon hebben opgenomen.",
  },
  desk: { title: "Je bestelling aan de balie is ontvangen" },
  thuisbezorgd: {
    title: "Bedankt voor je bestelling via Thuisbezorgd",
    text: "Bestel de volgende keer direct bij ons: geen servicekosten, en je spaart stempels voor een gratis snack.",
  },
  thuisbezorgdII: {
    title: "Fijn dat je weer bij ons bestelt",
    text: "Wist je dat je bij ons direct kunt bestellen? Zo spaar je stempels en betaal je geen servicekosten.",
  },
};

export interface ThankYouProps {
  customerId: number;
  /** When the page's data was read (the server's clock): its first join says it (decision 114). */
  now: string;
  hostName: string;
  source: string;
  stamps: number;
  maxStamps: number;
  favorite: boolean;
  /** null until the order is done; then whether it has been reviewed (docs/issues/020.md §6). */
  review: { done: boolean } | null;
  order: {
    id: number;
    number: number;
    status: OrderStatus;
    due: string;
    /** "18:10", or "vrijdag 27 november 18:10" on another day: said by the server, on the restaurant's clock (the browser's may differ). */
    dueText: string;
    deliver: boolean;
    paymentStatus: string;
    subtotal: number;
    deliveryFee: number;
    fee: number;
    discount: number;
    discountLabel?: string;
    amount: number;
    statusText: string;
    items: Array<{
      position: number;
      name: string;
      subname: string | null;
      quantity: number;
      amount: number;
      details: string[];
    }>;
  };
}

export function NotFoundLanding() {
  return (
    <div className="flex flex-col items-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-bold">{ORDER_NOT_FOUND}</h1>
      <Link to="/" className="rounded-full bg-primary px-6 py-3 font-semibold text-on-primary">
        Naar het menu
      </Link>
    </div>
  );
}

/**
 * A marketplace customer who scanned the code on their receipt (docs/issues/018.md §7, decision 057): the
 * restaurant thanks them and invites them to order directly next time. No order is shown: the
 * address alone proves nothing about who is looking.
 */
export function WinBackLanding({ hostName, source }: { hostName: string; source: string }) {
  const intro = INTRO[source] ?? INTRO.thuisbezorgd;
  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center gap-4 p-6 text-center"
      aria-labelledby="win-back-title"
    >
      <h1 id="win-back-title" className="text-2xl font-bold">
        {intro.title}
      </h1>
      <p className="text-lg">Bestel de volgende keer direct bij {hostName}:</p>
      <ul className="space-y-1 text-left text-lg">
        <li>✓ Geen servicekosten</li>
        <li>✓ Stempels sparen voor een gratis snack</li>
        <li>✓ Je bestelling gaat rechtstreeks naar de keuken</li>
      </ul>
      <Link
        to="/"
        className="min-h-12 content-center rounded-full bg-primary px-8 py-3 text-lg font-semibold text-on-primary"
      >
        Bekijk ons menu
      </Link>
    </section>
  );
}

export function ThankYou({
  customerId,
  now,
  hostName,
  source,
  stamps,
  maxStamps,
  favorite,
  review,
  order,
}: ThankYouProps) {
  const refresh = useRefresh();
  // the order's status changes on the board show here without a reload; the first join reloads only
  // when the server heard this customer's channel since the data was read (decision 114)
  useLiveChannel(
    `customer:${customerId}`,
    (event) => {
      if (mayBeBehind(event)) refresh();
    },
    { since: now },
  );
  const intro = INTRO[source] ?? INTRO.internet;
  const due = order.dueText;
  // the focus lands on the heading after the checkout (decision 074); the number is said with it
  const announce = useAnnounce();
  useEffect(() => {
    announce(`Bestelling ${order.number} is geplaatst`);
  }, [order.number, announce]);
  return (
    <div className="space-y-6 p-4">
      <AppWatch />
      <InstallPrompt />
      <section className="flex flex-col items-center pt-4 text-center" aria-labelledby="thanks-title">
        <svg viewBox="0 0 52 52" width="88" height="88" aria-hidden="true" className="text-green-700">
          <circle
            cx="26"
            cy="26"
            r="24"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            className="[stroke-dasharray:151] [animation:draw_.6s_ease-out_forwards]"
          />
          <path
            d="M15 27l7 7 15-15"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="[stroke-dasharray:40] [stroke-dashoffset:40] [animation:draw_.4s_.5s_ease-out_forwards]"
          />
        </svg>
        <h1 id="thanks-title" className="mt-4 text-2xl font-extrabold" aria-describedby="thanks-number">
          {intro.title}
        </h1>
        {intro.text ? <p className="mt-1 max-w-md text-stone-700">{intro.text}</p> : null}
        <p id="thanks-number" className="mt-4 text-lg">
          Bestelnummer <strong className="text-3xl tabular-nums">{order.number}</strong>
        </p>
        <p className="text-lg">
          {order.deliver ? "We bezorgen rond " : "Klaar om af te halen rond "}
          <strong className="tabular-nums">{due}</strong>
        </p>
        <p className="mt-2 rounded-full bg-stone-200 px-3 py-1 text-sm font-semibold" role="status">
          Status: {order.statusText} · {paymentStatusLabel(order.paymentStatus) ?? order.paymentStatus}
        </p>
        <div className="mt-3">
          <NotifyButton />
        </div>
      </section>

      <StampCard stamps={stamps} maxStamps={maxStamps} />

      <ThanksLoyalty orderId={order.id} hostName={hostName} favorite={favorite} review={review} />

      <section aria-labelledby="list-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
        <h2 id="list-title" className="mb-2 font-bold">
          Je bestelling
        </h2>
        <ul className="divide-y divide-stone-100">
          {order.items.map((i) => (
            <li key={i.position} className="flex justify-between gap-2 py-2 text-sm">
              <span>
                {i.quantity}× {i.name}
                {i.subname ? ` (${i.subname})` : ""}
                {i.details.map((line) => (
                  <span key={line} className="block text-stone-600">
                    {line}
                  </span>
                ))}
              </span>
              <span className="tabular-nums">{formatEuro(i.amount)}</span>
            </li>
          ))}
        </ul>
        {chargeLines(order).map((c) => (
          <p key={c.label} className="flex justify-between border-t border-stone-100 py-1 text-sm">
            <span>{c.label}</span>
            <span className="tabular-nums">{formatEuro(c.amount)}</span>
          </p>
        ))}
        <p className="mt-2 flex justify-between border-t border-stone-200 pt-2 font-bold">
          <span>Totaal</span>
          <span className="tabular-nums">{formatEuro(order.amount)}</span>
        </p>
      </section>
    </div>
  );
}
