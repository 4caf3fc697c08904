// /petitie/intrekken/{id}.{secret}: the withdrawal link a signer got after verifying (docs/issues/020.md §4).
// GET shows one button; the POST withdraws: the signature leaves the counter, its data is erased.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultLayout } from "~/components/layouts";
import { PetitionLink } from "~/components/petition/petition-link";
import { MESSAGES, PETITION_TITLE } from "~/domain/petition";
import { linkTokenSchema, withdrawSchema } from "~/schemas/petition";
import { checkWithdrawLink, withdrawPetition } from "~/services/petition.server";
import { ServiceError } from "~/services/errors.server";
import { formAction } from "~/http/http.server";

export const meta: MetaFunction = () => [
  { title: `Handtekening intrekken — ${PETITION_TITLE}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: LoaderFunctionArgs) {
  const token = linkTokenSchema.safeParse({ token: params.token });
  return { live: token.success ? await checkWithdrawLink(token.data.token) : false };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = linkTokenSchema.safeParse({ token: params.token });
  return formAction(request, withdrawSchema, async () => {
    if (!token.success) throw new ServiceError(MESSAGES.badWithdrawLink, 404);
    return withdrawPetition(token.data.token);
  });
}

export default function WithdrawSignature() {
  const { live } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DefaultLayout title={PETITION_TITLE}>
      <PetitionLink
        title="Handtekening intrekken"
        live={live}
        deadMessage={MESSAGES.badWithdrawLink}
        explain={`Wil je je handtekening voor de petitie ${PETITION_TITLE} intrekken? Dan telt hij niet meer mee en wissen we je gegevens.`}
        button="Handtekening intrekken"
        result={result ?? null}
      />
    </DefaultLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
