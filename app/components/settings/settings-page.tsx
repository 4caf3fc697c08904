// The frame of every /admin/settings sub-page (docs/issues/016.md §2): a way back to the index, the heading,
// and the labelled field with its Dutch error under it. Big targets: a tablet at 17:30.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { input, type FormResult } from "~/components/settings/settings-ui";
import { Field as UiField } from "~/components/ui/field";

export function SettingsPage({
  title,
  hostName,
  intro,
  children,
}: {
  title: string;
  hostName: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <p className="mb-2">
        <Link
          to="/admin/settings"
          className="inline-flex min-h-11 items-center font-semibold text-primary-ink underline underline-offset-4"
        >
          ← Instellingen
        </Link>
      </p>
      <h1 className="mb-1 text-2xl font-bold">
        {title} <span className="font-normal text-stone-700">· {hostName}</span>
      </h1>
      {intro ? <div className="mb-4 max-w-prose text-stone-800">{intro}</div> : <div className="mb-4" />}
      {children}
    </>
  );
}

/** The field's error from the answer of the form that was sent, if it was this form. */
export function fieldError(result: FormResult, intents: string[], name: string): string | undefined {
  if (!result || result.ok || !intents.includes(result.intent)) return undefined;
  return result.fields?.[name];
}

export function Field({
  label,
  name,
  defaultValue,
  error,
  type = "text",
  hint,
  autoComplete,
  inputMode,
  placeholder,
  className = "",
  idPrefix = "f",
}: {
  label: string;
  name: string;
  defaultValue?: string;
  error?: string;
  type?: string;
  hint?: string;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "decimal" | "tel" | "email" | "url";
  placeholder?: string;
  className?: string;
  /** Several forms with the same fields on one page need their own ids. */
  idPrefix?: string;
}) {
  return (
    <UiField id={`${idPrefix}-${name}`} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          defaultValue={defaultValue}
          autoComplete={autoComplete ?? "off"}
          inputMode={inputMode}
          placeholder={placeholder}
          className={`${input} mt-1 ${error ? "border-red-700" : ""}`}
        />
      )}
    </UiField>
  );
}
