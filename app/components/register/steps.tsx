// The steps of /register after the phone: restaurant, opening hours, pickup/delivery, payment,
// starter menu. All stay in the one <form> (hidden when not current) so the last step posts them all.
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Field, FieldError } from "~/components/ui/field";
import { PERMA_MAX, permaProblem, suggestPerma } from "~/domain/perma";
import { DEFAULT_HOURS, SIGN_UP_CATEGORIES, WEEKDAYS } from "~/domain/sign-up";
import { STARTER_MENUS, starterFor, type StarterKind } from "~/domain/starter-menus";
import { Check, inputClass, TextInput, type Errors } from "./fields";

export const MOLLIE_SIGN_UP = "https://www.mollie.com/nl/signup";

type PermaAnswer =
  { result: "OK"; perma: string; available: boolean; message: string } | { result: "ERROR"; message: string };

/** "Webadres": checked as she types (rules at once, availability after a pause). */
function PermaField({ errors, name, platformDomain }: { errors: Errors; name: string; platformDomain: string }) {
  const [perma, setPerma] = useState("");
  const [touched, setTouched] = useState(false);
  const check = useFetcher<PermaAnswer>();
  // until she types her own, the webadres follows the name
  const value = touched ? perma : suggestPerma(name);
  const problem = value ? permaProblem(value) : null;
  useEffect(() => {
    if (!value || problem) return;
    const timer = setTimeout(() => check.load(`/api/register/perma?perma=${encodeURIComponent(value)}`), 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, problem]);
  const answer = check.data && check.data.result === "OK" && check.data.perma === value ? check.data : null;
  const live = problem ?? (answer && !answer.available ? answer.message : null);
  const error = live ?? errors.perma;
  const id = "r-perma";
  return (
    <Field
      id={id}
      label="Webadres"
      hint={`Kleine letters, cijfers en streepjes. Je klanten bestellen op ${value || "jouwnaam"}.${platformDomain}`}
      hintBelow
      error={error ?? undefined}
      live="status"
      ok={answer?.available ? answer.message : undefined}
    >
      {(control) => (
        <div
          className={`mt-1 flex h-12 w-full items-center overflow-hidden rounded-xl border bg-white focus-within:outline focus-within:outline-[3px] focus-within:outline-offset-2 focus-within:outline-secondary ${error ? "border-red-700" : "border-stone-400"}`}
        >
          <input
            {...control}
            name="perma"
            value={value}
            onChange={(e) => {
              setTouched(true);
              setPerma(e.target.value.toLowerCase().replace(/\s/g, "-").slice(0, PERMA_MAX));
            }}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            // the box around it shows the focus, with the domain inside
            style={{ outline: "none" }}
            className="h-full min-w-0 flex-1 px-3 text-base"
          />
          <span className="shrink-0 pr-3 text-stone-700" aria-hidden="true">
            .{platformDomain}
          </span>
        </div>
      )}
    </Field>
  );
}

export function RestaurantStep({
  errors,
  platformDomain,
  onCategory,
}: {
  errors: Errors;
  platformDomain: string;
  onCategory: (c: string) => void;
}) {
  const [name, setName] = useState("");
  return (
    <div className="flex flex-col gap-4">
      <Field id="r-name" label="Naam van je restaurant" error={errors.name}>
        {(control) => (
          <input
            {...control}
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="organization"
            className={`${inputClass(errors.name)} mt-1`}
          />
        )}
      </Field>
      <PermaField errors={errors} name={name} platformDomain={platformDomain} />
      <Field id="r-category" label="Categorie" error={errors.category}>
        {(control) => (
          <select
            {...control}
            name="category"
            defaultValue=""
            onChange={(e) => onCategory(e.target.value)}
            className={`${inputClass(errors.category)} mt-1`}
          >
            <option value="" disabled>
              Kies een categorie
            </option>
            {SIGN_UP_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextInput
        name="address"
        label="Adres"
        errors={errors}
        autoComplete="street-address"
        placeholder="Straat en huisnummer"
      />
      <div className="grid grid-cols-[8.5rem_1fr] gap-3">
        <TextInput name="zipcode" label="Postcode" errors={errors} autoComplete="postal-code" placeholder="1234 AB" />
        <TextInput name="city" label="Plaats" errors={errors} autoComplete="address-level2" />
      </div>
      <TextInput
        name="phone"
        label="Telefoon van het restaurant"
        errors={errors}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="0331234567"
      />
      <TextInput
        name="email"
        label="E-mailadres (voor je welkomstmail en de dagafsluiting)"
        errors={errors}
        type="email"
        autoComplete="email"
        hint="Niet verplicht."
      />
    </div>
  );
}

export function HoursStep({ errors }: { errors: Errors }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-stone-700">
        Vink de dagen aan waarop je open bent. Je kunt dit later altijd aanpassen.
      </legend>
      {WEEKDAYS.map(({ weekday, label }) => {
        const d = DEFAULT_HOURS[weekday - 1];
        const opens = `opens${weekday}`;
        const closes = `closes${weekday}`;
        return (
          <div
            key={weekday}
            className="grid grid-cols-[1fr_5.5rem_5.5rem] items-center gap-2 rounded-xl border border-stone-300 bg-white p-2"
          >
            <label className="flex min-h-11 items-center gap-2 font-semibold">
              <input
                type="checkbox"
                name={`open${weekday}`}
                defaultChecked={d.open}
                className="h-6 w-6 accent-primary"
              />
              {label}
            </label>
            <input
              name={opens}
              defaultValue={d.opens}
              aria-label={`${label} open vanaf`}
              inputMode="numeric"
              aria-invalid={errors[opens] ? true : undefined}
              className={`${inputClass(errors[opens])} text-center`}
            />
            <input
              name={closes}
              defaultValue={d.closes}
              aria-label={`${label} open tot`}
              inputMode="numeric"
              aria-invalid={errors[closes] ? true : undefined}
              className={`${inputClass(errors[closes])} text-center`}
            />
            {errors[opens] || errors[closes] ? (
              <p className="col-span-3 text-sm font-medium text-red-700">{errors[opens] ?? errors[closes]}</p>
            ) : null}
          </div>
        );
      })}
      <FieldError id="r-hours-error" message={errors.hours} />
    </fieldset>
  );
}

export function ModesStep({ errors }: { errors: Errors }) {
  const [deliver, setDeliver] = useState(true);
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.modes ? "r-modes-error" : undefined}>
        <legend className="mb-2 text-stone-700">Hoe krijgen je klanten hun eten?</legend>
        <Check name="pickup" label="Afhalen" defaultChecked />
        <Check name="deliver" label="Bezorgen" defaultChecked onChange={setDeliver} />
        <FieldError id="r-modes-error" message={errors.modes} />
      </fieldset>
      {deliver ? (
        <fieldset className="flex flex-col gap-3 rounded-xl bg-stone-100 p-3">
          <legend className="float-left mb-1 font-semibold">Je eerste bezorggebied</legend>
          <p className="clear-left text-sm text-stone-700">
            De postcodes (4 cijfers) van–tot waar je bezorgt. Meer gebieden voeg je later toe.
          </p>
          <div className="grid grid-cols-2 items-end gap-3">
            <TextInput name="zipFrom" label="Postcode van" errors={errors} inputMode="numeric" placeholder="3811" />
            <TextInput
              name="zipTo"
              label="Postcode tot en met"
              errors={errors}
              inputMode="numeric"
              placeholder="3818"
            />
            <TextInput name="fee" label="Bezorgkosten (€)" errors={errors} inputMode="decimal" defaultValue="2,50" />
            <TextInput
              name="minimum"
              label="Minimum bestelling (€)"
              errors={errors}
              inputMode="decimal"
              defaultValue="15,00"
            />
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

export function PaymentStep({ errors }: { errors: Errors }) {
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.payment ? "r-payment-error" : undefined}>
        <legend className="mb-2 text-stone-700">Deze betaalwijzen kun je meteen aanbieden:</legend>
        <Check name="cash" label="Contant" defaultChecked />
        <Check name="pin" label="Pin" defaultChecked />
        <FieldError id="r-payment-error" message={errors.payment} />
      </fieldset>
      <div className="rounded-xl bg-stone-100 p-3">
        <p className="font-semibold">iDEAL</p>
        <p className="text-stone-700">
          Online betalen met iDEAL gaat via Mollie. Maak een Mollie-account aan en zet je sleutel daarna bij
          Instellingen; dan staat iDEAL meteen aan.
        </p>
        <a
          href={MOLLIE_SIGN_UP}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-block font-semibold text-primary-ink underline underline-offset-4"
        >
          Account aanmaken bij Mollie (opent in een nieuw venster)
        </a>
      </div>
    </div>
  );
}

export function MenuStep({ errors, category }: { errors: Errors; category: string }) {
  const [chosen, setChosen] = useState<StarterKind | null>(null);
  const value = chosen ?? starterFor(category);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={errors.starter ? "r-starter-error" : undefined}>
      <legend className="mb-2 text-stone-700">
        Begin met een startmenu dat je daarna aanpast, of met een leeg menu.
      </legend>
      {STARTER_MENUS.map((m) => (
        <label
          key={m.kind}
          className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 bg-white p-3 ${value === m.kind ? "border-primary" : "border-stone-300"}`}
        >
          <input
            type="radio"
            name="starter"
            value={m.kind}
            checked={value === m.kind}
            onChange={() => setChosen(m.kind)}
            className="mt-1 h-5 w-5 accent-primary"
          />
          <span>
            <span className="block font-semibold">{m.label}</span>
            <span className="block text-sm text-stone-700">{m.summary}</span>
          </span>
        </label>
      ))}
      <FieldError id="r-starter-error" message={errors.starter} />
    </fieldset>
  );
}
