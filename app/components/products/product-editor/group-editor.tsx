// One choice group in the product editor: its name, minimum and maximum, and its items.
// Part of the product editor (components/products/product-editor/, decision 085).
import { Field, FieldError } from "~/components/ui/field";
import { ITEM_VAT_CHOICES } from "~/domain/vat";
import { UNLIMITED } from "~/domain/include-groups";
import { emptyItem, moveItem, type GroupDraft, type ItemDraft } from "~/domain/product-draft";
import {
  inputClass,
  addButton,
  TextField,
  Check,
  RowButtons,
  toggle,
} from "~/components/products/product-editor/fields";

export function GroupEditor({
  group,
  index,
  count,
  fields,
  options,
  volumes,
  onChange,
  onMove,
  onRemove,
}: {
  group: GroupDraft;
  index: number;
  count: number;
  fields: Record<string, string>;
  options: string[];
  volumes: string[];
  onChange: (g: GroupDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const at = `groups.${index}`;
  const title = group.name.trim() || `Keuzegroep ${index + 1}`;
  const unlimited = group.max === String(UNLIMITED);
  const set = (patch: Partial<GroupDraft>) => onChange({ ...group, ...patch });
  const setItem = (i: number, patch: Partial<ItemDraft>) =>
    set({ items: group.items.map((it, j) => (j === i ? { ...it, ...patch } : it)) });
  return (
    <fieldset className="space-y-3 rounded-xl border-2 border-stone-300 p-3">
      <legend className="px-1 text-lg font-bold">{title}</legend>
      <TextField
        label="Naam van de groep"
        value={group.name}
        onChange={(v) => set({ name: v })}
        error={fields[`${at}.name`]}
      />
      <div className="grid grid-cols-3 gap-3">
        <TextField label="Minimaal" value={group.min} onChange={(v) => set({ min: v })} error={fields[`${at}.min`]} />
        <div>
          {unlimited ? (
            <>
              <p className="mb-1 block font-semibold">Maximaal</p>
              <p className="flex min-h-12 items-center rounded-lg border border-stone-300 bg-stone-100 px-3">
                onbeperkt
              </p>
            </>
          ) : (
            <TextField
              label="Maximaal"
              value={group.max}
              onChange={(v) => set({ max: v })}
              error={fields[`${at}.max`]}
            />
          )}
          {unlimited ? <FieldError id={`${at}-max-error`} message={fields[`${at}.max`]} /> : null}
        </div>
        <TextField
          label="Gratis keuzes"
          value={group.included}
          onChange={(v) => set({ included: v })}
          error={fields[`${at}.included`]}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Check label="onbeperkt" checked={unlimited} onChange={(v) => set({ max: v ? String(UNLIMITED) : "1" })} />
        <Check label="Extra (onder “Toevoegen”)" checked={group.extra} onChange={(v) => set({ extra: v })} />
        <Check label="Tweede helft (half-om-half)" checked={group.half} onChange={(v) => set({ half: v })} />
      </div>
      {options.length > 0 ? (
        <fieldset>
          <legend className="mb-1 font-semibold">Niet tonen bij</legend>
          <div className="flex flex-wrap gap-2">
            {options.map((o) => (
              <Check
                key={o}
                label={o}
                checked={group.exception.includes(o)}
                onChange={(v) => set({ exception: toggle(group.exception, o, v) })}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <h3 className="font-bold">Keuzes</h3>
      <ul className="space-y-3">
        {group.items.map((item, i) => {
          const iAt = `${at}.items.${i}`;
          const what = `${item.name.trim() || `Keuze ${i + 1}`} in ${title}`;
          return (
            <li key={item.id ?? `new-${i}`} className="space-y-2 rounded-lg bg-stone-50 p-2">
              <div className="grid gap-2 grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
                <TextField
                  label={`Naam keuze ${i + 1} in ${title}`}
                  srOnly
                  placeholder="Naam keuze"
                  value={item.name}
                  onChange={(v) => setItem(i, { name: v })}
                  error={fields[`${iAt}.name`]}
                />
                <TextField
                  label={`Prijs keuze ${i + 1} in ${title}`}
                  srOnly
                  euro
                  value={item.price}
                  onChange={(v) => setItem(i, { price: v })}
                  error={fields[`${iAt}.price`]}
                />
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Check label="Extra" checked={item.extra} onChange={(v) => setItem(i, { extra: v })} />
                <Check label="Standaard gekozen" checked={item.incl} onChange={(v) => setItem(i, { incl: v })} />
                <Check label="Favoriet" checked={item.favorite} onChange={(v) => setItem(i, { favorite: v })} />
              </div>
              <div className="flex flex-wrap items-start gap-2">
                {volumes.length > 0 ? (
                  <Field id={`${iAt}-volume`} label={`Formaat keuze ${i + 1} in ${title}`} labelHidden className="w-44">
                    {(control) => (
                      <select
                        {...control}
                        className={inputClass}
                        value={item.volume}
                        onChange={(e) => setItem(i, { volume: e.target.value })}
                      >
                        <option value="">Elk formaat</option>
                        {volumes.map((v) => (
                          <option key={v} value={v}>
                            Alleen {v}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                ) : null}
                <Field
                  id={`${iAt}-vat`}
                  label={`Btw keuze ${i + 1} in ${title}`}
                  labelHidden
                  error={fields[`${iAt}.vatRate`]}
                  className="w-44"
                >
                  {(control) => (
                    <select
                      {...control}
                      className={inputClass}
                      value={item.vatRate ?? ""}
                      onChange={(e) => setItem(i, { vatRate: e.target.value })}
                    >
                      {ITEM_VAT_CHOICES.map((c) => (
                        <option key={c.value} value={c.value}>
                          {c.label}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <TextField
                  label={`Tab keuze ${i + 1} in ${title}`}
                  srOnly
                  placeholder="Tab (niet verplicht)"
                  value={item.tab}
                  onChange={(v) => setItem(i, { tab: v })}
                  className="w-44"
                />
                <div className="ml-auto">
                  <RowButtons
                    what={what}
                    index={i}
                    count={group.items.length}
                    onMove={(by) => set({ items: moveItem(group.items, i, by) })}
                    onRemove={() => set({ items: group.items.filter((_, j) => j !== i) })}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className={addButton} onClick={() => set({ items: [...group.items, emptyItem()] })}>
          + Keuze toevoegen aan {title}
        </button>
        <RowButtons what={title} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </div>
    </fieldset>
  );
}
