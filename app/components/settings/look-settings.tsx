// /admin/settings/uiterlijk (docs/issues/016.md §2): how the restaurant looks to its customers. Banner and
// logo through the shared upload (components/images/image-field), the banner text, the primary
// colour with its contrast shown as the owner picks it (the server refuses an unreadable one and
// names the nearest readable colour: one tap takes it), and the animations on or off.
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { ImageField } from "~/components/images/image-field";
import { Answer, button, card, input, secondary, type FormResult } from "~/components/settings/settings-ui";
import { Field as UiField } from "~/components/ui/field";
import { AA_CONTRAST, checkThemeColor, textColorOn, themeContrast } from "~/domain/colors";
import type { ImageRef } from "~/domain/images";

const NOT_SAVED = "Niet opgeslagen: kijk de velden met een melding na.";

export interface LookSettingsProps {
  look: {
    hostName: string;
    themePrimary: string;
    bannerText: string;
    banner: ImageRef | null;
    logo: ImageRef | null;
    animation: boolean;
  };
  result: FormResult;
}

export function LookSettings({ look, result }: LookSettingsProps) {
  const [color, setColor] = useState(look.themePrimary);
  const [banner, setBanner] = useState(look.banner);
  const [logo, setLogo] = useState(look.logo);
  const saving = useNavigation().state === "submitting";
  const check = checkThemeColor(color);
  const valid = /^#[0-9a-f]{6}$/i.test(color);
  const ratio = valid ? themeContrast(color) : null;
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  // refused by the server: said as an alert, and kept (with the live numbers) until the colour passes
  const colorError = fields.themePrimary && !check.ok ? check.message : undefined;
  const suggestion = !check.ok ? check.suggestion : null;

  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="look" />
      <h1 className="text-2xl font-bold">Uiterlijk van {look.hostName}</h1>
      <p className="text-stone-700">Zo zien klanten je restaurant. Wijzigingen staan meteen op je menukaart.</p>

      <section aria-labelledby="look-banner" className={card}>
        <h2 id="look-banner" className="text-xl font-bold">
          Banner
        </h2>
        <ImageField
          kind="banner"
          name="bannerImageId"
          label="Bannerfoto"
          hint="Een brede foto boven je menukaart, bijvoorbeeld je zaak of je lekkerste gerecht."
          value={banner}
          onChange={setBanner}
          error={fields.bannerImageId}
        />
        <UiField id="look-banner-text" label="Bannertekst" error={fields.bannerText}>
          {(control) => (
            <input
              {...control}
              name="bannerText"
              defaultValue={look.bannerText}
              maxLength={120}
              placeholder="Bijvoorbeeld: Vers van de houtoven sinds 1998"
              className={`${input} mt-1`}
            />
          )}
        </UiField>
      </section>

      <section aria-labelledby="look-logo" className={card}>
        <h2 id="look-logo" className="text-xl font-bold">
          Logo
        </h2>
        <ImageField
          kind="logo"
          name="logoImageId"
          label="Logo"
          hint="Vierkant werkt het best; we snijden het bij tot een vierkant."
          value={logo}
          onChange={setLogo}
          error={fields.logoImageId}
        />
      </section>

      <section aria-labelledby="look-color" className={card}>
        <h2 id="look-color" className="text-xl font-bold">
          Kleur
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <UiField id="look-color-picker" label="Hoofdkleur">
            {(control) => (
              <input
                {...control}
                type="color"
                value={valid ? color.toLowerCase() : "#000000"}
                onChange={(e) => setColor(e.target.value)}
                className="mt-1 h-12 w-20 cursor-pointer rounded-lg border border-stone-500 bg-white p-1"
              />
            )}
          </UiField>
          <UiField id="look-color-hex" label="Kleurcode">
            {(control) => (
              <input
                {...control}
                name="themePrimary"
                value={color}
                onChange={(e) => setColor(e.target.value)}
                autoComplete="off"
                spellCheck={false}
                // the contrast line below says what is wrong with the colour (an error of its own, live)
                aria-invalid={colorError ? true : undefined}
                aria-describedby="look-color-contrast"
                className={`${input} mt-1 w-36 font-mono`}
              />
            )}
          </UiField>
          {check.ok ? (
            // how a button looks in this colour; an unreadable colour gets a plain swatch, not unreadable text
            <p
              aria-hidden="true"
              className="flex min-h-12 items-center rounded-full px-5 font-semibold"
              style={{ backgroundColor: check.color, color: textColorOn(check.color) }}
            >
              Toevoegen
            </p>
          ) : valid ? (
            <span
              aria-hidden="true"
              className="inline-block h-12 w-12 rounded-full border border-stone-400"
              style={{ backgroundColor: color }}
            />
          ) : null}
        </div>
        <p
          id="look-color-contrast"
          className={`font-semibold ${check.ok ? "text-green-900" : "text-red-800"}`}
          role={colorError ? "alert" : undefined}
        >
          {colorError ??
            (check.ok
              ? `Goed leesbaar: contrast ${ratio?.toFixed(1).replace(".", ",")}:1 (minimaal ${String(AA_CONTRAST).replace(".", ",")}:1).`
              : check.message)}
        </p>
        {suggestion ? (
          <button
            type="button"
            className={`${secondary} inline-flex items-center gap-2`}
            onClick={() => setColor(suggestion)}
          >
            <span
              aria-hidden="true"
              className="inline-block h-5 w-5 rounded-full border border-stone-400"
              style={{ backgroundColor: suggestion }}
            />
            Gebruik {suggestion}
          </button>
        ) : null}
      </section>

      <section aria-labelledby="look-animation" className={card}>
        <h2 id="look-animation" className="text-xl font-bold">
          Animaties
        </h2>
        <label className="flex min-h-12 items-center gap-3">
          <input type="checkbox" name="animation" value="on" defaultChecked={look.animation} className="h-6 w-6" />
          <span>Animaties aan (bijvoorbeeld na een bestelling)</span>
        </label>
      </section>

      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-stone-300 bg-stone-50 py-3">
        <button type="submit" className={button} disabled={saving}>
          {saving ? "Bezig met opslaan…" : "Opslaan"}
        </button>
        {/* a refused field says why beside itself; here only that nothing was saved */}
        <Answer
          result={result && !result.ok && result.fields ? { ...result, message: NOT_SAVED } : result}
          intents={["look"]}
        />
      </div>
    </Form>
  );
}
