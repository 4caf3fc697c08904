// The forms of /admin/settings/bestellen, out of the route like their siblings (decision 085).
import { Form } from "@remix-run/react";
import { Field, fieldError, SettingsPage } from "~/components/settings/settings-page";
import { Answer, button, card, type FormResult } from "~/components/settings/settings-ui";
import { PAUSE_TEXT } from "~/domain/host-settings";
import { buttonDanger } from "~/components/ui/classes";
import type { OrderingView } from "~/schemas/settings-view";

export function OrderingSettingsForm({ data, result }: { data: OrderingView; result: FormResult }) {
  const products = data.stampReward.products;
  return (
    <SettingsPage title="Bestellen" hostName={data.hostName}>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className={`${card} ${data.pause.on ? "border-red-700 bg-red-50" : ""}`} aria-labelledby="pause-title">
          <h2 id="pause-title" className="text-xl font-bold">
            {PAUSE_TEXT}
          </h2>
          {data.pause.on ? (
            <>
              <p className="text-lg font-semibold text-red-900" data-testid="pause-status">
                Klanten kunnen nu niet bestellen{data.pause.until ? ` (tot ${data.pause.until})` : ""}.
                {data.pause.reason ? ` ${data.pause.reason}` : ""}
              </p>
              <Form method="post">
                <input type="hidden" name="intent" value="resume" />
                <button type="submit" className={button}>
                  Weer bestellingen aannemen
                </button>
              </Form>
            </>
          ) : (
            <Form method="post" className="space-y-3">
              <p>Te druk, of de oven kapot? Zet bestellen even stil. Je menu laat het de klant zien.</p>
              <input type="hidden" name="intent" value="pause" />
              <Field
                label="Reden (optioneel)"
                name="reason"
                error={fieldError(result, ["pause"], "reason")}
                placeholder="Het is erg druk in de keuken"
              />
              <Field
                label="Tot (optioneel)"
                name="until"
                type="time"
                error={fieldError(result, ["pause"], "until")}
                hint="Daarna neem je vanzelf weer bestellingen aan."
              />
              <button type="submit" className={buttonDanger}>
                Pauzeer bestellingen
              </button>
            </Form>
          )}
          <Answer result={result} intents={["pause", "resume"]} />
        </section>
        <Form method="post" className={card} aria-labelledby="escalation-title">
          <h2 id="escalation-title" className="text-xl font-bold">
            Sms bij liggende bestelling
          </h2>
          <p>Staat een nieuwe bestelling te lang zonder dat iemand hem accepteert, dan krijgt dit nummer een sms.</p>
          <input type="hidden" name="intent" value="escalation" />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label="Na minuten"
              name="minutes"
              inputMode="numeric"
              defaultValue={data.escalation.minutes}
              error={fieldError(result, ["escalation"], "minutes")}
              hint="Leeg: geen sms."
            />
            <Field
              label="Mobiel nummer"
              name="adminPhone"
              type="tel"
              inputMode="tel"
              defaultValue={data.escalation.adminPhone}
              error={fieldError(result, ["escalation"], "adminPhone")}
              placeholder="0612345678"
            />
          </div>
          <Answer result={result} intents={["escalation"]} />
          <button type="submit" className={button}>
            Opslaan
          </button>
        </Form>
        <Form method="post" className={card} aria-labelledby="stamps-title">
          <h2 id="stamps-title" className="text-xl font-bold">
            Stempelkaart
          </h2>
          <p>Wat een klant mag kiezen bij een volle kaart (10 stempels).</p>
          <input type="hidden" name="intent" value="stamp-reward" />
          {products.length === 0 ? <p>Nog geen producten op je menu.</p> : null}
          <fieldset className="max-h-80 overflow-y-auto">
            <legend className="sr-only">Beloning</legend>
            {products.map((p) => (
              <label key={p.id} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name="productId"
                  value={p.id}
                  defaultChecked={data.stampReward.chosen.includes(p.id)}
                  className="h-5 w-5"
                />
                {p.name} <span className="text-sm text-stone-700">({p.tab})</span>
              </label>
            ))}
          </fieldset>
          <Answer result={result} intents={["stamp-reward"]} />
          <button type="submit" className={button}>
            Beloning opslaan
          </button>
        </Form>
        <Form method="post" className={card} aria-labelledby="marketplace-title">
          <h2 id="marketplace-title" className="text-xl font-bold">
            Marktplaats
          </h2>
          <input type="hidden" name="intent" value="marketplace" />
          <label className="flex min-h-11 items-center gap-2 font-semibold">
            <input type="checkbox" name="sync" value="on" defaultChecked={data.marketplaceSync} className="h-5 w-5" />
            Menu en bestellingen koppelen met de marktplaats
          </label>
          <p className="text-sm text-stone-700">Geldt voor je hele organisatie. De koppeling zelf volgt later.</p>
          <Answer result={result} intents={["marketplace"]} />
          <button type="submit" className={button}>
            Opslaan
          </button>
        </Form>
      </div>
    </SettingsPage>
  );
}
