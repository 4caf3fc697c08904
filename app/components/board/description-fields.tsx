// The form behind "Opmerking bij bestelling" (description-form.tsx): the order's note for the kitchen;
// an empty text removes it. The server checks the capability again. Loaded at the first open (decision 101).
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { buttonPrimary } from "~/components/ui/classes";
import { Field } from "~/components/ui/field";
import type { Opened } from "./details-later";

type Answer = { result: "OK" } | { result: "ERROR"; message: string };

export function DescriptionFields({
  orderId,
  description,
}: {
  orderId: number;
  description: string | null;
} & Opened) {
  const fetcher = useFetcher<Answer>();
  const [text, setText] = useState(description ?? "");
  const busy = fetcher.state !== "idle";
  const id = `description-${orderId}`;
  return (
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
  );
}
