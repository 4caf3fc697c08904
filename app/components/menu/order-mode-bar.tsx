// Above the menu: open or closed, pickup or delivery, and for delivery the postcode with what
// delivery there costs ("Bezorging naar 3511: € 2,50, gratis vanaf € 25,00") — before checkout.
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useAnnounce } from "~/components/a11y/announce";
import type { RestaurantView } from "~/schemas/menu-view";
import { formatEuro } from "~/domain/pricing";
import type { CartView } from "~/schemas/cart";
import { useHydrated } from "~/components/hydrated";

/** In the zone: what delivery costs and the minimum; outside: why not (the minimum is checked at checkout). */
function zoneText(delivery: CartView["delivery"]): string {
  if (!delivery) return "";
  if (!delivery.inZone) return delivery.problem ?? delivery.summary;
  return delivery.minimum > 0 ? `${delivery.summary} (minimaal ${formatEuro(delivery.minimum)})` : delivery.summary;
}

export function OrderModeBar({ status, cart }: { status: RestaurantView["status"]; cart: CartView }) {
  const fetcher = useFetcher();
  // the mode is sent by a fetcher: disabled (visibly) until the page has hydrated
  const hydrated = useHydrated();
  const [zipcode, setZipcode] = useState(cart.zipcode ?? "");
  const [error, setError] = useState<string | null>(null);
  // the field follows the cart's postcode (the island's, once it is in; another tab's) without a
  // remount: a remount took the focus off "Bekijk" (decision 074)
  useEffect(() => setZipcode(cart.zipcode ?? ""), [cart.zipcode]);
  // "Bekijk"'s answer is said, not only shown under the field
  const announce = useAnnounce();
  const asked = useRef(false);
  useEffect(() => {
    if (!asked.current || fetcher.state !== "idle") return;
    asked.current = false;
    const text = zoneText(cart.delivery);
    if (text) announce(text);
  }, [fetcher.state, cart.delivery, announce]);
  const send = (body: Record<string, unknown>) =>
    fetcher.submit(JSON.stringify(body), { method: "post", action: "/api/cart", encType: "application/json" });
  const submitZip = async (e: React.FormEvent) => {
    e.preventDefault();
    // loaded when a postcode is sent, not with the menu (its JS budget, docs/issues/021.md §7)
    const { validate } = await import("~/domain/validation");
    const message = validate("zipcode", zipcode);
    setError(message);
    if (message) announce(message);
    else {
      asked.current = true;
      send({ intent: "zipcode", zipcode });
    }
  };
  const segment = (active: boolean) =>
    `min-h-11 flex-1 rounded-full px-4 text-sm font-semibold disabled:opacity-50 ${active ? "bg-primary text-on-primary shadow" : "text-stone-700"}`;

  return (
    <section aria-label="Bestelwijze" className="mx-auto max-w-[1000px] space-y-3 px-4 pt-4">
      <p
        role="status"
        className={`rounded-xl px-3 py-2 text-sm font-semibold ${
          status.paused
            ? "bg-red-50 text-red-800"
            : status.open
              ? "bg-green-50 text-green-800"
              : "bg-amber-50 text-amber-900"
        }`}
      >
        {status.text}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex rounded-full bg-stone-200 p-1 sm:w-72" role="group" aria-label="Afhalen of bezorgen">
          <button
            type="button"
            aria-pressed={cart.deliver}
            disabled={!hydrated}
            className={segment(cart.deliver)}
            onClick={() => send({ intent: "mode", deliver: true })}
          >
            Bezorgen
          </button>
          <button
            type="button"
            aria-pressed={!cart.deliver}
            disabled={!hydrated}
            className={segment(!cart.deliver)}
            onClick={() => send({ intent: "mode", deliver: false })}
          >
            Afhalen
          </button>
        </div>
        {cart.deliver ? (
          <form onSubmit={submitZip} className="flex-1">
            <div className="flex gap-2">
              <label htmlFor="mode-zipcode" className="sr-only">
                Postcode
              </label>
              <input
                id="mode-zipcode"
                value={zipcode}
                onChange={(e) => setZipcode(e.target.value)}
                placeholder="Je postcode, bijv. 3511 AB"
                autoComplete="postal-code"
                aria-invalid={error ? true : undefined}
                aria-describedby="mode-zipcode-info"
                className="h-11 min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4"
              />
              <button
                type="submit"
                disabled={!hydrated}
                className="h-11 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold disabled:opacity-50"
              >
                Bekijk
              </button>
            </div>
            <p
              id="mode-zipcode-info"
              className={`mt-1 px-2 text-sm ${error || (cart.delivery && !cart.delivery.inZone) ? "font-semibold text-red-700" : "text-stone-700"}`}
            >
              {error ?? zoneText(cart.delivery)}
            </p>
          </form>
        ) : null}
      </div>
    </section>
  );
}
