// The buttons of a card, as far as its status allows (the server checks again): advance, register
// payment, move the due time, send a message, print the receipt (or open it), delete (with the
// confirm dialog). Disabled until the page has hydrated.
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { ConfirmLater } from "./confirm-later";
import { cardActions } from "~/domain/board";
import { EDIT_OPTIONS } from "~/domain/time-options";
import { RefundAction } from "./refund-action";
import { useWillAdvance } from "./board-focus";
import { advanceButtonName } from "~/domain/announcements";
import type { BoardCardOrder } from "~/schemas/board-view";
import { lazyPart } from "~/components/lazy-part";
import { DetailsLater } from "./details-later";
import { useHydrated } from "~/components/hydrated";

// "Bericht aan klant" opens onto a form that loads at the first open (decision 101)
const MessageFields = lazyPart(() => import("./message-fields").then((m) => m.MessageFields));

type Answer = { result: "OK" } | { result: "ERROR"; message: string };

export function CardActions({ order }: { order: BoardCardOrder }) {
  const fetcher = useFetcher<Answer>();
  const [confirm, setConfirm] = useState(false);
  const actions = cardActions(order);
  const [intent, setIntent] = useState("");
  const busy = fetcher.state !== "idle";
  const willAdvance = useWillAdvance();
  // before hydration a tap on these would do nothing: they are visibly disabled until then (decision 073)
  const hydrated = useHydrated();
  const post = (body: Record<string, string | number>) => {
    // the buttons stay focusable while busy (aria-disabled): a disabled one drops the focus (decision 074)
    if (busy) return;
    setIntent(String(body.intent));
    fetcher.submit(body, { method: "post", action: `/api/board/${order.id}`, encType: "application/json" });
  };
  const secondary =
    "min-h-11 rounded-full border border-stone-400 px-3 font-semibold text-stone-900 hover:bg-stone-100";

  return (
    // a fieldset disables every button in it at once; role none: no extra group for a screen reader
    <fieldset role="none" disabled={!hydrated} className="mt-auto min-w-0 space-y-2 disabled:opacity-60">
      {fetcher.data?.result === "ERROR" ? (
        <p role="alert" className="font-semibold text-red-800">
          {fetcher.data.message}
        </p>
      ) : null}
      {intent === "print" && !busy && fetcher.data?.result === "OK" ? (
        <p role="status">Bon naar de printer gestuurd.</p>
      ) : null}
      {order.status === "done" && actions.blocked ? <p className="text-amber-900">{actions.blocked}</p> : null}
      {actions.advance ? (
        <button
          type="button"
          aria-disabled={busy || undefined}
          data-advance=""
          // the order's number in the name, its visible word in it too (2.5.3): "Bestelling 6 accepteren"
          aria-label={advanceButtonName(order.number, actions.advance.label)}
          onClick={() => {
            if (busy || !actions.advance) return;
            willAdvance({
              id: order.id,
              number: order.number,
              from: order.status,
              next: actions.advance.next,
              deliver: order.deliver,
            });
            post({ intent: "advance", from: order.status });
          }}
          className="min-h-14 w-full rounded-xl bg-primary px-4 text-xl font-bold text-on-primary aria-disabled:opacity-60"
        >
          {actions.advance.label}
        </button>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {actions.payed && order.paymentMethod !== "ideal" ? (
          <button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => post({ intent: "payed" })}
            className={secondary}
          >
            Betaald
          </button>
        ) : null}
        {/* an iDEAL order paid at the counter after all: say how, for the till */}
        {actions.payed && order.paymentMethod === "ideal"
          ? (["cash", "pin"] as const).map((type) => (
              <button
                key={type}
                type="button"
                aria-disabled={busy || undefined}
                onClick={() => post({ intent: "payed", type })}
                className={secondary}
              >
                {type === "cash" ? "Contant betaald" : "Pin betaald"}
              </button>
            ))
          : null}
        {actions.date ? (
          <label className="flex items-center gap-1 text-sm font-semibold">
            <span className="sr-only">Tijd van bestelling {order.number} verzetten</span>
            <select
              value=""
              disabled={busy}
              onChange={(e) => e.target.value && post({ intent: "date", minutes: Number(e.target.value) })}
              className="min-h-11 rounded-full border border-stone-400 px-2"
            >
              <option value="">Tijd…</option>
              {EDIT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button
          type="button"
          aria-disabled={busy || undefined}
          onClick={() => post({ intent: "print" })}
          className={secondary}
          aria-label={`Bon van bestelling ${order.number} afdrukken`}
        >
          Afdrukken
        </button>
        <Link
          to={`/bon/${order.id}`}
          className={`${secondary} content-center`}
          aria-label={`Bon van bestelling ${order.number} bekijken`}
        >
          Bon
        </Link>
        {actions.delete ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => setConfirm(true)}
            className={`${secondary} text-red-800`}
          >
            Verwijderen
          </button>
        ) : null}
      </div>
      {order.paid && order.paymentMethod === "ideal" ? <RefundAction orderId={order.id} number={order.number} /> : null}
      {actions.message ? (
        <DetailsLater
          summary="Bericht aan klant"
          summaryClassName="cursor-pointer py-3 text-sm font-semibold"
          part={MessageFields}
          props={{ onSend: (message: string) => post({ intent: "message", message }), busy, id: order.id }}
        />
      ) : null}
      <ConfirmLater
        open={confirm}
        text={`Bestelling ${order.number} verwijderen?`}
        successLabel="Verwijderd"
        onConfirm={() => post({ intent: "delete" })}
        onClose={() => setConfirm(false)}
      />
    </fieldset>
  );
}
