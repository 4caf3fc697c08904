// Every customer message with our wording and a field for the restaurant's own. Each situation is
// its own small form, so saving one never resets the others' half-typed text.
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { MIN_NOTIFICATION_LENGTH } from "~/domain/constants";
import { buttonPrimary } from "~/components/ui/classes";
import { Field } from "~/components/ui/field";

interface Setting {
  id: string;
  type: string;
  sub: string;
  label: string;
  fallback: string;
  custom: string | null;
}

type Answer = { result: "OK"; saved: { id: string; custom: string | null } } | { result: "ERROR"; message: string };

export function TemplateSettings({
  hostName,
  placeholders,
  templates,
}: {
  hostName: string;
  placeholders: ReadonlyArray<{ name: string; meaning: string }>;
  templates: Setting[];
}) {
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">Berichten aan klanten</h1>
      <p className="mb-3 max-w-prose text-stone-800">
        Deze berichten krijgen klanten van {hostName} als push-bericht of sms. Laat een veld leeg om onze tekst te
        gebruiken. Een eigen tekst heeft tenminste {MIN_NOTIFICATION_LENGTH} tekens: kortere berichten worden nooit
        verstuurd.
      </p>
      <section aria-labelledby="placeholders" className="mb-4 rounded-xl bg-stone-100 p-3">
        <h2 id="placeholders" className="font-semibold">
          Invulvelden
        </h2>
        <ul className="flex flex-wrap gap-x-4 text-sm">
          {placeholders.map((p) => (
            <li key={p.name}>
              <code className="font-bold">{p.name}</code> {p.meaning}
            </li>
          ))}
        </ul>
      </section>
      <ul className="grid gap-4 lg:grid-cols-2">
        {templates.map((t) => (
          <li key={t.id}>
            <TemplateForm setting={t} />
          </li>
        ))}
      </ul>
    </>
  );
}

function TemplateForm({ setting }: { setting: Setting }) {
  const fetcher = useFetcher<Answer>();
  const [text, setText] = useState(setting.custom ?? "");
  const busy = fetcher.state !== "idle";
  const field = `template-${setting.id.replace("/", "-")}`;
  const answer = busy ? undefined : fetcher.data;
  return (
    <fetcher.Form method="post" className="flex h-full flex-col gap-2 rounded-2xl border border-stone-300 bg-white p-4">
      <input type="hidden" name="type" value={setting.type} />
      <input type="hidden" name="sub" value={setting.sub} />
      <Field
        id={field}
        label={setting.label}
        hint={`Onze tekst: ${setting.fallback}`}
        error={answer?.result === "ERROR" ? answer.message : undefined}
        live="alert"
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={480}
            rows={3}
            placeholder="Leeg: onze tekst"
            className="mt-2 w-full rounded-lg border border-stone-400 p-2"
          />
        )}
      </Field>
      {answer?.result === "OK" ? (
        <p role="status" className="font-semibold text-green-900">
          {answer.saved.custom ? "Opgeslagen" : "Terug naar onze tekst"}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={`${buttonPrimary} mt-auto self-start`}>
        Opslaan
      </button>
    </fetcher.Form>
  );
}
