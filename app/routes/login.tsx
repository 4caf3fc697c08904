// /login: the login flow on its own page (login layout, "Zelf bestellen? klik hier").
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LoginForm } from "~/components/auth/login-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LoginLayout } from "~/components/layouts";
import { LOGIN_TITLE } from "~/domain/messages";
import { firstMessage, parseLogin } from "~/schemas/auth";
import { getOptionalUser } from "~/http/session-user.server";
import { apiRefusal, assertPost, readBody, type ApiError } from "~/http/http.server";
import { logIn } from "~/http/login-session.server";
import { pageMeta } from "~/http/meta";
import { safeRedirect } from "~/domain/safe-redirect";

export const meta: MetaFunction = () =>
  pageMeta(LOGIN_TITLE, "Log in met je mobiele nummer en een sms-code, of als medewerker met je e-mail en wachtwoord.");

/** A logged-in user goes straight on to where they were headed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirect(params.get("redirectTo"));
  if (await getOptionalUser(context)) throw redirect(redirectTo);
  return { redirectTo, staff: params.has("medewerker") };
}

/**
 * The staff form posted before the page's scripts ran (a slow phone, a tap right after the page
 * appeared): the same login as POST /api/auth/login, then on to where they were headed; a refusal
 * shows its message above the form.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const parsed = parseLogin(await readBody(request, ["form"]));
  if (!parsed.success) return Response.json({ error: firstMessage(parsed.error), email: null }, { status: 400 });
  const email = "username" in parsed.data ? parsed.data.username : null;
  try {
    await logIn(context, parsed.data);
  } catch (err) {
    // the API's refusal (its status and message; anything else rethrown), above the form, the e-mail kept
    const refused = apiRefusal(err);
    const { message } = (await refused.json()) as ApiError;
    return Response.json({ error: message, email }, { status: refused.status });
  }
  throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
}

export default function Login() {
  const { redirectTo, staff } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <LoginLayout>
      <section className="rounded-2xl bg-white p-6 shadow-lg" aria-labelledby="login-title">
        <h1 id="login-title" className="mb-4 text-2xl font-bold">
          {LOGIN_TITLE}
        </h1>
        {refused ? (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 font-semibold text-red-800">
            {refused.error}
          </p>
        ) : null}
        {/* a full navigation, so every loader (and the root's user) runs fresh after login */}
        <LoginForm
          staff={staff}
          staffEmail={refused?.email ?? undefined}
          onSuccess={() => window.location.assign(redirectTo)}
        />
        <p className="mt-4 text-sm text-stone-700">
          Medewerkers kunnen inloggen met het mobiele nummer waarmee het restaurant ze heeft toegevoegd en een sms-code,
          of met e-mail en wachtwoord.
        </p>
      </section>
    </LoginLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
