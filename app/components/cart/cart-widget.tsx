// The cart widget (docs/spec.md §2): a floating button with the count that pulses for 1 s on change, and
// a bottom popup "Mijn winkelwagen" (cart-sheet.tsx, loaded after the page is interactive).
import { Suspense, useEffect, useRef, useState } from "react";
import { lazyPart, prefetch } from "~/components/lazy-part";
import type { CartView } from "~/schemas/cart";
import { CART_PULSE_MS, PREFETCH_IDLE_MS } from "~/domain/constants";
import { formatEuro } from "~/domain/pricing";
import { CART_TITLE } from "~/domain/messages";
import { useHydrated } from "~/components/hydrated";

function CartIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="20" r="1.4" />
      <circle cx="17" cy="20" r="1.4" />
    </svg>
  );
}

/** Other parts of the page (e.g. "Opnieuw bestellen") open the cart without owning its state. */
export const OPEN_CART_EVENT = "bestelinfo:open-cart";

const loadSheet = () => import("~/components/cart/cart-sheet").then((m) => m.CartSheet);
const CartSheet = lazyPart(loadSheet);

export function CartWidget({
  cart,
  pending,
  busy,
  onQuantity,
  onClear,
}: {
  cart: CartView;
  /** the cached shell before this visitor's cart is in: no count rather than a wrong one (decision 054) */
  pending: boolean;
  busy: boolean;
  onQuantity: (position: number, quantity: number) => void;
  onClear: () => void;
}) {
  const [sheet, setSheet] = useState(false);
  const [pulse, setPulse] = useState(false);
  // the shell's count is nobody's: the island's first count is no change to pulse for
  const previous = useRef<number | null>(pending ? null : cart.count);
  useEffect(() => {
    if (pending) return;
    if (previous.current === null) previous.current = cart.count;
    if (previous.current === cart.count) return;
    previous.current = cart.count;
    setPulse(true);
    const t = setTimeout(() => setPulse(false), CART_PULSE_MS);
    return () => clearTimeout(t);
  }, [cart.count, pending]);

  useEffect(() => {
    const open = () => setSheet(true);
    window.addEventListener(OPEN_CART_EVENT, open);
    const t = setTimeout(() => prefetch(loadSheet), PREFETCH_IDLE_MS);
    return () => {
      window.removeEventListener(OPEN_CART_EVENT, open);
      clearTimeout(t);
    };
  }, []);

  // the sheet is JavaScript: disabled (visibly) until the page has hydrated (docs/issues/033.md §5)
  const hydrated = useHydrated();
  const label = cart.count === 1 ? "1 artikel" : `${cart.count} artikelen`;
  return (
    <>
      <button
        type="button"
        onClick={() => setSheet(true)}
        disabled={!hydrated}
        aria-label={pending ? CART_TITLE : `${CART_TITLE}: ${label}, ${formatEuro(cart.subtotal)}`}
        className={`fixed bottom-4 right-4 z-40 flex h-14 items-center gap-2 rounded-full bg-primary px-5 font-semibold text-on-primary shadow-xl transition-transform disabled:opacity-50 ${
          pulse ? "animate-[pulse_1s_ease-in-out] scale-110" : ""
        }`}
      >
        <CartIcon />
        <span className="min-w-6 rounded-full bg-white px-2 text-center text-sm font-bold text-stone-900 tabular-nums">
          {pending ? "" : cart.count}
        </span>
        {cart.count > 0 ? <span className="tabular-nums">{formatEuro(cart.subtotal)}</span> : null}
      </button>

      {sheet ? (
        <Suspense fallback={null}>
          <CartSheet
            cart={cart}
            busy={busy}
            onQuantity={onQuantity}
            onClear={onClear}
            onClose={() => setSheet(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
