// The product editor's check lists: the allergens and the other marks (vegetarian, spicy, …).
// Part of the product editor (components/products/product-editor/, decision 085).
import { FieldError } from "~/components/ui/field";
import { FLAGS } from "~/domain/constants";
import { ALLERGENS } from "~/domain/product-draft";
import { Section, Check, toggle } from "~/components/products/product-editor/fields";
import { type SectionProps } from "~/components/products/product-editor/use-product-draft";

export function AllergensSection({ draft, set, fields }: SectionProps) {
  return (
    <Section title="Allergenen">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
        {ALLERGENS.map((a) => (
          <Check
            key={a.value}
            label={a.label}
            checked={draft.allergens.includes(a.value)}
            onChange={(v) => set({ allergens: toggle(draft.allergens, a.value, v) })}
          />
        ))}
      </div>
      <FieldError id="allergens-error" message={fields.allergens} />
    </Section>
  );
}

export function FlagsSection({ draft, set }: Omit<SectionProps, "fields">) {
  return (
    <Section title="Kenmerken">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {FLAGS.map((f) => (
          <Check
            key={f.value}
            label={f.label}
            checked={draft.flags.includes(f.value)}
            onChange={(v) => set({ flags: toggle(draft.flags, f.value, v) })}
          />
        ))}
      </div>
    </Section>
  );
}
