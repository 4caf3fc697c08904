// The Kortingen page's form: add a promotion or edit one (what, on what, when, the code, how often),
// each field on the kit's Field (decision 085). Part of /admin/kortingen (docs/issues/020.md §5).
import { Form, Link, useNavigation } from "@remix-run/react";
import { centsToEuroInput } from "~/domain/euro-input";
import { KIND_LABELS, WEEKDAY_LABELS, type Discount } from "~/domain/discounts";
import { FormAnswer } from "~/components/form-answer";
import { box, input, secondary } from "~/components/discounts/looks";
import { buttonPrimaryLarge } from "~/components/ui/classes";
import { Field } from "~/components/ui/field";

export interface DiscountsResult {
  intent: string;
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
}

export interface DiscountRow extends Discount {
  what: string;
  when: string;
}

function valueText(d: Discount | null): string {
  if (!d) return "";
  if (d.kind === "percent") return String(d.value);
  if (d.kind === "amount") return centsToEuroInput(d.value);
  return "";
}

export function DiscountForm({
  tabs,
  groups,
  editing,
  result,
}: {
  tabs: string[];
  groups: string[];
  editing: DiscountRow | null;
  result: DiscountsResult | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const errorOf = (name: string) => (result && !result.ok ? result.fields?.[name] : undefined);
  const d = editing;
  return (
    <section id="korting-form" aria-labelledby="form-title" className={box}>
      <h2 id="form-title" className="text-xl font-bold">
        {d ? `${d.name} bewerken` : "Nieuwe korting"}
      </h2>
      <Form method="post" className="mt-3 grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={d?.id ?? ""} />
        <Field id="name" label="Naam" error={errorOf("name")}>
          {(control) => (
            <input
              name="name"
              required
              maxLength={80}
              defaultValue={d?.name ?? ""}
              placeholder="bijvoorbeeld: Tweede pizza halve prijs"
              className={input}
              {...control}
            />
          )}
        </Field>
        <Field id="kind" label="Soort" error={errorOf("kind")}>
          {(control) => (
            <select name="kind" defaultValue={d?.kind ?? "percent"} className={input} {...control}>
              {Object.entries(KIND_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="value"
          label="Percentage of bedrag"
          hint="Percentage 1–100, of een bedrag als 2,50"
          error={errorOf("value")}
        >
          {(control) => (
            <input name="value" inputMode="decimal" defaultValue={valueText(d)} className={input} {...control} />
          )}
        </Field>
        <Field
          id="minimum"
          label="Minimaal bestelbedrag (€)"
          hint="Leeg: geen minimum. Verplicht bij een gratis artikel."
          error={errorOf("minimum")}
        >
          {(control) => (
            <input
              name="minimum"
              inputMode="decimal"
              defaultValue={d && d.minimum > 0 ? centsToEuroInput(d.minimum) : ""}
              className={input}
              {...control}
            />
          )}
        </Field>
        <Field id="scope" label="Geldt voor" error={errorOf("scope")}>
          {(control) => (
            <select name="scope" defaultValue={d?.scope ?? "order"} className={input} {...control}>
              <option value="order">De hele bestelling</option>
              <option value="tab">Een tab</option>
              <option value="group">Een groep</option>
            </select>
          )}
        </Field>
        <Field id="target" label="Tab of groep" error={errorOf("target")}>
          {(control) => (
            <select name="target" defaultValue={d?.target ?? ""} className={input} {...control}>
              <option value="">—</option>
              <optgroup label="Tabs">
                {tabs.map((t) => (
                  <option key={`t-${t}`} value={t}>
                    {t}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Groepen">
                {groups
                  .filter((g) => !tabs.includes(g))
                  .map((g) => (
                    <option key={`g-${g}`} value={g}>
                      {g}
                    </option>
                  ))}
              </optgroup>
            </select>
          )}
        </Field>
        <fieldset className="md:col-span-2">
          <legend className="font-semibold">Dagen (niets aangevinkt: elke dag)</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {WEEKDAY_LABELS.map((label, i) => (
              <label key={label} className="flex min-h-12 items-center gap-2 rounded-xl px-3 ring-1 ring-stone-300">
                <input
                  type="checkbox"
                  name="weekdays"
                  value={i + 1}
                  defaultChecked={d?.weekdays.includes(i + 1) ?? false}
                  className="h-5 w-5"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <Field id="fromTime" label="Van (tijd)" error={errorOf("fromTime")}>
            {(control) => (
              <input type="time" name="fromTime" defaultValue={d?.fromTime ?? ""} className={input} {...control} />
            )}
          </Field>
          <Field id="untilTime" label="Tot (tijd)" error={errorOf("untilTime")}>
            {(control) => (
              <input type="time" name="untilTime" defaultValue={d?.untilTime ?? ""} className={input} {...control} />
            )}
          </Field>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Field id="startsOn" label="Vanaf datum" error={errorOf("startsOn")}>
            {(control) => (
              <input type="date" name="startsOn" defaultValue={d?.startsOn ?? ""} className={input} {...control} />
            )}
          </Field>
          <Field id="endsOn" label="Tot en met datum" error={errorOf("endsOn")}>
            {(control) => (
              <input type="date" name="endsOn" defaultValue={d?.endsOn ?? ""} className={input} {...control} />
            )}
          </Field>
        </div>
        <Field id="code" label="Kortingscode" hint="Leeg: de korting geldt automatisch." error={errorOf("code")}>
          {(control) => (
            <input
              name="code"
              maxLength={20}
              autoCapitalize="characters"
              defaultValue={d?.code ?? ""}
              className={`${input} font-mono uppercase`}
              {...control}
            />
          )}
        </Field>
        <Field id="maxUses" label="Maximaal aantal keer per klant" hint="Leeg: onbeperkt." error={errorOf("maxUses")}>
          {(control) => (
            <input
              name="maxUses"
              inputMode="numeric"
              defaultValue={d?.maxUsesPerCustomer ?? ""}
              className={input}
              {...control}
            />
          )}
        </Field>
        <label className="flex min-h-12 items-center gap-3 md:col-span-2">
          <input
            type="checkbox"
            name="pickupOnly"
            value="1"
            defaultChecked={d?.pickupOnly ?? false}
            className="h-5 w-5"
          />
          <span className="font-semibold">Alleen bij afhalen</span>
        </label>
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <button type="submit" className={buttonPrimaryLarge} disabled={busy}>
            {d ? "Opslaan" : "Korting toevoegen"}
          </button>
          {d ? (
            <Link to="." className={secondary}>
              Annuleren
            </Link>
          ) : null}
        </div>
        {result && result.intent === "save" ? <FormAnswer answer={result} className="md:col-span-2" /> : null}
      </Form>
    </section>
  );
}
