// The sign-up form's inputs: uncontrolled (the <form> posts them all at the end), each with its
// label and its Dutch message tied for screen readers.
import type { ReactNode } from "react";

export type Errors = Record<string, string | undefined>;

const input = (error: string | undefined) =>
  `h-12 w-full rounded-xl border bg-white px-3 text-base ${error ? "border-red-700" : "border-stone-400"} focus:border-primary`;

export function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

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
  const id = `r-${name}`;
  const error = errors[name];
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={input(error)}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <ErrorText id={`${id}-error`} error={error} />
    </div>
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
