// Small form pieces for the checkout and the order desk (the labelled inputs are the kit's, in
// components/ui/field.tsx): radio cards, and the choices both ask the same way (pickup or delivery, payment, the remark).
import type { ReactNode } from "react";
import { paymentMethodName } from "~/domain/constants";
import { useHydrated } from "~/components/hydrated";
import { Field } from "~/components/ui/field";

export function RadioCards<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: ReactNode }>;
  onChange: (value: V) => void;
  error?: string;
}) {
  // a choice the page keeps in its state: disabled (visibly) until it has hydrated (docs/issues/033.md §5)
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="disabled:opacity-60">
      <legend className="mb-2 text-lg font-bold">{legend}</legend>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 ${
              value === o.value
                ? "border-primary bg-primary/5 font-semibold ring-2 ring-primary"
                : "border-stone-300 bg-white"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="accent-[var(--color-primary)]"
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** "Afhalen of bezorgen": the cart's mode, changed on the server (its delivery fee follows). */
export function ModeChoice({
  deliver,
  onChange,
  error,
}: {
  deliver: boolean;
  onChange: (mode: "deliver" | "pickup") => void;
  error?: string;
}) {
  return (
    <RadioCards
      legend="Afhalen of bezorgen"
      name="mode"
      value={deliver ? "deliver" : "pickup"}
      options={[
        { value: "deliver", label: "Bezorgen" },
        { value: "pickup", label: "Afhalen" },
      ]}
      onChange={onChange}
      error={error}
    />
  );
}

/** "Betalen": the methods the restaurant offers for this mode, in the spec's Dutch names (iDEAL may say how it is paid). */
export function PaymentChoice({
  offered,
  value,
  onChange,
  error,
  idealLabel,
}: {
  offered: string[];
  value: string;
  onChange: (method: string) => void;
  error?: string;
  idealLabel?: string;
}) {
  return (
    <RadioCards
      legend="Betalen"
      name="payment"
      value={value}
      options={offered.map((m) => ({
        value: m,
        label: m === "ideal" && idealLabel ? idealLabel : paymentMethodName(m),
      }))}
      onChange={onChange}
      error={error}
    />
  );
}

/** The remark with the order (500 characters, the schema's limit). */
export function RemarkField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} compact>
      {(control) => (
        <textarea
          {...control}
          value={value}
          maxLength={500}
          rows={2}
          onChange={(e) => onChange(e.target.value)}
          className="w-full rounded-xl border border-stone-300 p-3 text-base"
        />
      )}
    </Field>
  );
}
