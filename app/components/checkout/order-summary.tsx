// The checkout's running total: lines, delivery, the iDEAL fee as its own line, total.
import type { CartView } from "~/schemas/cart";
import type { DiscountView } from "~/schemas/discounts";
import { formatEuro, paymentFee } from "~/domain/pricing";
import { checkoutTotal } from "~/domain/confirmed-total";

export function OrderSummary({
  cart,
  deliver,
  payment,
  discount = null,
}: {
  cart: CartView;
  deliver: boolean;
  payment: string;
  discount?: DiscountView | null;
}) {
  const delivery = deliver && cart.delivery?.inZone ? cart.delivery.fee : 0;
  const fee = paymentFee(payment);
  const off = discount?.amount ?? 0;
  return (
    <section aria-labelledby="summary-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h2 id="summary-title" className="mb-2 text-lg font-bold">
        Je bestelling
      </h2>
      <ul className="divide-y divide-stone-100 text-sm">
        {cart.items.map((item) => (
          <li key={item.$_id} className="flex justify-between gap-2 py-2">
            <span>
              {item.$quantity}× {item.$name}
              {item.$subname ? <span className="text-stone-600"> ({item.$subname})</span> : null}
            </span>
            <span className="tabular-nums">
              {item.reward ? `Gratis ${formatEuro(0)}` : formatEuro(item.$amount ?? 0)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-stone-200 pt-2 text-sm">
        <div className="flex justify-between">
          <dt>Subtotaal</dt>
          <dd className="tabular-nums">{formatEuro(cart.subtotal)}</dd>
        </div>
        {deliver ? (
          <div className="flex justify-between">
            <dt>Bezorgkosten</dt>
            <dd className="tabular-nums">{cart.delivery?.inZone ? formatEuro(delivery) : "—"}</dd>
          </div>
        ) : null}
        {fee > 0 ? (
          <div className="flex justify-between">
            <dt>iDEAL-transactiekosten</dt>
            <dd className="tabular-nums">{formatEuro(fee)}</dd>
          </div>
        ) : null}
        {discount && off > 0 ? (
          <div className="flex justify-between font-semibold text-green-900">
            <dt>{discount.label}</dt>
            <dd className="tabular-nums">{formatEuro(-off)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between pt-1 text-base font-bold">
          <dt>Totaal</dt>
          <dd className="tabular-nums">{formatEuro(checkoutTotal({ cart, deliver, payment, discount }))}</dd>
        </div>
      </dl>
      {deliver && cart.delivery ? (
        <p className={`mt-2 text-sm ${cart.delivery.problem ? "font-semibold text-red-700" : "text-stone-600"}`}>
          {cart.delivery.problem ?? cart.delivery.summary}
        </p>
      ) : null}
    </section>
  );
}
