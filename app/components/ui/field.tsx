// The kit's labelled control: the label above it, a hint and the error below, tied to the control for
// screen readers (label for/id, aria-describedby naming the hint and the error, aria-invalid only
// when there is an error). The control itself is the caller's: `children` receives what it must carry.
// Decision 085.
import type { ReactNode } from "react";

/** What the control inside a Field carries so that the label, hint and error belong to it. */
export type FieldControl = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

export function Field({
  id,
  label,
  hint,
  error,
  className,
  compact = false,
  labelHidden = false,
  labelSpaced = false,
  hintBelow = false,
  group = false,
  live,
  ok,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  /** The checkout's and the desk's smaller label (text-sm above a 48 px control). */
  compact?: boolean;
  /** The label for screen readers only (a row of a list whose column says what it is). */
  labelHidden?: boolean;
  /** A wider gap under the label (mb-2), for a control without a top margin of its own (the product dialog's remark). */
  labelSpaced?: boolean;
  /** The hint under the control (the sign-up form's way: it follows what she types). */
  hintBelow?: boolean;
  /**
   * The control is several controls (an image upload: a file input behind a button, a remove button):
   * the label names a group (role=group) instead of one control; `id` is the main control's.
   */
  group?: boolean;
  /** How the error line is read out when it comes without a page load (see FieldError). */
  live?: FieldErrorLive;
  /** A live check's good news, said in the error's place while there is no error (needs live="status"). */
  ok?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const errorShown = Boolean(error) || live === "status";
  const describedBy =
    [hint ? `${id}-hint` : null, errorShown ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const labelClass = labelHidden
    ? "sr-only"
    : compact
      ? "mb-1 block text-sm font-semibold"
      : labelSpaced
        ? "mb-2 block font-semibold"
        : "block font-semibold";
  const hintLine = hint ? (
    <p id={`${id}-hint`} className={hintBelow ? "mt-1 text-sm text-stone-700" : "text-sm text-stone-700"}>
      {hint}
    </p>
  ) : null;
  const body = (
    <>
      {group ? (
        <p id={`${id}-label`} className={labelClass}>
          {label}
        </p>
      ) : (
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
      )}
      {hintBelow ? null : hintLine}
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hintBelow ? hintLine : null}
      <FieldError id={`${id}-error`} message={error} compact={compact} live={live} ok={ok} />
    </>
  );
  return group ? (
    <div role="group" aria-labelledby={`${id}-label`} className={className}>
      {body}
    </div>
  ) : (
    <div className={className}>{body}</div>
  );
}

/**
 * How an error that comes without a page load is read out: "alert" — at once, when it appears (the
 * answer to an upload); "status" — politely, from a line that is always there (a check that runs while
 * she types). Without it the error comes with the page and the control's aria-describedby says it.
 */
type FieldErrorLive = "alert" | "status";

/** A field's error on its own, for a control the Field does not wrap (a fieldset, a list of checks). */
export function FieldError({
  id,
  message,
  compact = false,
  live,
  ok,
}: {
  id: string;
  message?: string;
  compact?: boolean;
  live?: FieldErrorLive;
  /** With live="status": the good news shown (green) in the same line while there is no error. */
  ok?: string;
}) {
  const red = compact ? "mt-1 text-sm font-medium text-red-700" : "mt-1 text-sm font-semibold text-red-800";
  if (live === "status") {
    const green = compact ? "mt-1 text-sm font-medium text-green-800" : "mt-1 text-sm font-semibold text-green-800";
    return (
      <p id={id} role="status" className={message ? red : green}>
        {message ?? ok ?? ""}
      </p>
    );
  }
  if (!message) return null;
  return (
    <p id={id} role={live === "alert" ? "alert" : undefined} className={red}>
      {message}
    </p>
  );
}

/** The look and state of a compact control (checkout, desk): 48 px high, red border on an error. */
function compactControl(name: string, error: string | undefined, required = false) {
  return {
    name,
    // exposed as required without the browser's own bubble: our checks say what is missing, in Dutch
    "aria-required": required || undefined,
    className: `h-12 w-full rounded-xl border bg-white px-3 text-base ${error ? "border-red-700" : "border-stone-300"}`,
  };
}

/** A controlled text input in a compact Field (the checkout's and the desk's). */
export function TextField({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  type = "text",
  autoComplete,
  inputMode,
  required = false,
  className = "",
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: string;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "tel";
  className?: string;
}) {
  return (
    <Field id={`f-${name}`} label={label} error={error} className={className} compact>
      {(control) => (
        <input
          {...control}
          {...compactControl(name, error, required)}
          type={type}
          value={value}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

/** A labelled native select (the phone's own picker), styled as TextField. */
export function SelectField({
  name,
  label,
  value,
  options,
  error,
  onChange,
  className = "",
}: {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <Field id={`f-${name}`} label={label} error={error} className={className} compact>
      {(control) => (
        <select {...control} {...compactControl(name, error)} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
