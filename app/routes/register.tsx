// /register (docs/issues/016.md §1): a restaurant signs itself up, on the platform domain. Her login is the
// existing SMS-code login; the form posts once, at "Restaurant openen", and the answer is a
// redirect through a single-use login link to her board on {perma}.{PLATFORM_DOMAIN}.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultLayout } from "~/components/layouts";
import { RegisterWizard } from "~/components/register/register-wizard";
import { NOT_FOUND_TEXT } from "~/domain/messages";
import { registerSchema } from "~/schemas/register";
import { openRestaurant, registerPage } from "~/services/sign-up.server";
import { requireUser } from "~/http/guards.server";
import { getOptionalUser } from "~/http/session-user.server";
import { formAction } from "~/http/http.server";

export const meta: MetaFunction = () => [
  { title: "Restaurant aanmelden — Bestelinfo" },
  { name: "robots", content: "noindex" },
];

function requirePlatform(context: LoaderFunctionArgs["context"]) {
  if (context.tenant.kind !== "platform") throw new Response(NOT_FOUND_TEXT, { status: 404 });
}

export async function loader({ context }: LoaderFunctionArgs) {
  requirePlatform(context);
  const current = await getOptionalUser(context);
  return registerPage(current?.user ?? null);
}

export async function action({ request, context }: ActionFunctionArgs) {
  requirePlatform(context);
  const { user } = await requireUser(context, request);
  return formAction(request, registerSchema, async (input): Promise<{ intent: "open"; message: string }> => {
    const done = await openRestaurant({ userId: user.id, ip: context.clientIp, requestUrl: request.url, input });
    throw redirect(done.loginUrl);
  });
}

export default function Register() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DefaultLayout title="Bestelinfo">
      <RegisterWizard view={view} result={result ?? null} />
    </DefaultLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
