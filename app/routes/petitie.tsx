// /petitie "Eerlijk bestellen" (docs/issues/020.md §4, decision 052): the platform's public campaign page, on
// bestelinfo.nl and on every restaurant's domain. Why ordering directly helps the local restaurant,
// the live counter of verified signatures, and the form (sign → the SMS code, or a link by e-mail).
// Anonymous visitors get it from the page cache (decision 044), dropped when the counter changes.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultLayout } from "~/components/layouts";
import { PetitionPage } from "~/components/petition/petition-page";
import { NOT_FOUND_TEXT } from "~/domain/messages";
import { PETITION_TITLE } from "~/domain/petition";
import { petitionSchema } from "~/schemas/petition";
import { loadPetition, signPetition, verifyPetitionCode, type PetitionDone } from "~/services/petition.server";
import { getOptionalUser } from "~/http/session-user.server";
import { formAction } from "~/http/http.server";

const DESCRIPTION =
  "Bestel rechtstreeks bij je lokale restaurant: geen commissie voor een bestelplatform. Teken de petitie.";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const title = `${PETITION_TITLE} — Bestelinfo`;
  const url = data ? `${data.origin}/petitie` : "/petitie";
  const image = data ? `${data.origin}/images/petitie-og.png` : "/images/petitie-og.png";
  return [
    { title },
    { name: "description", content: DESCRIPTION },
    { property: "og:type", content: "website" },
    { property: "og:title", content: PETITION_TITLE },
    { property: "og:description", content: DESCRIPTION },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: `${PETITION_TITLE}: bestel rechtstreeks bij je lokale restaurant` },
    { property: "og:locale", content: "nl_NL" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: PETITION_TITLE },
    { name: "twitter:description", content: DESCRIPTION },
    { name: "twitter:image", content: image },
    { tagName: "link", rel: "canonical", href: url },
  ];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.tenant.kind === "unknown") throw new Response(NOT_FOUND_TEXT, { status: 404 });
  const title = context.tenant.kind === "host" ? context.tenant.host.name : "Bestelinfo";
  // root's way to the export (the cached page is an anonymous visitor's: never this link)
  const root = (await getOptionalUser(context))?.user.kind === "root";
  return { title, origin: new URL(request.url).origin, csv: root, ...(await loadPetition()) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (context.tenant.kind === "unknown") throw new Response(NOT_FOUND_TEXT, { status: 404 });
  const signer = {
    ip: context.clientIp,
    hostId: context.tenant.kind === "host" ? context.tenant.host.id : null,
    url: request.url,
  };
  return formAction(request, petitionSchema, async (input): Promise<PetitionDone> =>
    input.intent === "sign" ? signPetition({ signer, input }) : verifyPetitionCode({ signer, input }),
  );
}

export default function Petition() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DefaultLayout title={data.title} website>
      <PetitionPage view={data} result={result ?? null} />
    </DefaultLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
