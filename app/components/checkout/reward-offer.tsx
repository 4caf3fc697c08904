// "Gratis met je volle stempelkaart": with a full card the customer picks one of the host's reward
// products; the cart service adds it as a € 0,00 line (one per order, a new pick replaces it).
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useMessages } from "~/components/messages";
import type { CartView } from "~/schemas/cart";

type CartAnswer = { result: "OK"; cart: CartView } | { result: "ERROR"; message: string };

export function RewardOffer({ rewards, cart }: { rewards: Array<{ id: number; name: string }>; cart: CartView }) {
  const fetcher = useFetcher<CartAnswer>();
  const { show } = useMessages();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.result === "ERROR")
      show({ text: fetcher.data.message, color: "error" });
  }, [fetcher.state, fetcher.data, show]);
  if (rewards.length === 0) return null;
  const chosen = cart.items.find((i) => i.reward);
  const choose = (productId: number) =>
    fetcher.submit(JSON.stringify({ intent: "reward", productId }), {
      method: "post",
      action: "/api/cart",
      encType: "application/json",
    });
  return (
    <section aria-labelledby="reward-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h2 id="reward-title" className="text-lg font-bold">
        Gratis met je volle stempelkaart
      </h2>
      <p className="mb-3 text-sm text-stone-700">
        {chosen
          ? `${chosen.$name} zit gratis in je bestelling.`
          : "Kies één snack of drankje: dat krijg je gratis bij deze bestelling."}
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Gratis product">
        {rewards.map((r) => {
          const active = Number(chosen?._id) === r.id;
          return (
            <button
              key={r.id}
              type="button"
              aria-pressed={active}
              disabled={fetcher.state !== "idle"}
              onClick={() => choose(r.id)}
              className={`min-h-11 rounded-full border px-4 font-semibold ${active ? "border-primary bg-primary text-on-primary" : "border-stone-300 text-stone-800"}`}
            >
              {r.name}
            </button>
          );
        })}
      </div>
    </section>
  );
}
