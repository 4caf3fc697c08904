// /login: the login flow on its own page (login layout, "Zelf bestellen? klik hier").
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LoginForm } from "~/components/auth/login-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LoginLayout } from "~/components/layouts";
import { LOGIN_TITLE } from "~/domain/messages";
import { getOptionalUser } from "~/utils/auth.server";
import { pageMeta } from "~/utils/meta";
import { safeRedirect } from "~/utils/safe-redirect";

export const meta: MetaFunction = () =>
  pageMeta(LOGIN_TITLE, "Log in met je mobiele nummer en een sms-code, of als medewerker met je e-mail en wachtwoord.");

/** A logged-in user goes straight on to where they were headed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirect(params.get("redirectTo"));
  if (await getOptionalUser(context)) throw redirect(redirectTo);
  return { redirectTo, staff: params.has("medewerker") };
}

export default function Login() {
  const { redirectTo, staff } = useLoaderData<typeof loader>();
  return (
    <LoginLayout>
      <section className="rounded-2xl bg-white p-6 shadow-lg" aria-labelledby="login-title">
        <h1 id="login-title" className="mb-4 text-2xl font-bold">
          {LOGIN_TITLE}
        </h1>
        {/* a full navigation, so every loader (and the root's user) runs fresh after login */}
        <LoginForm staff={staff} onSuccess={() => window.location.assign(redirectTo)} />
      </section>
    </LoginLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
