// The order's note for the kitchen ("Opmerking bij bestelling"), editable on the card where the
// status has 'edit'. Its form (description-fields.tsx) loads at the first open (decision 101).
import { lazyPart } from "~/components/lazy-part";
import { DetailsLater } from "./details-later";

const DescriptionFields = lazyPart(() => import("./description-fields").then((m) => m.DescriptionFields));

export function DescriptionForm({ orderId, description }: { orderId: number; description: string | null }) {
  return (
    <DetailsLater
      className="text-sm"
      summary="Opmerking bij bestelling"
      summaryClassName="cursor-pointer py-3 font-semibold"
      part={DescriptionFields}
      props={{ orderId, description }}
    />
  );
}
