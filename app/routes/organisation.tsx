// /organisation: the staff member's organisation and role, and the restaurants it works for.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { loadOrganisationPage } from "~/services/account-pages.server";
import { staffMeta } from "~/utils/meta";

export const meta: MetaFunction = () => staffMeta("Organisatie");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOrganisationPage(context, request);
}

export default function Organisation() {
  const { organisation, roles, hosts, kind } = useLoaderData<typeof loader>();
  return (
    <AdminLayout title="Organisatie">
      <h1 className="mb-4 text-2xl font-bold">{organisation?.name ?? "Bestelinfo (platform)"}</h1>
      <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">Rol</dt>
        <dd>{kind === "root" ? "Platformbeheer" : roles.join(", ") || "Geen rol"}</dd>
        <dt className="font-semibold">Thuisbezorgd-koppeling</dt>
        <dd>{organisation?.marketplaceSync ? "Aan" : "Uit"}</dd>
      </dl>
      {hosts.length > 0 ? (
        <section className="mt-6" aria-labelledby="org-hosts">
          <h2 id="org-hosts" className="mb-2 text-xl font-bold">
            Restaurants
          </h2>
          <ul className="list-disc pl-6">
            {hosts.map((h) => (
              <li key={h.perma}>
                {h.name} {h.own ? null : <span className="text-stone-600">(bedient jullie organisatie)</span>}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </AdminLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
