// The product editor's lists of rows: sizes, variants, default includes and choice groups, each row
// with its up, down and remove buttons and an add button below.
// Part of the product editor (components/products/product-editor/, decision 085).
import { emptyGroup, moveItem } from "~/domain/product-draft";
import { addButton, Section, TextField, RowButtons } from "~/components/products/product-editor/fields";
import { GroupEditor } from "~/components/products/product-editor/group-editor";
import { type SectionProps } from "~/components/products/product-editor/use-product-draft";

export function VolumesSection({ draft, set, fields }: SectionProps) {
  return (
    <Section title="Formaten" hint="Bijvoorbeeld Medium en Groot. Zonder prijs geldt de prijs van het product.">
      <ul className="space-y-2">
        {draft.volumes.map((v, i) => (
          <li key={i} className="grid items-start gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]">
            <TextField
              label={`Naam formaat ${i + 1}`}
              srOnly
              placeholder="Naam, bijv. Groot"
              value={v.name}
              onChange={(name) => set({ volumes: draft.volumes.map((x, j) => (j === i ? { ...x, name } : x)) })}
              error={fields[`volumes.${i}.name`]}
            />
            <TextField
              label={`Prijs formaat ${i + 1}`}
              srOnly
              euro
              value={v.price}
              onChange={(price) => set({ volumes: draft.volumes.map((x, j) => (j === i ? { ...x, price } : x)) })}
              error={fields[`volumes.${i}.price`]}
            />
            <TextField
              label={`Aantal stuks formaat ${i + 1}`}
              srOnly
              placeholder="Stuks, bijv. 6"
              value={v.count}
              onChange={(count) => set({ volumes: draft.volumes.map((x, j) => (j === i ? { ...x, count } : x)) })}
              error={fields[`volumes.${i}.count`]}
            />
            <RowButtons
              what={`Formaat ${v.name.trim() || i + 1}`}
              index={i}
              count={draft.volumes.length}
              onMove={(by) => set({ volumes: moveItem(draft.volumes, i, by) })}
              onRemove={() => set({ volumes: draft.volumes.filter((_, j) => j !== i) })}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={addButton}
        onClick={() => set({ volumes: [...draft.volumes, { name: "", price: "", count: "" }] })}
      >
        + Formaat toevoegen
      </button>
    </Section>
  );
}

export function VariationsSection({ draft, set, fields }: SectionProps) {
  return (
    <Section title="Varianten" hint="Bijvoorbeeld Broodje en Schotel.">
      <ul className="space-y-2">
        {draft.variations.map((v, i) => (
          <li key={i} className="grid items-start gap-2 sm:grid-cols-[1fr_auto]">
            <TextField
              label={`Variant ${i + 1}`}
              srOnly
              placeholder="Naam, bijv. Schotel"
              value={v}
              onChange={(name) => set({ variations: draft.variations.map((x, j) => (j === i ? name : x)) })}
              error={fields[`variations.${i}`]}
            />
            <RowButtons
              what={`Variant ${v.trim() || i + 1}`}
              index={i}
              count={draft.variations.length}
              onMove={(by) => set({ variations: moveItem(draft.variations, i, by) })}
              onRemove={() => set({ variations: draft.variations.filter((_, j) => j !== i) })}
            />
          </li>
        ))}
      </ul>
      <button type="button" className={addButton} onClick={() => set({ variations: [...draft.variations, ""] })}>
        + Variant toevoegen
      </button>
    </Section>
  );
}

export function IncludesSection({ draft, set, fields }: SectionProps) {
  return (
    <Section
      title="Standaard erbij"
      hint="Zit er standaard bij; de klant kan het weghalen en betaalt dan de prijs minder."
    >
      <ul className="space-y-2">
        {draft.defaultIncludes.map((d, i) => (
          <li key={i} className="grid items-start gap-2 sm:grid-cols-[2fr_1fr_auto]">
            <TextField
              label={`Standaard erbij ${i + 1}`}
              srOnly
              placeholder="Naam, bijv. Sla"
              value={d.name}
              onChange={(name) =>
                set({ defaultIncludes: draft.defaultIncludes.map((x, j) => (j === i ? { ...x, name } : x)) })
              }
              error={fields[`defaultIncludes.${i}.name`]}
            />
            <TextField
              label={`Prijs standaard erbij ${i + 1}`}
              srOnly
              euro
              value={d.price}
              onChange={(price) =>
                set({ defaultIncludes: draft.defaultIncludes.map((x, j) => (j === i ? { ...x, price } : x)) })
              }
              error={fields[`defaultIncludes.${i}.price`]}
            />
            <RowButtons
              what={`Standaard erbij ${d.name.trim() || i + 1}`}
              index={i}
              count={draft.defaultIncludes.length}
              onMove={(by) => set({ defaultIncludes: moveItem(draft.defaultIncludes, i, by) })}
              onRemove={() => set({ defaultIncludes: draft.defaultIncludes.filter((_, j) => j !== i) })}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={addButton}
        onClick={() => set({ defaultIncludes: [...draft.defaultIncludes, { name: "", price: "" }] })}
      >
        + Standaard erbij toevoegen
      </button>
    </Section>
  );
}

export function GroupsSection({ draft, set, fields }: SectionProps) {
  const options = [...draft.volumes.map((v) => v.name.trim()), ...draft.variations.map((v) => v.trim())].filter(
    Boolean,
  );
  return (
    <Section
      title="Keuzegroepen"
      hint="Bijvoorbeeld Kaas of Saus. Maximaal 99 is onbeperkt; gratis keuzes zijn de eerste (goedkoopste) keuzes zonder meerprijs."
    >
      {draft.groups.map((g, i) => (
        <GroupEditor
          key={g.id ?? `new-${i}`}
          group={g}
          index={i}
          count={draft.groups.length}
          fields={fields}
          options={options}
          volumes={draft.volumes.map((v) => v.name.trim()).filter(Boolean)}
          onChange={(next) => set({ groups: draft.groups.map((x, j) => (j === i ? next : x)) })}
          onMove={(by) => set({ groups: moveItem(draft.groups, i, by) })}
          onRemove={() => set({ groups: draft.groups.filter((_, j) => j !== i) })}
        />
      ))}
      <button type="button" className={addButton} onClick={() => set({ groups: [...draft.groups, emptyGroup()] })}>
        + Keuzegroep toevoegen
      </button>
    </Section>
  );
}
