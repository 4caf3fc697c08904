// "Terugbetalen" on a paid iDEAL order's card: its form (refund-form.tsx) loads when it is first
// opened, not with the board, and stays once loaded, so its request key lives as long as it did
// (decision 101).
import { lazyPart } from "~/components/lazy-part";
import { DetailsLater } from "./details-later";

const RefundForm = lazyPart(() => import("./refund-form").then((m) => m.RefundForm));

export function RefundAction({ orderId, number }: { orderId: number; number: number }) {
  return (
    <DetailsLater
      summary="Terugbetalen"
      summaryClassName="cursor-pointer py-3 text-sm font-semibold"
      part={RefundForm}
      props={{ orderId, number }}
    />
  );
}
