// /admin/kortingen "Kortingen" (docs/issues/020.md §5): the restaurant's promotions at a glance — what, when,
// the code, on or off — and one form to add or edit one. Built for a tablet at the counter: big
// targets, one column of cards, the form below.
import { Form, Link, useNavigation } from "@remix-run/react";
import { centsToEuroInput } from "~/domain/euro-input";
import { KIND_LABELS, WEEKDAY_LABELS, type Discount } from "~/domain/discounts";
import { FormAnswer } from "~/components/form-answer";
import { buttonPrimaryLarge } from "~/components/ui/classes";

export interface DiscountsResult {
  intent: string;
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
}

interface Row extends Discount {
  what: string;
  when: string;
}

const box = "rounded-2xl bg-white p-4 ring-1 ring-stone-200";
const secondary = "min-h-12 rounded-full px-5 py-2 font-semibold ring-1 ring-stone-400 inline-flex items-center";
const input = "mt-1 block w-full rounded-xl border border-stone-400 p-2 min-h-12";

export function DiscountsScreen({
  discounts,
  tabs,
  groups,
  editing,
  result,
}: {
  discounts: Row[];
  tabs: string[];
  groups: string[];
  editing: Row | null;
  result: DiscountsResult | null;
}) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Kortingen</h1>
      {result && result.intent === "switch" ? <FormAnswer answer={result} /> : null}
      <section aria-labelledby="list-title" className="space-y-3">
        <h2 id="list-title" className="sr-only">
          Alle kortingen
        </h2>
        {discounts.length === 0 ? (
          <p className={box}>Nog geen kortingen. Voeg hieronder de eerste toe.</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {discounts.map((d) => (
              <li key={d.id} className={`${box} ${d.active ? "" : "opacity-75"}`}>
                <div className="flex items-start justify-between gap-2">
                  <h3 className="text-lg font-bold">{d.name}</h3>
                  <span
                    className={`rounded-full px-3 py-1 text-sm font-semibold ${d.active ? "bg-green-100 text-green-900" : "bg-stone-200 text-stone-800"}`}
                  >
                    {d.active ? "Aan" : "Uit"}
                  </span>
                </div>
                <p>{d.what}</p>
                {d.when ? <p className="text-stone-700">{d.when}</p> : null}
                <p className="text-stone-700">
                  {d.code ? (
                    <>
                      Code: <strong className="font-mono">{d.code}</strong>
                    </>
                  ) : (
                    "Automatisch"
                  )}
                  {d.maxUsesPerCustomer ? ` · max. ${d.maxUsesPerCustomer}× per klant` : ""}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link to={`?bewerk=${d.id}#korting-form`} className={secondary}>
                    Bewerken<span className="sr-only"> {d.name}</span>
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value="switch" />
                    <input type="hidden" name="id" value={d.id} />
                    <input type="hidden" name="active" value={d.active ? "0" : "1"} />
                    <button type="submit" className={secondary}>
                      {d.active ? "Uitzetten" : "Aanzetten"}
                      <span className="sr-only"> {d.name}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* a new key after every added promotion: the form starts empty again */}
      <DiscountForm
        key={editing?.id ?? `new-${discounts.length}`}
        tabs={tabs}
        groups={groups}
        editing={editing}
        result={result}
      />
    </div>
  );
}

function FieldError({ result, name }: { result: DiscountsResult | null; name: string }) {
  const message = result && !result.ok ? result.fields?.[name] : undefined;
  return message ? (
    <span id={`${name}-error`} className="mt-1 block font-semibold text-red-800">
      {message}
    </span>
  ) : null;
}

function valueText(d: Discount | null): string {
  if (!d) return "";
  if (d.kind === "percent") return String(d.value);
  if (d.kind === "amount") return centsToEuroInput(d.value);
  return "";
}

function DiscountForm({
  tabs,
  groups,
  editing,
  result,
}: {
  tabs: string[];
  groups: string[];
  editing: Row | null;
  result: DiscountsResult | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const err = (name: string) =>
    result && !result.ok && result.fields?.[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {};
  const d = editing;
  return (
    <section id="korting-form" aria-labelledby="form-title" className={box}>
      <h2 id="form-title" className="text-xl font-bold">
        {d ? `${d.name} bewerken` : "Nieuwe korting"}
      </h2>
      <Form method="post" className="mt-3 grid gap-4 md:grid-cols-2">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={d?.id ?? ""} />
        <label>
          <span className="font-semibold">Naam</span>
          <input
            name="name"
            required
            maxLength={80}
            defaultValue={d?.name ?? ""}
            placeholder="bijvoorbeeld: Tweede pizza halve prijs"
            className={input}
            {...err("name")}
          />
          <FieldError result={result} name="name" />
        </label>
        <label>
          <span className="font-semibold">Soort</span>
          <select name="kind" defaultValue={d?.kind ?? "percent"} className={input} {...err("kind")}>
            {Object.entries(KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <FieldError result={result} name="kind" />
        </label>
        <label>
          <span className="font-semibold">Percentage of bedrag</span>
          <span className="block text-sm text-stone-700">Percentage 1–100, of een bedrag als 2,50</span>
          <input name="value" inputMode="decimal" defaultValue={valueText(d)} className={input} {...err("value")} />
          <FieldError result={result} name="value" />
        </label>
        <label>
          <span className="font-semibold">Minimaal bestelbedrag (€)</span>
          <span className="block text-sm text-stone-700">Leeg: geen minimum. Verplicht bij een gratis artikel.</span>
          <input
            name="minimum"
            inputMode="decimal"
            defaultValue={d && d.minimum > 0 ? centsToEuroInput(d.minimum) : ""}
            className={input}
            {...err("minimum")}
          />
          <FieldError result={result} name="minimum" />
        </label>
        <label>
          <span className="font-semibold">Geldt voor</span>
          <select name="scope" defaultValue={d?.scope ?? "order"} className={input} {...err("scope")}>
            <option value="order">De hele bestelling</option>
            <option value="tab">Een tab</option>
            <option value="group">Een groep</option>
          </select>
          <FieldError result={result} name="scope" />
        </label>
        <label>
          <span className="font-semibold">Tab of groep</span>
          <select name="target" defaultValue={d?.target ?? ""} className={input} {...err("target")}>
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
          <FieldError result={result} name="target" />
        </label>
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
          <label>
            <span className="font-semibold">Van (tijd)</span>
            <input
              type="time"
              name="fromTime"
              defaultValue={d?.fromTime ?? ""}
              className={input}
              {...err("fromTime")}
            />
            <FieldError result={result} name="fromTime" />
          </label>
          <label>
            <span className="font-semibold">Tot (tijd)</span>
            <input
              type="time"
              name="untilTime"
              defaultValue={d?.untilTime ?? ""}
              className={input}
              {...err("untilTime")}
            />
            <FieldError result={result} name="untilTime" />
          </label>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <label>
            <span className="font-semibold">Vanaf datum</span>
            <input
              type="date"
              name="startsOn"
              defaultValue={d?.startsOn ?? ""}
              className={input}
              {...err("startsOn")}
            />
            <FieldError result={result} name="startsOn" />
          </label>
          <label>
            <span className="font-semibold">Tot en met datum</span>
            <input type="date" name="endsOn" defaultValue={d?.endsOn ?? ""} className={input} {...err("endsOn")} />
            <FieldError result={result} name="endsOn" />
          </label>
        </div>
        <label>
          <span className="font-semibold">Kortingscode</span>
          <span className="block text-sm text-stone-700">Leeg: de korting geldt automatisch.</span>
          <input
            name="code"
            maxLength={20}
            autoCapitalize="characters"
            defaultValue={d?.code ?? ""}
            className={`${input} font-mono uppercase`}
            {...err("code")}
          />
          <FieldError result={result} name="code" />
        </label>
        <label>
          <span className="font-semibold">Maximaal aantal keer per klant</span>
          <span className="block text-sm text-stone-700">Leeg: onbeperkt.</span>
          <input
            name="maxUses"
            inputMode="numeric"
            defaultValue={d?.maxUsesPerCustomer ?? ""}
            className={input}
            {...err("maxUses")}
          />
          <FieldError result={result} name="maxUses" />
        </label>
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
