// /admin/settings/thuisbezorgd's two cards: the link (the secrets write-only: the page shows the key's
// last 4 and whether a secret is set, never the values) and "test the link" with the webhook address
// to give Thuisbezorgd.
import { Form } from "@remix-run/react";
import { Field, fieldError } from "~/components/settings/settings-page";
import { Answer, button, card, secondary, type FormResult } from "~/components/settings/settings-ui";
import type { ThuisbezorgdLinkView } from "~/schemas/thuisbezorgd-link";

export function ThuisbezorgdLinkForm({ data, result }: { data: ThuisbezorgdLinkView; result: FormResult }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Form method="post" className={card} aria-labelledby="link-title">
        <h2 id="link-title" className="text-xl font-bold">
          Koppeling
        </h2>
        <p className="text-lg font-semibold" data-testid="link-state">
          {data.active
            ? "Staat aan: Thuisbezorgd-bestellingen komen op je bord."
            : "Staat uit: Thuisbezorgd-bestellingen komen niet op je bord."}
        </p>
        {data.simulator ? (
          <p className="rounded-lg bg-amber-100 p-2 text-amber-950">
            Gekoppeld aan de Thuisbezorgd-simulator (alleen in ontwikkeling).
          </p>
        ) : null}
        <input type="hidden" name="intent" value="link" />
        <Field
          label="Restaurant-id bij Thuisbezorgd"
          name="restaurantId"
          defaultValue={data.restaurantId}
          error={fieldError(result, ["link"], "restaurantId")}
          autoComplete="off"
        />
        <Field
          label="API-sleutel"
          name="apiKey"
          type="password"
          autoComplete="off"
          error={fieldError(result, ["link"], "apiKey")}
          hint={
            data.keyLast4 ? `Ingesteld, eindigt op …${data.keyLast4}. Leeg laten om te houden.` : "Nog niet ingesteld."
          }
        />
        <Field
          label="Ondertekengeheim"
          name="secret"
          type="password"
          autoComplete="off"
          error={fieldError(result, ["link"], "secret")}
          hint={data.hasSecret ? "Ingesteld. Leeg laten om te houden." : "Nog niet ingesteld."}
        />
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input type="checkbox" name="active" value="on" defaultChecked={data.active} className="h-6 w-6" />
          Koppeling aan
        </label>
        <Answer result={result} intents={["link"]} />
        <button type="submit" className={button}>
          Opslaan
        </button>
      </Form>
      <section className={card} aria-labelledby="test-title">
        <h2 id="test-title" className="text-xl font-bold">
          Test de koppeling
        </h2>
        <p>Geef Thuisbezorgd dit webhook-adres voor nieuwe bestellingen:</p>
        <p className="break-all rounded-lg bg-stone-100 p-2 font-mono text-sm" data-testid="webhook-url">
          {data.webhookUrl}
        </p>
        {data.offline ? (
          <p role="status" className="rounded-lg bg-amber-100 p-2 font-semibold text-amber-950">
            Thuisbezorgd meldt: {data.offline.reason ?? "restaurant tijdelijk offline"}
          </p>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="test" />
          <button type="submit" className={secondary} disabled={!data.linked}>
            Test de koppeling
          </button>
        </Form>
        <Answer result={result} intents={["test"]} />
      </section>
    </div>
  );
}
