// The cart popup "Mijn winkelwagen" (docs/spec.md §2): the lines with their quantities, the total, and
// Legen (with its confirmation) / Terug / Bestellen. Loaded when the customer first opens it.
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CartLines } from "~/components/cart/cart-lines";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { formatEuro } from "~/domain/pricing";
import type { CartView } from "~/schemas/cart";
import { CART_CLEAR_CONFIRM, CART_EMPTY, CART_TITLE } from "~/domain/messages";

export function CartSheet({
  cart,
  busy,
  onQuantity,
  onClear,
  onClose,
}: {
  cart: CartView;
  busy: boolean;
  onQuantity: (position: number, quantity: number) => void;
  onClear: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [confirm, setConfirm] = useState(false);
  useEffect(() => {
    if (!ref.current?.open) ref.current?.showModal();
  }, []);
  // a line taken out with − takes its buttons with it: the focus goes on to the next line's, or to
  // "Terug" when the cart is empty, never to the page behind (decision 074)
  const back = useRef<HTMLButtonElement>(null);
  const count = cart.items.length;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog?.open || dialog.contains(document.activeElement)) return;
    (dialog.querySelector<HTMLElement>("[aria-label$=': één minder']") ?? back.current)?.focus();
  }, [count]);
  return (
    <>
      <dialog
        ref={ref}
        onClose={onClose}
        aria-labelledby="cart-title"
        className="fixed inset-x-0 bottom-0 top-auto m-0 hidden max-h-[85dvh] open:flex w-full max-w-none flex-col rounded-t-3xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-black/50 sm:left-auto sm:right-4 sm:bottom-4 sm:max-w-[420px] sm:rounded-3xl"
      >
        <h2 id="cart-title" className="border-b border-stone-200 p-4 text-xl font-bold">
          {CART_TITLE}
        </h2>
        <div className="flex-1 overflow-y-auto px-4">
          {cart.items.length === 0 ? (
            <p className="py-10 text-center text-stone-600">{CART_EMPTY}</p>
          ) : (
            <CartLines items={cart.items} busy={busy} onQuantity={onQuantity} />
          )}
        </div>
        <div className="border-t border-stone-200 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <p className="mb-3 flex justify-between text-lg font-bold">
            <span>Totaal</span>
            <span className="tabular-nums">{formatEuro(cart.subtotal)}</span>
          </p>
          {/* wraps at 320 px with wider text spacing rather than scroll sideways (1.4.10, 1.4.12) */}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={cart.items.length === 0}
              onClick={() => setConfirm(true)}
              className="min-h-12 rounded-full px-4 font-semibold text-stone-700 hover:bg-stone-100 disabled:opacity-40"
            >
              Legen
            </button>
            <button
              type="button"
              ref={back}
              onClick={() => ref.current?.close()}
              className="min-h-12 rounded-full border border-stone-300 px-4 font-semibold"
            >
              Terug
            </button>
            {cart.items.length > 0 ? (
              <Link
                to="/order/checkout"
                className="flex min-h-12 flex-1 items-center justify-center rounded-full bg-primary px-4 font-semibold text-on-primary"
              >
                Bestellen
              </Link>
            ) : (
              <span
                aria-disabled="true"
                className="flex min-h-12 flex-1 items-center justify-center rounded-full bg-stone-200 px-4 font-semibold text-stone-600"
              >
                Bestellen
              </span>
            )}
          </div>
        </div>
      </dialog>
      <ConfirmDialog
        open={confirm}
        text={CART_CLEAR_CONFIRM}
        successLabel="Winkelwagen geleegd"
        onConfirm={onClear}
        onClose={() => setConfirm(false)}
      />
    </>
  );
}
