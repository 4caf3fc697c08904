// /club (docs/issues/020.md §1): the customer's own side of this restaurant's club — their stamps, the
// reward, and their consent to its messages, given or withdrawn here (the link every campaign SMS
// ends with). Consent is recorded with its date and source.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultLayout } from "~/components/layouts";
import { NOT_FOUND_TEXT } from "~/domain/messages";
import { consentSchema } from "~/schemas/club";
import { loadConsent, saveConsent } from "~/services/club-consent.server";
import { requireCustomer } from "~/http/guards.server";
import { formAction } from "~/http/http.server";
import { FormAnswer } from "~/components/form-answer";
import { refuseWhenSuspended } from "~/http/suspension.server";

export const meta: MetaFunction = () => [{ title: "Klantenclub — Bestelinfo" }, { name: "robots", content: "noindex" }];

async function who(context: AppLoadContext, request: Request) {
  const current = await requireCustomer(context, request);
  if (context.tenant.kind !== "host") throw new Response(NOT_FOUND_TEXT, { status: 404 });
  return { hostId: context.tenant.host.id, hostName: context.tenant.host.name, customerId: current.user.id };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  refuseWhenSuspended(context);
  const member = await who(context, request);
  return { hostName: member.hostName, ...(await loadConsent(member)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  refuseWhenSuspended(context);
  const member = await who(context, request);
  return formAction(request, consentSchema, (input) =>
    saveConsent({ hostId: member.hostId, customerId: member.customerId, input }),
  );
}

export default function ClubConsent() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DefaultLayout title={data.hostName}>
      <div className="mx-auto max-w-md space-y-4 p-4">
        <h1 className="text-2xl font-bold">Klantenclub van {data.hostName}</h1>
        <p className="text-lg">
          Je hebt <strong>{data.stamps}</strong> van de {data.maxStamps} stempels.
          {data.reward ? ` Een volle kaart geeft ${data.reward}.` : ""}
        </p>
        {result ? <FormAnswer answer={result} /> : null}
        <p>
          {data.optedIn
            ? `Je ontvangt de berichten van de klantenclub (sinds ${data.since}).`
            : "Je ontvangt geen berichten van de klantenclub."}
        </p>
        <form method="post">
          <input type="hidden" name="intent" value="consent" />
          <input type="hidden" name="optIn" value={data.optedIn ? "0" : "1"} />
          <button
            type="submit"
            className="min-h-12 w-full rounded-full bg-primary px-6 py-3 text-lg font-bold text-on-primary"
          >
            {data.optedIn ? "Afmelden voor berichten" : "Ja, stuur mij acties per sms"}
          </button>
        </form>
        <p className="text-center">
          <Link to="/" className="font-semibold underline underline-offset-4">
            Naar het menu
          </Link>
        </p>
      </div>
    </DefaultLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
