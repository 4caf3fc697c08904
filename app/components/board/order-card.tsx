// One order on the board, readable from a metre away: big number and due time, the items with
// their choices and remarks, amount, payment, where it goes, and the buttons its status allows.
import { memo } from "react";
import { discountLabel } from "~/domain/discounts";
import { formatClock } from "~/domain/amsterdam-time";
import { dueSubline } from "~/domain/time-options";
import { paymentStatusLabel } from "~/domain/payment-status";
import { formatEuro } from "~/domain/pricing";
import { isAnonymousPhone } from "~/domain/validation";
import type { BoardCardOrder } from "~/schemas/board-view";
import { CardActions } from "./card-actions";
import { CourierAssign } from "./courier-assign";
import { ItemQuantity } from "./item-quantity";
import { AddProduct } from "./add-product";
import { DescriptionForm } from "./description-form";
import { can } from "~/domain/order-status";
import { addressLines } from "~/domain/address";
import { amountFixed, lateMinutes, waitingLabel } from "~/domain/board";
import { itemDetails, itemName } from "~/domain/receipt";
import { MarketplaceNotes } from "~/components/thuisbezorgd/marketplace-card";

const SOURCES: Record<string, { icon: string; label: string }> = {
  app: { icon: "📱", label: "App" },
  api: { icon: "🔌", label: "Koppeling" },
  internet: { icon: "🌐", label: "Website" },
  phone: { icon: "📞", label: "Telefoon" },
  desk: { icon: "🏪", label: "Balie" },
  thuisbezorgd: { icon: "🛵", label: "Thuisbezorgd" },
};

/**
 * `escalationMinutes`: the restaurant's minutes before a new order is late (docs/issues/033.md §13): its card
 * turns red, says how long it waits, and shows the escalation SMS as soon as it went out.
 */
export function OrderCard({
  order,
  now,
  escalationMinutes = null,
  couriers,
}: {
  order: BoardCardOrder;
  now: Date;
  escalationMinutes?: number | null;
  /** the same array while the couriers stay the same (the board keeps it, decision 112) */
  couriers: ReadonlyArray<{ id: number; name: string }>;
}) {
  const due = new Date(order.due);
  return (
    <CardView
      order={order}
      late={due.getTime() < now.getTime()}
      sub={dueSubline(due, now)}
      waited={lateMinutes(order, now, escalationMinutes)}
      couriers={couriers}
    />
  );
}

/**
 * The card itself, drawn again only when what it shows changed (decision 112): its order, its couriers, or
 * what the clock makes of it (late, "over 12 min", the minutes it waits). The board's clock ticks every 5 s
 * and each live event reloads the board; neither redraws a card that still reads the same.
 */
const CardView = memo(function CardView({
  order,
  late,
  sub,
  waited,
  couriers,
}: {
  order: BoardCardOrder;
  late: boolean;
  sub: string | null;
  waited: number | null;
  couriers: ReadonlyArray<{ id: number; name: string }>;
}) {
  const due = new Date(order.due);
  const source = SOURCES[order.source] ?? { icon: "•", label: order.source };
  const anonymous = isAnonymousPhone(order.phone);
  const editable = can(order.status, "edit") && amountFixed(order) === null;
  const escalations = order.notifications.filter((n) => n.type === "escalation");
  const frame = order.isTest
    ? "border-4 border-dashed border-amber-500 bg-white"
    : waited !== null
      ? "border-4 border-red-700 bg-red-50 ring-4 ring-red-200"
      : "border-stone-300 bg-white";
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      data-order-card={order.id}
      data-late={waited ?? undefined}
      className={`flex h-full flex-col gap-3 rounded-2xl border p-4 shadow-sm ${frame}`}
    >
      {waited !== null ? (
        <p className="-mx-1 rounded-xl bg-red-700 px-3 py-2 text-2xl font-extrabold text-white">
          Niet geaccepteerd — {waitingLabel(waited)}
        </p>
      ) : null}
      <header className="flex items-start justify-between gap-2">
        <div>
          <h2 id={`order-${order.id}`} className="text-3xl font-extrabold">
            <span className="sr-only">Bestelling </span>
            {order.isTest ? (
              <span className="rounded-lg bg-amber-300 px-2 text-amber-950">TEST</span>
            ) : (
              `#${String(order.number)}`
            )}
          </h2>
          {order.isTest ? <p className="font-semibold text-amber-900">Testbestelling — niet maken</p> : null}
          <p className="text-lg font-semibold">{anonymous ? "Anoniem" : (order.customerName ?? "Onbekend")}</p>
        </div>
        <div className="text-right">
          <p className={`text-2xl font-bold ${late ? "text-red-700" : ""}`}>{formatClock(due)}</p>
          {sub ? <p className={`text-lg ${late ? "font-bold text-red-700" : "text-stone-700"}`}>{sub}</p> : null}
        </div>
      </header>
      <p className="text-lg">
        <span role="img" aria-label={source.label} className="mr-2">
          {source.icon}
        </span>
        {order.deliver ? (
          <>
            <strong>Bezorgen</strong>
            {order.address ? `: ${addressLines(order.address).join(", ")}` : null}
          </>
        ) : (
          <strong>Afhalen</strong>
        )}
      </p>
      {escalations.map((n, i) => (
        <p key={i} className="rounded-lg border-2 border-red-700 bg-white p-2 text-lg font-semibold text-red-900">
          {formatClock(new Date(n.createdAt))} SMS aan de eigenaar {n.status === "sent" ? "verstuurd" : "mislukt"}:{" "}
          {n.message}
        </p>
      ))}
      <MarketplaceNotes info={order.marketplace} />
      <ul className="space-y-1 text-xl">
        {order.items.map((item) => (
          <li key={item.position}>
            <span className="font-bold">{item.quantity}×</span> {itemName(item)}
            {editable ? (
              <ItemQuantity orderId={order.id} position={item.position} quantity={item.quantity} name={item.name} />
            ) : null}
            {itemDetails(item).map((line, i) => (
              <span key={i} className="block pl-6 text-base text-stone-700">
                {line}
              </span>
            ))}
          </li>
        ))}
      </ul>
      {editable ? <AddProduct orderId={order.id} number={order.number} deliver={order.deliver} /> : null}
      {order.description ? <p className="rounded-lg bg-amber-100 p-2 text-stone-900">{order.description}</p> : null}
      {can(order.status, "edit") ? <DescriptionForm orderId={order.id} description={order.description} /> : null}
      {order.discount ? (
        <p className="flex justify-between text-base">
          <span>{discountLabel(order.discountName)}</span>
          <span className="tabular-nums">{formatEuro(-order.discount)}</span>
        </p>
      ) : null}
      <p className="flex items-center justify-between text-lg">
        <strong>{formatEuro(order.amount)}</strong>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${order.paid ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
        >
          {order.paid ? "Betaald" : `Niet betaald (${paymentStatusLabel(order.paymentStatus) ?? order.paymentStatus})`}
        </span>
      </p>
      {order.notifications.length > 0 ? (
        <details className="text-sm text-stone-800">
          <summary className="cursor-pointer py-3 font-semibold">Berichten ({order.notifications.length})</summary>
          <ul className="mt-1 space-y-1">
            {order.notifications.map((n, i) => (
              <li key={i}>
                {formatClock(new Date(n.createdAt))}{" "}
                {n.type === "staff" ? "Push aan personeel" : n.method === "push" ? "Push" : "SMS"}{" "}
                {n.status === "sent" ? "verstuurd" : "mislukt"}: {n.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <CourierAssign order={order} couriers={couriers} />
      <CardActions order={order} />
    </article>
  );
});
