// Login step 2: four single-character inputs (uppercased, focus moves on), "Opnieuw" back to the
// phone step at once (a mistyped number must not wait), and a 15 s progress timer before "Nieuwe code"
// may send another code to the same number (docs/spec.md §2, §9; docs/issues/014.md §20).
import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { CODE_LENGTH, CODE_RESEND_SECONDS } from "~/domain/constants";
import { codeError, normaliseCode } from "~/domain/login";

const EMPTY = Array.from({ length: CODE_LENGTH }, () => "");

export function CodeStep({
  phone,
  busy,
  resetKey,
  onSubmit,
  onError,
  onBack,
  onResend,
  afterLogin,
}: {
  /** Said before the boxes (decision 075): the 4th character logs in at once, and e.g. places the order. */
  afterLogin?: string;
  phone: string;
  busy: boolean;
  /** Changes when the parent resets the form after a server error. */
  resetKey: number;
  onSubmit: (code: string) => void;
  onError: (message: string) => void;
  onBack: () => void;
  /** Sends another code to the same number (the parent remounts this step, restarting the timer). */
  onResend: () => void;
}) {
  const [chars, setChars] = useState<string[]>(EMPTY);
  const [seconds, setSeconds] = useState(CODE_RESEND_SECONDS);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);

  useEffect(() => {
    setChars(EMPTY);
    inputs.current[0]?.focus();
  }, [resetKey]);

  useEffect(() => {
    if (seconds <= 0) return;
    const t = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [seconds]);

  const submit = (next: string[]) => {
    const code = next.join("");
    const error = codeError(code);
    if (error) onError(error);
    else onSubmit(normaliseCode(code));
  };

  const setAt = (index: number, raw: string) => {
    const value = normaliseCode(raw)
      .replace(/[^A-Z0-9]/g, "")
      .slice(-1);
    const next = chars.map((c, i) => (i === index ? value : c));
    setChars(next);
    if (value && index < CODE_LENGTH - 1) inputs.current[index + 1]?.focus();
    if (value && next.every((c) => c !== "")) submit(next);
  };

  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Backspace" && chars[index] === "" && index > 0) inputs.current[index - 1]?.focus();
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = normaliseCode(e.clipboardData.getData("text")).replace(/[^A-Z0-9]/g, "");
    if (pasted.length < 2) return;
    e.preventDefault();
    const next = EMPTY.map((_, i) => pasted[i] ?? "");
    setChars(next);
    inputs.current[Math.min(pasted.length, CODE_LENGTH - 1)]?.focus();
    if (next.every((c) => c !== "")) submit(next);
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit(chars);
      }}
    >
      <p>
        We hebben een code gestuurd naar <strong>{phone}</strong>.
      </p>
      <p id="code-after" className="rounded-lg bg-amber-50 p-2 text-sm font-semibold text-amber-950">
        {afterLogin ?? "Na het laatste teken word je meteen ingelogd."}
      </p>
      <fieldset className="flex justify-center gap-3" disabled={busy}>
        <legend className="mb-2 text-sm font-semibold">Code</legend>
        {chars.map((c, i) => (
          <input
            key={i}
            ref={(el) => {
              inputs.current[i] = el;
            }}
            value={c}
            onChange={(e) => setAt(i, e.target.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={onPaste}
            aria-label={`Teken ${i + 1} van ${CODE_LENGTH}`}
            aria-describedby={i === 0 ? "code-after" : undefined}
            autoComplete={i === 0 ? "one-time-code" : "off"}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={2}
            // focus in ink, not the restaurant's colour: a red primary looked like an error before anything was typed
            className="h-14 w-12 rounded-lg border-2 border-stone-400 text-center text-2xl font-bold uppercase focus:border-stone-900 focus:outline-none focus:ring-2 focus:ring-stone-900/25"
          />
        ))}
      </fieldset>
      <div>
        <div
          role="progressbar"
          aria-label="Nieuwe code mogelijk over"
          aria-valuemin={0}
          aria-valuemax={CODE_RESEND_SECONDS}
          aria-valuenow={CODE_RESEND_SECONDS - seconds}
          className="h-1.5 w-full overflow-hidden rounded bg-stone-200"
        >
          <div
            className="h-full bg-primary transition-[width] duration-1000 ease-linear"
            style={{ width: `${((CODE_RESEND_SECONDS - seconds) / CODE_RESEND_SECONDS) * 100}%` }}
          />
        </div>
        <p className="mt-1 text-xs text-stone-600">
          {seconds > 0 ? `Nieuwe code mogelijk over ${seconds} s` : "Geen code ontvangen? Vraag een nieuwe code aan."}
        </p>
      </div>
      <div className="flex flex-wrap justify-between gap-3">
        <button type="button" onClick={onBack} className="rounded-full px-4 py-2 font-semibold text-primary-ink">
          Opnieuw
        </button>
        <button
          type="button"
          onClick={onResend}
          disabled={seconds > 0 || busy}
          className="rounded-full px-4 py-2 font-semibold text-primary-ink disabled:text-stone-500"
        >
          Nieuwe code
        </button>
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-primary px-6 py-2 font-semibold text-on-primary disabled:opacity-60"
        >
          Inloggen
        </button>
      </div>
    </form>
  );
}
