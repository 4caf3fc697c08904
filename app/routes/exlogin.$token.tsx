// /exlogin/{token}: a single-use login link. The page only looks at the token; the button POSTs,
// so a link preview that opens the URL does not use it up. A hop — a link only our own redirect
// carries, like the new owner's from /register (docs/issues/033.md §10) — logs in on arrival and goes on.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ExloginInvalid } from "~/components/auth/exlogin-invalid";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { MessageLayout } from "~/components/layouts";
import { checkExloginToken, redeemExloginToken, redeemHopOnArrival } from "~/services/exlogin.server";
import { assertPost } from "~/http/http.server";
import { startSession } from "~/http/login-session.server";
import { staffMeta } from "~/http/meta";

// "same-origin", not "no-referrer": the token stays out of any Referer to another site, while the
// login POST keeps its Origin (under no-referrer Chromium sends "Origin: null", which the
// cross-site guard refuses — a click before hydration posted natively and got 403).
export const meta: MetaFunction = () => [...staffMeta("Inloglink"), { name: "referrer", content: "same-origin" }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const hostId = context.tenant.kind === "host" ? context.tenant.host.id : null;
  const hop = await redeemHopOnArrival({ hostId, token: params.token });
  if (hop) {
    await startSession(context, hop.userId);
    throw redirect(hop.redirectTo);
  }
  return checkExloginToken({ hostId, token: params.token });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertPost(request);
  const hostId = context.tenant.kind === "host" ? context.tenant.host.id : null;
  const redeemed = await redeemExloginToken({ hostId, token: params.token });
  if (redeemed) {
    await startSession(context, redeemed.userId);
    throw redirect(redeemed.redirectTo);
  }
  return { valid: false };
}

export default function ExloginToken() {
  const { valid } = useLoaderData<typeof loader>();
  const used = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  if (!valid || used?.valid === false) return <ExloginInvalid />;
  return (
    <MessageLayout title="Inloggen met je link">
      <p>Met deze link log je in één keer in. Daarna werkt hij niet meer.</p>
      <Form method="post">
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-primary px-6 py-3 font-semibold text-on-primary disabled:opacity-60"
        >
          Inloggen
        </button>
      </Form>
    </MessageLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
