// − / + on an order line for staff (capability 'edit'); the server reprices the order, and below
// 1 the line is removed (docs/spec.md §5).
import { useFetcher } from "@remix-run/react";
import { useHydrated } from "~/components/hydrated";

export function ItemQuantity({
  orderId,
  position,
  quantity,
  name,
}: {
  orderId: number;
  position: number;
  quantity: number;
  name: string;
}) {
  const fetcher = useFetcher();
  // disabled until hydration too: a tap before it would do nothing (decision 073)
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle" || !hydrated;
  const set = (q: number) =>
    fetcher.submit(
      { intent: "quantity", position, quantity: q },
      { method: "post", action: `/api/board/${orderId}`, encType: "application/json" },
    );
  const button = "size-9 rounded-full border border-stone-400 text-lg font-bold text-stone-900 disabled:opacity-50";
  return (
    <span className="ml-2 inline-flex items-center gap-1 align-middle">
      <button
        type="button"
        disabled={busy}
        onClick={() => set(quantity - 1)}
        aria-label={`${name}: een minder`}
        className={button}
      >
        −
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => set(quantity + 1)}
        aria-label={`${name}: een meer`}
        className={button}
      >
        +
      </button>
    </span>
  );
}
