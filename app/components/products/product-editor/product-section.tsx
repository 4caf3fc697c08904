// The product editor's first sections: the product itself (name, description, tab, group, type, PLU,
// on the menu, favourite) and its photo.
// Part of the product editor (components/products/product-editor/, decision 085).
import { Field } from "~/components/ui/field";
import { type Ref } from "react";
import { ImageField } from "~/components/images/image-field";
import { type EditedProduct } from "~/components/products/product-editor/conflict";
import { inputClass, Section, TextField, Check } from "~/components/products/product-editor/fields";
import { type SectionProps } from "~/components/products/product-editor/use-product-draft";

export function ProductSection({
  product,
  draft,
  set,
  fields,
  tabs,
  groups,
  nameRef,
}: SectionProps & {
  product: EditedProduct | null;
  tabs: string[];
  groups: Array<{ tab: string; group: string }>;
  nameRef: Ref<HTMLInputElement>;
}) {
  const groupSuggestions = [...new Set(groups.filter((g) => g.tab === draft.tab).map((g) => g.group))];
  return (
    <Section title="Product">
      <TextField
        label="Naam"
        inputRef={nameRef}
        value={draft.name}
        onChange={(v) => set({ name: v })}
        error={fields.name}
      />
      <Field id="product-description" label="Omschrijving" error={fields.description}>
        {(control) => (
          <textarea
            {...control}
            value={draft.description}
            rows={3}
            onChange={(e) => set({ description: e.target.value })}
            className={`${inputClass} mt-1 py-2`}
          />
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Tab"
          list="product-tabs"
          value={draft.tab}
          onChange={(v) => set({ tab: v })}
          error={fields.tab}
        />
        <TextField
          label="Groep"
          list="product-groups"
          value={draft.group}
          onChange={(v) => set({ group: v })}
          error={fields.group}
        />
        <TextField label="Type" value={draft.type} onChange={(v) => set({ type: v })} error={fields.type} />
      </div>
      <TextField
        label="PLU"
        className="sm:max-w-xs"
        value={draft.plu ?? ""}
        placeholder={product ? String(product.id) : undefined}
        onChange={(v) => set({ plu: v })}
        error={fields.plu}
        hint={`De code waarmee Thuisbezorgd dit product noemt. Leeg: ${product ? `het productnummer ${String(product.id)}` : "het productnummer"}.`}
      />
      <datalist id="product-tabs">
        {tabs.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <datalist id="product-groups">
        {groupSuggestions.map((g) => (
          <option key={g} value={g} />
        ))}
      </datalist>
      <div className="flex flex-wrap gap-2">
        <Check label="Op de menukaart" checked={draft.active} onChange={(v) => set({ active: v })} />
        <Check label="Favoriet" checked={draft.favorite} onChange={(v) => set({ favorite: v })} />
      </div>
    </Section>
  );
}

export function PhotoSection({ draft, set, fields }: SectionProps) {
  return (
    <Section title="Foto">
      <ImageField
        kind="product"
        label="Foto van het product"
        hint="Maak een foto met je telefoon of kies er een. Hij staat op de menukaart zodra je opslaat."
        value={draft.image ?? null}
        onChange={(image) => set({ image })}
        error={fields.image}
      />
    </Section>
  );
}
