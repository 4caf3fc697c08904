// The product editor's prices: the price, for delivery and for takeout, and the VAT rate (with the
// question when an alcoholic product is set to 9 %).
// Part of the product editor (components/products/product-editor/, decision 085).
import { FieldError } from "~/components/ui/field";
import { VAT_CHOICES, isAlcohol } from "~/domain/vat";
import { Section, TextField } from "~/components/products/product-editor/fields";
import { type SectionProps } from "~/components/products/product-editor/use-product-draft";

export function PriceSection({ draft, set, fields }: SectionProps) {
  const askLowRate = isAlcohol(draft) && (draft.vatRate ?? "9") === "9" && !draft.vatConfirmed;
  return (
    <Section
      title="Prijzen"
      hint="Bedragen zoals 12,50. Prijs bezorgen en Prijs afhalen zijn niet verplicht en gelden alleen als ze lager zijn."
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label="Prijs" euro value={draft.price} onChange={(v) => set({ price: v })} error={fields.price} />
        <TextField
          label="Prijs bezorgen"
          euro
          value={draft.priceDeliver}
          onChange={(v) => set({ priceDeliver: v })}
          error={fields.priceDeliver}
        />
        <TextField
          label="Prijs afhalen"
          euro
          value={draft.priceTakeout}
          onChange={(v) => set({ priceTakeout: v })}
          error={fields.priceTakeout}
        />
      </div>
      <fieldset className="mt-3" aria-describedby={fields.vatRate ? "vatRate-error" : undefined}>
        <legend className="text-sm font-medium">BTW-tarief (de prijzen zijn inclusief btw)</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {VAT_CHOICES.map((c) => (
            <label
              key={c.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded border border-slate-300 px-3 has-[:checked]:border-slate-900 has-[:checked]:bg-slate-100"
            >
              <input
                type="radio"
                name="vatRate"
                value={c.value}
                checked={(draft.vatRate ?? "9") === String(c.value)}
                onChange={() => set({ vatRate: String(c.value), vatConfirmed: false })}
              />
              {c.label}
            </label>
          ))}
        </div>
        {askLowRate ? (
          <div role="alert" className="mt-2 rounded-xl bg-amber-100 p-3 text-sm text-amber-950">
            <p className="font-semibold">
              Alcohol valt onder 21 % btw. Weet je zeker dat {draft.name.trim() || "dit product"} 9 % is?
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => set({ vatRate: "21", vatConfirmed: false })}
                className="min-h-11 rounded-full bg-slate-900 px-4 font-semibold text-white"
              >
                Nee, 21 %
              </button>
              <button
                type="button"
                onClick={() => set({ vatConfirmed: true })}
                className="min-h-11 rounded-full border border-slate-400 bg-white px-4 font-semibold"
              >
                Ja, 9 % klopt
              </button>
            </div>
          </div>
        ) : null}
        <FieldError id="vatRate-error" message={askLowRate ? undefined : fields.vatRate} />
      </fieldset>
    </Section>
  );
}
