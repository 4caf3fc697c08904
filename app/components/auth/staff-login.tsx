// Staff log in with e-mail + password (docs/issues/003.md): at least 8 characters; a failure shows
// "Ongeldige email of wachtwoord." for 2 s.
import { useEffect, useRef, useState } from "react";
import { loginWithPassword } from "./api";
import { FlashMessage, useFlash } from "./flash";
import type { ClientUser } from "./types";
import { validate, validateAll } from "~/domain/validation";
import { AUTH_ERROR } from "~/domain/messages";

export function StaffLogin({
  onSuccess,
  email: typed = "",
  focusFirst = false,
}: {
  onSuccess: (user: ClientUser) => void;
  email?: string;
  /** Chosen from the phone step: the link that chose it is gone, the focus goes to E-mail (decision 074). */
  focusFirst?: boolean;
}) {
  const emailInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusFirst) emailInput.current?.focus();
  }, [focusFirst]);
  const [email, setEmail] = useState(typed);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, showError] = useFlash();

  return (
    <form
      // never a GET: before the scripts run a submit must not put the password in the address
      method="post"
      className="flex flex-col gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        const invalid = validateAll(["required", "email"], email) ?? validate("min8", password);
        if (invalid) return showError(invalid);
        setBusy(true);
        const answer = await loginWithPassword(email.trim(), password);
        setBusy(false);
        if (answer.result === "OK" && answer.user) return onSuccess(answer.user);
        setPassword("");
        showError(answer.result === "ERROR" ? answer.message : AUTH_ERROR);
      }}
    >
      <label className="flex flex-col gap-1 font-semibold">
        E-mail
        <input
          ref={emailInput}
          type="email"
          name="username"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="rounded-lg border-2 border-stone-400 px-3 py-2 font-normal focus:border-primary focus:outline-none"
        />
      </label>
      <label className="flex flex-col gap-1 font-semibold">
        Wachtwoord
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className="rounded-lg border-2 border-stone-400 px-3 py-2 font-normal focus:border-primary focus:outline-none"
        />
      </label>
      <FlashMessage message={error} />
      <button
        type="submit"
        disabled={busy}
        className="rounded-full bg-primary px-6 py-2 font-semibold text-on-primary disabled:opacity-60"
      >
        Inloggen
      </button>
    </form>
  );
}
