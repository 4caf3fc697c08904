// /exlogin without a usable token: say why in Dutch and offer the normal login.
import { Link } from "@remix-run/react";
import { useState } from "react";
import { LoginDialog } from "./login-dialog";
import { MessageLayout } from "~/components/layouts";

export function ExloginInvalid() {
  const [open, setOpen] = useState(false);
  return (
    <MessageLayout title="Deze inloglink werkt niet (meer)">
      <p>
        Een inloglink is kort geldig en werkt maar één keer. Log in met je mobiele nummer; je krijgt een code per SMS.
      </p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-full bg-primary px-6 py-3 font-semibold text-on-primary"
      >
        Inloggen
      </button>
      <Link to="/" className="font-semibold text-primary-ink underline">
        Naar de startpagina
      </Link>
      <LoginDialog open={open} onClose={() => setOpen(false)} onSuccess={() => window.location.assign("/")} />
    </MessageLayout>
  );
}
