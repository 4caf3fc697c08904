// The form behind "Bericht aan klant" on a card (card-actions.tsx sends it): at least 20 characters.
// Loaded at the first open (decision 101).
import { useState } from "react";
import { buttonPrimary } from "~/components/ui/classes";
import { Field } from "~/components/ui/field";
import type { Opened } from "./details-later";

export function MessageFields({
  onSend,
  busy,
  id,
}: {
  onSend: (message: string) => void;
  busy: boolean;
  id: number;
} & Opened) {
  const [text, setText] = useState("");
  return (
    <form
      className="mt-2 flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSend(text);
        setText("");
      }}
    >
      <Field id={`message-${id}`} label="Bericht (tenminste 20 tekens)">
        {(control) => (
          <textarea
            {...control}
            value={text}
            onChange={(e) => setText(e.target.value)}
            minLength={20}
            maxLength={480}
            className="mt-1 w-full rounded-lg border border-stone-400 p-2"
          />
        )}
      </Field>
      <button type="submit" disabled={busy || text.trim().length < 20} className={buttonPrimary}>
        Versturen
      </button>
    </form>
  );
}
