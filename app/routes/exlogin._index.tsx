// /exlogin without a (valid) token: explain in Dutch and offer the login dialog.
import type { MetaFunction } from "@remix-run/node";
import { ExloginInvalid } from "~/components/auth/exlogin-invalid";
import { GeneralErrorBoundary } from "~/components/error-boundary";

export const meta: MetaFunction = () => [{ title: "Inloglink — Bestelinfo" }];

export default function Exlogin() {
  return <ExloginInvalid />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
