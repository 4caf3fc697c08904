// /exlogin without a (valid) token: explain in Dutch and offer the login dialog.
import type { MetaFunction } from "@remix-run/node";
import { ExloginInvalid } from "~/components/auth/exlogin-invalid";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Inloglink");

export default function Exlogin() {
  return <ExloginInvalid />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
