// "Terugbetalen" on a paid iDEAL order's card: its form (refund-form.tsx) loads when it is first
// opened, not with the board (decision 101), and stays once loaded, so its request key lives as long
// as it did. Offline before it was loaded, the page says so and "Terugbetalen" closes again (088).
import { Suspense, useEffect, useRef, useState } from "react";
import { lazyPart } from "~/components/lazy-part";

const RefundForm = lazyPart(() => import("./refund-form").then((m) => m.RefundForm));

export function RefundAction({ orderId, number }: { orderId: number; number: number }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // opened before the page hydrated: the toggle came before React listened
  useEffect(() => {
    if (ref.current?.open) {
      setOpen(true);
      setLoaded(true);
    }
  }, []);
  return (
    <details
      ref={ref}
      onToggle={(e) => {
        const now = e.currentTarget.open;
        setOpen(now);
        if (now) setLoaded(true);
      }}
    >
      <summary className="cursor-pointer py-3 text-sm font-semibold">Terugbetalen</summary>
      {loaded ? (
        <Suspense fallback={null}>
          <RefundForm
            orderId={orderId}
            number={number}
            open={open}
            onClose={() => {
              if (ref.current) ref.current.open = false;
              setLoaded(false);
            }}
          />
        </Suspense>
      ) : null}
    </details>
  );
}
