// The forms of /admin/settings/bezorging, out of the route like their siblings (decision 085).
import { Form } from "@remix-run/react";
import { useState } from "react";
import { Field, fieldError, SettingsPage } from "~/components/settings/settings-page";
import { Answer, button, card, secondary, type FormResult } from "~/components/settings/settings-ui";
import type { ZoneView } from "~/schemas/settings-view";

/** The form of one zone; `zone` null: a new one. Errors show on the form that was sent (by its id). */
function ZoneForm({
  zone,
  result,
  sentId,
  onSend,
}: {
  zone: ZoneView | null;
  result: FormResult;
  sentId: string;
  onSend: (id: string) => void;
}) {
  const own = zone ? String(zone.id) : "";
  const mine = sentId === own;
  const err = (name: string) => (mine ? fieldError(result, ["zone"], name) : undefined);
  const key = zone ? `z${zone.id}` : "new";
  return (
    <Form
      method="post"
      className="space-y-3"
      aria-label={zone ? `Bezorggebied ${zone.range}` : "Nieuw bezorggebied"}
      onSubmit={() => onSend(own)}
    >
      <input type="hidden" name="intent" value="zone" />
      <input type="hidden" name="id" value={zone ? zone.id : ""} />
      <div className="grid items-end gap-3 sm:grid-cols-3">
        <Field
          label="Postcodes"
          name="range"
          defaultValue={zone?.range ?? ""}
          error={err("range")}
          placeholder="3500-3599"
          idPrefix={key}
        />
        <Field
          label="Naam (optioneel)"
          name="name"
          idPrefix={key}
          defaultValue={zone?.name ?? ""}
          error={err("name")}
          className="sm:col-span-2"
        />
        <Field
          label="Kosten (€)"
          name="fee"
          idPrefix={key}
          inputMode="decimal"
          defaultValue={zone?.fee ?? "0,00"}
          error={err("fee")}
        />
        <Field
          label="Minimum (€)"
          name="minimum"
          idPrefix={key}
          inputMode="decimal"
          defaultValue={zone?.minimum ?? ""}
          error={err("minimum")}
        />
        <Field
          label="Gratis vanaf (€)"
          name="freeFrom"
          idPrefix={key}
          inputMode="decimal"
          defaultValue={zone?.freeFrom ?? ""}
          error={err("freeFrom")}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 font-semibold">
        <input
          type="checkbox"
          name="active"
          value="on"
          defaultChecked={zone ? zone.active : true}
          className="h-5 w-5"
        />
        Bezorgen in dit gebied
      </label>
      {mine ? <Answer result={result} intents={["zone"]} /> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={button}>
          {zone ? "Opslaan" : "Bezorggebied toevoegen"}
        </button>
        {zone ? (
          // the remove form sits after this one (forms cannot nest); this button submits it
          <button
            type="submit"
            form={`remove-${zone.id}`}
            className={`${secondary} text-red-800`}
            aria-label={`Bezorggebied ${zone.range} verwijderen`}
          >
            Verwijderen
          </button>
        ) : null}
      </div>
    </Form>
  );
}

export function ZonesSettingsForm({
  data,
  result,
}: {
  data: { hostName: string; zones: ZoneView[] };
  result: FormResult;
}) {
  // which zone's form was sent, so its errors show there (without scripts: on the new zone's form)
  const [sentId, setSentId] = useState("");
  return (
    <SettingsPage
      title="Bezorggebieden"
      hostName={data.hostName}
      intro="Waar je bezorgt, op de 4 cijfers van de postcode: één (3511) of van-tot (3500-3599). Elk gebied heeft zijn eigen kosten en minimum."
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <section className={card} aria-labelledby="zones-title">
          <h2 id="zones-title" className="text-xl font-bold">
            Gebieden
          </h2>
          {data.zones.length === 0 ? <p>Nog geen bezorggebieden: klanten kunnen alleen afhalen.</p> : null}
          <Answer result={result} intents={["zone-remove"]} />
          <ul className="space-y-4">
            {data.zones.map((z) => (
              <li key={z.id} className="space-y-2 rounded-lg border border-stone-200 p-3">
                <p className="text-lg font-semibold">{z.summary}</p>
                <ZoneForm zone={z} result={result} sentId={sentId} onSend={setSentId} />
                <Form method="post" id={`remove-${z.id}`} hidden>
                  <input type="hidden" name="intent" value="zone-remove" />
                  <input type="hidden" name="id" value={z.id} />
                </Form>
              </li>
            ))}
          </ul>
        </section>
        <section className={card} aria-labelledby="new-zone-title">
          <h2 id="new-zone-title" className="text-xl font-bold">
            Nieuw gebied
          </h2>
          {/* a new, empty form after each added zone */}
          <ZoneForm key={data.zones.length} zone={null} result={result} sentId={sentId} onSend={setSentId} />
        </section>
      </div>
    </SettingsPage>
  );
}
