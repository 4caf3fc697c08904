// The sign-up form's inputs: uncontrolled (the <form> posts them all at the end), each a kit Field
// (label, hint under the control, Dutch message, tied for screen readers: decision 085).
import type { ReactNode } from "react";
import { Field } from "~/components/ui/field";

export type Errors = Record<string, string | undefined>;

const input = (error: string | undefined) =>
  `h-12 w-full rounded-xl border bg-white px-3 text-base ${error ? "border-red-700" : "border-stone-400"} focus:border-primary`;

export function TextInput({
  name,
  label,
  errors,
  defaultValue,
  hint,
  className = "",
  ...rest
}: {
  name: string;
  label: string;
  errors: Errors;
  defaultValue?: string;
  hint?: string;
  className?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "tel" | "decimal";
  placeholder?: string;
}) {
  const error = errors[name];
  return (
    <Field id={`r-${name}`} label={label} hint={hint} hintBelow error={error} className={className}>
      {(control) => (
        <input {...control} name={name} defaultValue={defaultValue} className={`${input(error)} mt-1`} {...rest} />
      )}
    </Field>
  );
}

export function Check({
  name,
  label,
  defaultChecked,
  onChange,
  children,
}: {
  name: string;
  label: string;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3 py-2">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        onChange={(e) => onChange?.(e.target.checked)}
        className="h-6 w-6 accent-primary"
      />
      <span className="font-semibold">{label}</span>
      {children}
    </label>
  );
}

export function inputClass(error: string | undefined) {
  return input(error);
}
