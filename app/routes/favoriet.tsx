// /favoriet (docs/issues/020.md §7): the logged-in customer marks this restaurant as a favourite, or unmarks
// it; the directory's "Favorieten" tile lists the marked ones. The thank-you page posts here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultLayout } from "~/components/layouts";
import { FavoriteForm } from "~/components/loyalty/favorite-form";
import type { AppLoadContext } from "@remix-run/node";
import { NOT_FOUND_TEXT } from "~/domain/messages";
import { favoriteSchema } from "~/schemas/favorites";
import { loadFavorite, saveFavorite } from "~/services/favorites.server";
import { requireCustomer } from "~/http/guards.server";
import { formAction } from "~/http/http.server";
import { FormAnswer } from "~/components/form-answer";
import { refuseWhenSuspended } from "~/http/suspension.server";

export const meta: MetaFunction = () => [{ title: "Favoriet — Bestelinfo" }, { name: "robots", content: "noindex" }];

/** The customer and the restaurant of this domain (the platform has none: 404). */
async function who(context: AppLoadContext, request: Request) {
  const current = await requireCustomer(context, request);
  if (context.tenant.kind !== "host") throw new Response(NOT_FOUND_TEXT, { status: 404 });
  return { hostId: context.tenant.host.id, hostName: context.tenant.host.name, customerId: current.user.id };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  refuseWhenSuspended(context);
  return loadFavorite(await who(context, request));
}

export async function action({ request, context }: ActionFunctionArgs) {
  refuseWhenSuspended(context);
  const customer = await who(context, request);
  return formAction(request, favoriteSchema, (input) => saveFavorite({ ...customer, input }));
}

export default function Favorite() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const favorite = result?.ok ? result.favorite : data.favorite;
  return (
    <DefaultLayout title={data.hostName}>
      <div className="mx-auto max-w-md space-y-4 p-4 text-center">
        <h1 className="text-2xl font-bold">Favoriet</h1>
        {result ? <FormAnswer answer={result} /> : null}
        <p>Je favorieten staan bij elkaar onder de tegel "Favorieten" in het overzicht van restaurants.</p>
        <FavoriteForm favorite={favorite} hostName={data.hostName} />
        <p>
          <Link to="/" className="font-semibold underline underline-offset-4">
            Naar het menu
          </Link>
        </p>
      </div>
    </DefaultLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
