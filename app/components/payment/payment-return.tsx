// The return page of an iDEAL payment (docs/issues/005.md §4): paid → the thank-you sequence (rendered by the
// route); still processing → say so and poll; a problem → docs/spec.md §8's message and a retry that asks
// for a new payment for the same order. Remix's Form: a fetch carries a real Origin header, which
// a native form post does not under helmet's "Referrer-Policy: no-referrer" (Chromium sends null).
import { Form, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { formatEuro } from "~/domain/pricing";

export interface PaymentReturnProps {
  order: { id: number; number: number; amount: number; fee: number; deliver: boolean };
  payment: { state: string; status: string; message: string | null; canRetry: boolean };
  /** Counter methods the host offers for this order's mode, offered beside the retry. */
  switchTo?: Array<"cash" | "pin">;
  /** Why a switch was refused, from the action. */
  refusal?: string | null;
}

const POLL_MS = 2_000;
/** After this many polls an 'open' payment is treated as abandoned: show the message and the retry. */
const PATIENCE = 8;

export function PaymentReturn({ order, payment, switchTo = [], refusal = null }: PaymentReturnProps) {
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  const processing = payment.state === "processing";
  useEffect(() => {
    if (!processing || (payment.status === "open" && polls >= PATIENCE)) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [processing, polls, payment.status, revalidator]);

  const waiting = processing && !(payment.status === "open" && polls >= PATIENCE);
  return (
    <section className="mx-auto max-w-md space-y-4 p-4 text-center" aria-labelledby="payment-title">
      <h1 id="payment-title" className="text-2xl font-extrabold">
        {waiting ? "We verwerken je betaling…" : "Je betaling is niet gelukt"}
      </h1>
      <p>
        Bestelling <strong className="tabular-nums">{order.number}</strong> · {formatEuro(order.amount)}
        {order.fee > 0 ? (
          <span className="block text-sm text-stone-700">inclusief iDEAL-kosten {formatEuro(order.fee)}</span>
        ) : null}
      </p>
      {waiting ? (
        <p role="status" className="rounded-xl bg-stone-100 p-3">
          Even geduld: we wachten op de bevestiging van je bank. Deze pagina ververst vanzelf.
        </p>
      ) : (
        <p role="alert" className="rounded-xl bg-amber-100 p-3 font-semibold text-amber-950">
          {payment.message ?? "Er is iets misgegaan met de betaling. Probeer het nog eens."}
        </p>
      )}
      {!waiting && (payment.canRetry || payment.state === "unrequested") ? (
        <Form method="post" action="/api/payment/request">
          <input type="hidden" name="order" value={order.id} />
          <input type="hidden" name="checkout" value="1" />
          <button
            type="submit"
            className="min-h-12 rounded-full bg-primary px-6 text-lg font-bold text-on-primary shadow"
          >
            Opnieuw betalen met iDEAL
          </button>
        </Form>
      ) : null}
      {!waiting && switchTo.length > 0 ? (
        <CounterChoice orderId={order.id} deliver={order.deliver} methods={switchTo} />
      ) : null}
      {refusal ? (
        <p role="alert" className="font-semibold text-red-800">
          {refusal}
        </p>
      ) : null}
    </section>
  );
}

/** Plain form posts to this page's action: they work without JavaScript too. */
function CounterChoice({
  orderId,
  deliver,
  methods,
}: {
  orderId: number;
  deliver: boolean;
  methods: Array<"cash" | "pin">;
}) {
  const where = deliver ? "bezorging" : "afhalen";
  return (
    <Form method="post" action={`/thanks/${orderId}`} className="flex flex-col items-center gap-2">
      <input type="hidden" name="intent" value="switch" />
      {methods.map((m) => (
        <button
          key={m}
          type="submit"
          name="method"
          value={m}
          className="min-h-12 rounded-full border-2 border-primary px-6 font-semibold text-primary-ink"
        >
          Betaal liever {m === "cash" ? "contant" : "met pin"} bij {where}
        </button>
      ))}
    </Form>
  );
}
