// The "Aanmelden" dialog (docs/spec.md §2, max width 500), on a native <dialog> for focus trapping and
// Escape. Success closes it and reloads the page's data in place, so the page (and the cart)
// stay where they were.
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { LoginForm } from "./login-form";
import type { ClientUser } from "./types";
import { LOGIN_DIALOG_MAX_WIDTH } from "~/domain/constants";
import { LOGIN_TITLE } from "~/domain/messages";

export function LoginDialog({
  open,
  onClose,
  onSuccess,
  afterLogin,
}: {
  open: boolean;
  onClose: () => void;
  onSuccess?: (user: ClientUser) => void;
  /** What the last code character does besides logging in (decision 075). */
  afterLogin?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const revalidator = useRevalidator();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="login-dialog-title"
      onClose={onClose}
      style={{ maxWidth: LOGIN_DIALOG_MAX_WIDTH }}
      className="m-auto w-[calc(100%-2rem)] rounded-2xl p-0 text-stone-900 shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
        <h2 id="login-dialog-title" className="text-xl font-bold">
          {LOGIN_TITLE}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Sluiten"
          className="rounded-full px-3 py-1 text-2xl leading-none"
        >
          ×
        </button>
      </div>
      <div className="p-5">
        {open ? (
          <LoginForm
            afterLogin={afterLogin}
            onSuccess={(user) => {
              onClose();
              revalidator.revalidate();
              onSuccess?.(user);
            }}
          />
        ) : null}
        <p className="mt-4 text-sm text-stone-700">
          Hoe we met je gegevens omgaan:{" "}
          <a href="/privacy" className="underline">
            privacy en cookies
          </a>
          .
        </p>
      </div>
    </dialog>
  );
}
