// The login flow of docs/spec.md §2/§4 (dialog "Aanmelden", /login, inline at checkout): step 1 the mobile
// number after a fixed "06" (the code is requested as soon as the 8th digit is typed), step 2 the
// code; staff may switch to e-mail + password. onSuccess gets the logged-in user.
import { useEffect, useRef, useState } from "react";
import { loginWithCode, requestLoginCode } from "./api";
import { CodeStep } from "./code-step";
import { FlashMessage, useFlash } from "./flash";
import { StaffLogin } from "./staff-login";
import type { ClientUser } from "./types";
import { PHONE_PREFIX, PHONE_SUFFIX_DIGITS } from "~/domain/constants";
import { parseMobile } from "~/domain/login";
import { useHydrated } from "~/components/hydrated";

type Step = { name: "phone" } | { name: "code"; phone: string } | { name: "staff" };

export function LoginForm({
  onSuccess,
  staff = false,
  staffEmail,
  afterLogin,
}: {
  onSuccess: (user: ClientUser) => void;
  /** What happens right after the last code character (decision 075), said before it is typed. */
  afterLogin?: string;
  /** Open on the staff step (/login?medewerker=1). */
  staff?: boolean;
  /** The e-mail of a staff login /login refused before the scripts ran: typed once is enough. */
  staffEmail?: string;
}) {
  const [step, setStep] = useState<Step>(staff ? { name: "staff" } : { name: "phone" });
  const [digits, setDigits] = useState("");
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  // every code sent to this number restarts the code step and its 15 s timer
  const [sent, setSent] = useState(0);
  const [error, showError] = useFlash();
  const hydrated = useHydrated();
  const phoneInput = useRef<HTMLInputElement>(null);
  // the customer switched between phone and staff login: the link they used is gone, the focus
  // goes to the new step's first field (decision 074)
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    if (switched && step.name === "phone") phoneInput.current?.focus();
  }, [switched, step.name]);

  const sendCode = async (suffix: string) => {
    const national = `${PHONE_PREFIX}${suffix}`;
    if (!parseMobile(national)) {
      setInvalid(true);
      return showError("Ongeldig nummer");
    }
    setInvalid(false);
    setBusy(true);
    const answer = await requestLoginCode(national);
    setBusy(false);
    if (answer.result === "OK") {
      setSent((n) => n + 1);
      setStep({ name: "code", phone: national });
    } else {
      setDigits("");
      showError(answer.message);
    }
  };

  const onDigits = (raw: string) => {
    let only = raw.replace(/\D/g, "");
    // a pasted full number (0612345678) keeps only the part after the fixed prefix
    if (only.length > PHONE_SUFFIX_DIGITS && only.startsWith(PHONE_PREFIX)) only = only.slice(PHONE_PREFIX.length);
    only = only.slice(0, PHONE_SUFFIX_DIGITS);
    setDigits(only);
    setInvalid(false);
    if (only.length === PHONE_SUFFIX_DIGITS && !busy) void sendCode(only);
  };

  // digits typed before the page's scripts ran are in the field, not in the state (docs/issues/033.md §5):
  // taken over once it has hydrated, the code requested as if they had been typed now
  const typedEarly = useRef(false);
  useEffect(() => {
    if (typedEarly.current) return;
    typedEarly.current = true;
    const early = phoneInput.current?.value ?? "";
    if (early) onDigits(early);
    // once, at hydration: onDigits is this render's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (step.name === "staff") {
    return (
      <div className="flex flex-col gap-4">
        <StaffLogin onSuccess={onSuccess} email={staffEmail} focusFirst={switched} />
        <button
          type="button"
          onClick={() => {
            setSwitched(true);
            setStep({ name: "phone" });
          }}
          className="self-center text-sm font-semibold text-primary-ink underline"
        >
          Inloggen met je mobiele nummer
        </button>
      </div>
    );
  }

  if (step.name === "code") {
    return (
      <div className="flex flex-col gap-2">
        <CodeStep
          key={sent}
          afterLogin={afterLogin}
          phone={step.phone}
          busy={busy}
          resetKey={resetKey}
          onError={showError}
          onBack={() => {
            setDigits("");
            setStep({ name: "phone" });
          }}
          onResend={() => void sendCode(step.phone.slice(PHONE_PREFIX.length))}
          onSubmit={async (code) => {
            setBusy(true);
            const answer = await loginWithCode(step.phone, code);
            setBusy(false);
            if (answer.result === "OK" && answer.user) return onSuccess(answer.user);
            setResetKey((k) => k + 1);
            showError(answer.result === "ERROR" ? answer.message : "Ongeldige code");
          }}
        />
        <FlashMessage message={error} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void sendCode(digits);
        }}
      >
        <label htmlFor="login-phone" className="font-semibold">
          Mobiel nummer
        </label>
        <div
          className={`flex items-center rounded-lg border-2 ${invalid ? "border-red-700" : "border-stone-400"} focus-within:border-primary`}
        >
          <span className="select-none px-3 text-lg font-semibold text-stone-700" aria-hidden="true">
            {PHONE_PREFIX}
          </span>
          <input
            id="login-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-describedby="login-phone-hint"
            aria-invalid={invalid}
            ref={phoneInput}
            value={digits}
            onChange={(e) => onDigits(e.target.value)}
            disabled={busy}
            className="w-full rounded-r-lg py-2 pr-3 text-lg tracking-widest focus:outline-none"
          />
        </div>
        <p id="login-phone-hint" className="text-sm text-stone-600">
          Vul de 8 cijfers na 06 in; je krijgt direct een code per SMS.
        </p>
        <FlashMessage message={error} />
        <button
          type="submit"
          disabled={busy || !hydrated}
          className="rounded-full bg-primary px-6 py-2 font-semibold text-on-primary disabled:opacity-60"
        >
          Code versturen
        </button>
      </form>
      {/* a link, so it works before the page's scripts run (the page opens on the staff step) */}
      <a
        href="/login?medewerker=1"
        onClick={(e) => {
          e.preventDefault();
          setSwitched(true);
          setStep({ name: "staff" });
        }}
        className="self-center text-sm font-semibold text-primary-ink underline"
      >
        Inloggen als medewerker
      </a>
    </div>
  );
}
