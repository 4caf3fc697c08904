// The form behind "Terugbetalen" on a paid iDEAL order's card (refund-action.tsx): euros, default
// what is still refundable, confirmed with the confirm dialog. The request key lives as long as the
// form, so a double press or a retry after the provider did not answer refunds once. Loaded, with its
// confirm dialog, at the first open of "Terugbetalen" and kept from then on (decision 101).
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { centsToEuroInput, parseEuroInput } from "~/domain/euro-input";
import { formatEuro } from "~/domain/pricing";
import { buttonPrimary } from "~/components/ui/classes";
import { Field } from "~/components/ui/field";
import type { Opened } from "./details-later";

type Answer =
  { result: "OK"; refundable?: number; refund?: { refundable: number } } | { result: "ERROR"; message: string };

function newKey(): string {
  return `refund-${crypto.randomUUID()}`;
}

/** `open`: whether "Terugbetalen" is open (what is refundable loads then). */
export function RefundForm({ orderId, number, open }: { orderId: number; number: number } & Opened) {
  const info = useFetcher<Answer>();
  const send = useFetcher<Answer>();
  const [amount, setAmount] = useState("");
  const [key, setKey] = useState(newKey);
  const [confirm, setConfirm] = useState(false);
  const url = `/api/order/${orderId}/refund`;

  useEffect(() => {
    if (open && info.state === "idle" && !info.data) info.load(url);
  }, [open, info, url]);
  const refundable = info.data?.result === "OK" ? (info.data.refundable ?? 0) : null;
  useEffect(() => {
    if (refundable !== null) setAmount(centsToEuroInput(refundable));
  }, [refundable]);
  useEffect(() => {
    if (send.state === "idle" && send.data?.result === "OK") {
      setKey(newKey());
      info.load(url);
    }
    // info/url are stable for this card; only a finished refund should reload
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [send.state, send.data]);

  const cents = parseEuroInput(amount);
  const id = `refund-${orderId}`;
  return (
    <>
      <form
        className="mt-2 flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setConfirm(true);
        }}
      >
        {refundable !== null ? <p className="text-sm">Nog terug te betalen: {formatEuro(refundable)}</p> : null}
        <Field
          id={id}
          label="Bedrag in euro"
          error={send.data?.result === "ERROR" ? send.data.message : undefined}
          live="alert"
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className="mt-1 w-full rounded-lg border border-stone-400 p-2"
            />
          )}
        </Field>
        {send.data?.result === "OK" ? (
          <p role="status" className="font-semibold text-green-900">
            Terugbetaling aangevraagd.
          </p>
        ) : null}
        <button type="submit" disabled={send.state !== "idle" || !cents || refundable === 0} className={buttonPrimary}>
          Terugbetalen
        </button>
      </form>
      <ConfirmDialog
        open={confirm}
        text={`${cents ? formatEuro(cents) : amount} terugbetalen voor bestelling ${number}?`}
        successLabel="Aangevraagd"
        onConfirm={() => send.submit({ amount, key }, { method: "post", action: url, encType: "application/json" })}
        onClose={() => setConfirm(false)}
      />
    </>
  );
}
