// /privacy (decision 081): the restaurant's privacy statement, generated from its settings — the
// controller, Bestelinfo as its processor, the sub-processors in use, what is kept how long, how to
// exercise one's rights, and the one functional cookie. On the platform: Bestelinfo's own.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultLayout } from "~/components/layouts";
import { PrivacyPage } from "~/components/privacy/privacy-page";
import { NOT_FOUND_TEXT } from "~/domain/messages";
import { loadPrivacy } from "~/services/privacy-page.server";
import { loadOrRefuse } from "~/http/http.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Privacy en cookies — ${data?.view.controller.name ?? "Bestelinfo"}` },
  { name: "description", content: "Welke gegevens we bewaren, hoe lang, en wat je rechten zijn." },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.tenant.kind === "unknown") throw new Response(NOT_FOUND_TEXT, { status: 404 });
  const hostId = context.tenant.kind === "host" ? context.tenant.host.id : null;
  const view = await loadOrRefuse(request, () => loadPrivacy({ hostId }));
  return { view };
}

export default function Privacy() {
  const { view } = useLoaderData<typeof loader>();
  return (
    <DefaultLayout title={view.controller.name}>
      <PrivacyPage view={view} />
    </DefaultLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
