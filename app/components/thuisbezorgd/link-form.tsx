// /admin/settings/thuisbezorgd's two cards (decision 064): the link (the secrets write-only: the page
// shows the key's last 4 and whether a secret is set, never the values), and every address JET Connect
// needs with a copy button, the last call Thuisbezorgd refused, and "Test de koppeling".
import { Form } from "@remix-run/react";
import { useState } from "react";
import { Field, fieldError } from "~/components/settings/settings-page";
import { Answer, button, card, secondary, type FormResult } from "~/components/settings/settings-ui";
import { Field as UiField } from "~/components/ui/field";
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
        {data.canStoreSecrets ? null : (
          <p role="alert" className="rounded-lg bg-red-100 p-2 font-semibold text-red-900">
            Sleutels kunnen nu niet veilig worden bewaard: op de server ontbreekt de versleutelingssleutel
            (ENCRYPTION_KEY). Vraag de beheerder van Bestelinfo om die in te stellen.
          </p>
        )}
        <input type="hidden" name="intent" value="link" />
        <Field
          label="Locatie-id bij Thuisbezorgd (posLocationId)"
          hint="Zoals Thuisbezorgd je restaurant in elke bestelling noemt; een bestelling voor een andere locatie wordt geweigerd."
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
          Adressen voor Thuisbezorgd
        </h2>
        <p>Geef Thuisbezorgd (JET Connect) deze adressen, samen met je API-sleutel en ondertekengeheim:</p>
        <ul className="space-y-2" data-testid="webhook-urls">
          {data.webhookUrls.map((u, i) => (
            <li key={u.url}>
              <CopyField id={`jet-url-${String(i)}`} label={u.label} value={u.url} />
            </li>
          ))}
        </ul>
        {data.problem ? (
          <p role="alert" className="rounded-lg bg-red-100 p-2 font-semibold text-red-900" data-testid="jet-problem">
            {data.problem.text}. Controleer de locatie-id en de API-sleutel; de volgende geslaagde oproep haalt deze
            melding weg.
          </p>
        ) : null}
        {data.offline ? (
          <p role="status" className="rounded-lg bg-amber-100 p-2 font-semibold text-amber-950">
            Thuisbezorgd meldt: {data.offline.reason ?? "restaurant tijdelijk offline"}
          </p>
        ) : null}
        <h3 className="text-lg font-bold">Test de koppeling</h3>
        <p className="text-stone-800">
          Stuurt een testbestelling zoals Thuisbezorgd die stuurt, ondertekend met je sleutel en geheim, naar het adres
          voor nieuwe bestellingen. Ze wordt gelezen maar niet op je bord gezet en niet aan Thuisbezorgd gemeld. Of
          Thuisbezorgd zelf dezelfde sleutel en adressen heeft, zie je bij de eerste echte bestelling.
        </p>
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

/** An address to give Thuisbezorgd: selectable text and a button that copies it. */
function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  return (
    <div className="grid gap-1">
      <UiField id={id} label={label} className="grid gap-1">
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              readOnly
              value={value}
              className="min-h-11 w-full rounded-lg border border-stone-300 bg-stone-100 px-2 font-mono text-sm"
              onFocus={(e) => e.currentTarget.select()}
            />
            <button
              type="button"
              className={secondary}
              aria-label={`Kopieer: ${label}`}
              onClick={() => {
                navigator.clipboard.writeText(value).then(
                  () => setCopied("yes"),
                  () => setCopied("no"),
                );
              }}
            >
              Kopieer
            </button>
          </div>
        )}
      </UiField>
      <span role="status" className="text-sm text-stone-700">
        {copied === "yes" ? "Gekopieerd." : copied === "no" ? "Kopiëren lukte niet; selecteer het adres zelf." : ""}
      </span>
    </div>
  );
}
