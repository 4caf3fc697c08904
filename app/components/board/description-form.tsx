// The order's note for the kitchen ("Opmerking bij bestelling"), editable on the card where the
// status has 'edit'; an empty text removes it. The server checks the capability again.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { buttonPrimary } from "~/components/ui/classes";
import { Field } from "~/components/ui/field";

type Answer = { result: "OK" } | { result: "ERROR"; message: string };

export function DescriptionForm({ orderId, description }: { orderId: number; description: string | null }) {
  const fetcher = useFetcher<Answer>();
  const [text, setText] = useState(description ?? "");
  const busy = fetcher.state !== "idle";
  const id = `description-${orderId}`;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer py-3 font-semibold">Opmerking bij bestelling</summary>
      <form
        className="mt-2 flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          fetcher.submit(
            { intent: "description", description: text },
            { method: "post", action: `/api/board/${orderId}`, encType: "application/json" },
          );
        }}
      >
        <Field
          id={id}
          label="Opmerking (leeg = geen)"
          error={fetcher.data?.result === "ERROR" ? fetcher.data.message : undefined}
          live="alert"
        >
          {(control) => (
            <textarea
              {...control}
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={500}
              rows={2}
              className="mt-1 w-full rounded-lg border border-stone-400 p-2 text-base"
            />
          )}
        </Field>
        <button type="submit" disabled={busy} className={buttonPrimary}>
          Opmerking opslaan
        </button>
      </form>
    </details>
  );
}
