// /petitie/bevestig/{id}.{secret}: the link in the petition's e-mail (docs/issues/020.md §4). GET shows one
// button; the POST makes the signature count (a mail scanner's GET changes nothing).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultLayout } from "~/components/layouts";
import { PetitionLink } from "~/components/petition/petition-link";
import { MESSAGES, PETITION_TITLE } from "~/domain/petition";
import { confirmSchema, linkTokenSchema } from "~/schemas/petition";
import { checkConfirmLink, confirmPetitionLink } from "~/services/petition.server";
import { ServiceError } from "~/services/errors.server";
import { formAction } from "~/http/http.server";

export const meta: MetaFunction = () => [
  { title: `Handtekening bevestigen — ${PETITION_TITLE}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: LoaderFunctionArgs) {
  const token = linkTokenSchema.safeParse({ token: params.token });
  return { live: token.success ? await checkConfirmLink(token.data.token) : false };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const token = linkTokenSchema.safeParse({ token: params.token });
  return formAction(request, confirmSchema, async () => {
    if (!token.success) throw new ServiceError(MESSAGES.badLink, 404);
    const done = await confirmPetitionLink({
      signer: { ip: context.clientIp, url: request.url },
      token: token.data.token,
    });
    return { intent: done.intent, message: done.message };
  });
}

export default function ConfirmSignature() {
  const { live } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DefaultLayout title={PETITION_TITLE}>
      <PetitionLink
        title="Handtekening bevestigen"
        live={live}
        deadMessage={MESSAGES.badLink}
        explain={`Bevestig je handtekening voor de petitie ${PETITION_TITLE}. Daarna telt hij mee.`}
        button="Bevestigen"
        result={result ?? null}
      />
    </DefaultLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
