// The forms of /admin/settings/profiel, out of the route like their siblings (decision 085).
import { Form } from "@remix-run/react";
import { Field, fieldError, SettingsPage } from "~/components/settings/settings-page";
import { Answer, button, card, input, type FormResult } from "~/components/settings/settings-ui";
import { Field as UiField } from "~/components/ui/field";
import type { ProfileView } from "~/schemas/settings-view";

export function ProfileSettingsForm({ data, result }: { data: ProfileView; result: FormResult }) {
  const err = (name: string) => fieldError(result, ["profile"], name);
  const p = data.profile;
  return (
    <SettingsPage
      title="Profiel"
      hostName={data.hostName}
      intro="Zo staat je restaurant op je menu en in het overzicht van restaurants."
    >
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <Form method="post" className={card} aria-labelledby="profile-title">
          <h2 id="profile-title" className="text-xl font-bold">
            Gegevens
          </h2>
          <input type="hidden" name="intent" value="profile" />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Naam" name="name" defaultValue={p.name} error={err("name")} autoComplete="organization" />
            <Field
              label="Korte naam"
              name="short"
              defaultValue={p.short}
              error={err("short")}
              hint="Voor de bon, maximaal 11 tekens."
            />
            <Field
              label="Adres"
              name="address"
              defaultValue={p.address}
              error={err("address")}
              autoComplete="street-address"
              className="sm:col-span-2"
            />
            <Field
              label="Postcode"
              name="zipcode"
              defaultValue={p.zipcode}
              error={err("zipcode")}
              autoComplete="postal-code"
            />
            <Field label="Plaats" name="city" defaultValue={p.city} error={err("city")} autoComplete="address-level2" />
            <Field
              label="Telefoon"
              name="phone"
              type="tel"
              inputMode="tel"
              defaultValue={p.phone}
              error={err("phone")}
              autoComplete="tel"
            />
            <Field
              label="E-mail"
              name="email"
              type="email"
              inputMode="email"
              defaultValue={p.email}
              error={err("email")}
              autoComplete="email"
            />
            <Field
              label="Website"
              name="website"
              inputMode="url"
              defaultValue={p.website}
              error={err("website")}
              placeholder="www.pizzaroma.nl"
              className="sm:col-span-2"
            />
            <Field
              label="KvK-nummer"
              name="kvk"
              inputMode="numeric"
              defaultValue={p.kvk}
              error={err("kvk")}
              hint="Staat op je privacypagina (/privacy)."
            />
            <Field
              label="Dagafsluiting mailen naar"
              name="dayCloseMail"
              type="email"
              inputMode="email"
              defaultValue={p.dayCloseMail}
              error={err("dayCloseMail")}
              hint={
                data.mail
                  ? "Na 'Dag afsluiten' krijg je de cijfers per e-mail. Leeg: geen e-mail."
                  : "E-mail versturen is op dit moment niet mogelijk: de dagafsluiting wordt niet gemaild."
              }
            />
          </div>
          <UiField id="f-description" label="Omschrijving" error={err("description")}>
            {(control) => (
              <textarea
                {...control}
                name="description"
                defaultValue={p.description}
                rows={3}
                className={`${input} mt-1 py-2 ${err("description") ? "border-red-700" : ""}`}
              />
            )}
          </UiField>
          <Answer result={result} intents={["profile"]} />
          <button type="submit" className={button}>
            Profiel opslaan
          </button>
        </Form>
        <Form method="post" className={card} aria-labelledby="categories-title">
          <h2 id="categories-title" className="text-xl font-bold">
            Categorieën
          </h2>
          <p className="text-stone-800">Onder welke tegels klanten je vinden in het overzicht.</p>
          <input type="hidden" name="intent" value="categories" />
          <fieldset>
            <legend className="sr-only">Categorieën</legend>
            <div className="grid grid-cols-2 gap-x-4">
              {data.choices.map((c) => (
                <label key={c.value} className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    name="category"
                    value={c.value}
                    defaultChecked={data.categories.includes(c.value)}
                    className="h-5 w-5"
                  />
                  {c.label}
                </label>
              ))}
            </div>
          </fieldset>
          <Answer result={result} intents={["categories"]} />
          <button type="submit" className={button}>
            Categorieën opslaan
          </button>
        </Form>
      </div>
    </SettingsPage>
  );
}
