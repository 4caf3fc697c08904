// The payments part of /admin/settings: methods per mode, and the Mollie key, which is never shown
// back (only its mode and last 4). Plain Remix <Form>s: they work before (or without) JavaScript.
import { Form } from "@remix-run/react";
import { PAYMENT_METHODS, type PaymentMethod } from "~/domain/constants";
import { FormAnswer } from "~/components/form-answer";
import { buttonPrimary, card } from "~/components/ui/classes";
import { Field } from "~/components/ui/field";

type Method = PaymentMethod;

export interface PaymentSettingsFormProps {
  settings: { pickup: Method[]; deliver: Method[]; mollieKey: { mode: "test" | "live"; last4: string } | null };
  result: { intent: string; ok: boolean; message: string; fields?: Record<string, string> } | null;
}

const METHODS = PAYMENT_METHODS;

function Result({ result, intents }: { result: PaymentSettingsFormProps["result"]; intents: string[] }) {
  if (!result || !intents.includes(result.intent)) return null;
  return <FormAnswer answer={result} plain />;
}

function MethodGroup({ mode, legend, chosen }: { mode: "pickup" | "deliver"; legend: string; chosen: Method[] }) {
  return (
    <fieldset className="space-y-1">
      <legend className="font-semibold">{legend}</legend>
      {METHODS.map((m) => (
        <label key={m.value} className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            name={mode}
            value={m.value}
            defaultChecked={chosen.includes(m.value)}
            className="h-5 w-5"
          />
          {m.label}
        </label>
      ))}
    </fieldset>
  );
}

export function PaymentSettingsForm({ settings, result }: PaymentSettingsFormProps) {
  const key = settings.mollieKey;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Form method="post" className={card}>
        <h2 className="text-xl font-bold">Betaalwijzen</h2>
        <input type="hidden" name="intent" value="methods" />
        <div className="flex flex-wrap gap-8">
          <MethodGroup mode="pickup" legend="Bij afhalen" chosen={settings.pickup} />
          <MethodGroup mode="deliver" legend="Bij bezorgen" chosen={settings.deliver} />
        </div>
        <Result result={result} intents={["methods"]} />
        <button type="submit" className={buttonPrimary}>
          Opslaan
        </button>
      </Form>
      <section className={card} aria-labelledby="mollie-title">
        <h2 id="mollie-title" className="text-xl font-bold">
          Mollie
        </h2>
        <p data-testid="mollie-key-status">
          {key ? (
            <>
              Sleutel ingesteld: <strong>{key.mode === "live" ? "live" : "test"}</strong>, eindigt op{" "}
              <strong className="font-mono">{key.last4}</strong>
            </>
          ) : (
            "Geen eigen sleutel ingesteld: betalingen lopen via de sleutel van het platform."
          )}
        </p>
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="mollie-key" />
          <Field id="mollie-key" label={key ? "Nieuwe Mollie-sleutel" : "Mollie-sleutel"}>
            {(control) => (
              <input
                {...control}
                aria-describedby={result?.intent === "mollie-key" ? "mollie-key-result" : undefined}
                name="mollieKey"
                type="password"
                autoComplete="off"
                placeholder="live_…"
                className="mt-1 w-full rounded-lg border-2 border-stone-400 px-3 py-2 focus:border-primary focus:outline-none"
              />
            )}
          </Field>
          <div id="mollie-key-result">
            <Result result={result} intents={["mollie-key"]} />
          </div>
          <button type="submit" className={buttonPrimary}>
            Sleutel opslaan
          </button>
        </Form>
        {key ? (
          <Form method="post">
            <input type="hidden" name="intent" value="mollie-key-delete" />
            <button
              type="submit"
              className="min-h-11 rounded-full border border-stone-400 px-5 font-semibold text-red-800"
            >
              Verwijderen
            </button>
          </Form>
        ) : null}
        <Result result={result} intents={["mollie-key-delete"]} />
      </section>
    </div>
  );
}
