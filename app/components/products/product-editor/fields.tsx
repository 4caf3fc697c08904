// The product editor's small pieces: a section, a labelled text field (the kit's Field), a check, the row buttons (up, down, remove), and the classes they share.
// Part of the product editor (components/products/product-editor/, decision 085).
import { useId, type ReactNode, type Ref } from "react";
import { type ProductDraft } from "~/domain/product-draft";
import { card } from "~/components/ui/classes";
import { Field } from "~/components/ui/field";

export const inputClass =
  "min-h-12 w-full rounded-lg border border-stone-500 bg-white px-3 text-base aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-200";

export const smallButton =
  "inline-flex min-h-12 min-w-12 items-center justify-center rounded-lg border border-stone-400 bg-white px-3 font-semibold text-stone-900 hover:bg-stone-100 disabled:opacity-40";

export const addButton =
  "min-h-12 rounded-full border-2 border-dashed border-stone-400 px-5 font-semibold text-stone-900 hover:bg-stone-100";

const checkLabel =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 has-[:checked]:border-primary has-[:checked]:bg-blue-50";

export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {hint ? <p className="-mt-2 text-stone-700">{hint}</p> : null}
      {children}
    </section>
  );
}

/** A labelled text input on the kit's Field (decision 085), with a € in front for an amount; `srOnly` hides the label. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  euro,
  list,
  srOnly,
  name,
  placeholder,
  className = "",
  inputRef,
}: {
  label: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  hint?: string;
  euro?: boolean;
  list?: string;
  srOnly?: boolean;
  name?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} labelHidden={srOnly} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative mt-1">
          {euro ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-stone-600"
            >
              €
            </span>
          ) : null}
          <input
            {...control}
            ref={inputRef}
            name={name}
            value={value}
            list={list}
            inputMode={euro ? "decimal" : undefined}
            autoComplete="off"
            placeholder={placeholder ?? (euro ? "0,00" : undefined)}
            onChange={(e) => onChange(e.target.value)}
            className={`${inputClass} ${euro ? "pl-8 tabular-nums" : ""}`}
          />
        </div>
      )}
    </Field>
  );
}

export function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className={checkLabel}>
      <input
        type="checkbox"
        className="h-6 w-6 accent-primary"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/** Up, down and remove for one row of a list; the keyboard and touch alternative to dragging. */
export function RowButtons({
  what,
  index,
  count,
  onMove,
  onRemove,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className={smallButton}
        disabled={index === 0}
        onClick={() => onMove(-1)}
        aria-label={`${what} omhoog`}
      >
        ↑
      </button>
      <button
        type="button"
        className={smallButton}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
        aria-label={`${what} omlaag`}
      >
        ↓
      </button>
      <button
        type="button"
        className={`${smallButton} text-red-800`}
        onClick={onRemove}
        aria-label={`${what} verwijderen`}
      >
        ✕
      </button>
    </div>
  );
}

/** The draft's value at a field path of the server's messages ("groups.0.items.1.name"). */
export function valueAt(draft: ProductDraft, path: string): unknown {
  let at: unknown = draft;
  for (const part of path.split("."))
    at = at && typeof at === "object" ? (at as Record<string, unknown>)[part] : undefined;
  return at;
}

export function toggle(list: string[], value: string, on: boolean): string[] {
  return on ? [...new Set([...list, value])] : list.filter((x) => x !== value);
}
