// The staff's note about a customer at this restaurant (allergies, "belt altijd voor 18:00"), with
// who changed it last and when. Saved with a fetcher so the page does not jump.
// <NoteForm customerId={7} note={{ text: "", modified: null, modifiedBy: null }} />
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { NOTE_MAX_LENGTH } from "~/domain/customers";
import { buttonPrimary } from "~/components/ui/classes";
import { Field } from "~/components/ui/field";

type When = { iso: string; label: string; title: string } | null;
type Note = { text: string; modified: When; modifiedBy: string | null };
type Answer = { result: "OK"; note: Note } | { result: "ERROR"; message: string };

export function NoteForm({ customerId, note }: { customerId: number; note: Note }) {
  const fetcher = useFetcher<Answer>();
  const [text, setText] = useState(note.text);
  const busy = fetcher.state !== "idle";
  const answer = busy ? undefined : fetcher.data;
  const shown = answer?.result === "OK" ? answer.note : note;
  return (
    <section aria-labelledby="note" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <fetcher.Form method="post" action={`/customers/${customerId}`} className="flex h-full flex-col gap-2">
        <h2 id="note" className="font-bold">
          Notitie
        </h2>
        {/* the heading says it; the label is the textarea's name for screen readers */}
        <Field
          id="customer-note"
          label="Notitie"
          labelHidden
          hint='Alleen voor medewerkers van dit restaurant, bijvoorbeeld allergieën of "belt altijd voor 18:00".'
          error={answer?.result === "ERROR" ? answer.message : undefined}
          live="alert"
        >
          {(control) => (
            <>
              <textarea
                {...control}
                aria-describedby={`${control["aria-describedby"]} customer-note-modified`}
                name="note"
                value={text}
                onChange={(e) => setText(e.target.value)}
                maxLength={NOTE_MAX_LENGTH}
                rows={4}
                className="mt-2 w-full rounded-lg border border-stone-400 p-2"
              />
              <p id="customer-note-modified" className="text-sm text-stone-700">
                {shown.modified ? (
                  <>
                    Gewijzigd <time dateTime={shown.modified.iso}>{shown.modified.title}</time>
                    {shown.modifiedBy ? ` door ${shown.modifiedBy}` : ""}
                  </>
                ) : (
                  "Nog geen notitie."
                )}
              </p>
            </>
          )}
        </Field>
        {answer?.result === "OK" ? (
          <p role="status" className="font-semibold text-green-900">
            Notitie opgeslagen
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={`${buttonPrimary} mt-auto self-start`}>
          Notitie opslaan
        </button>
      </fetcher.Form>
    </section>
  );
}
