// /admin/privacyverzoeken (root, decision 078): every data export and erasure — by the customer
// in Mijn gegevens or by a restaurant on request — with who did it, when and why.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { loadPrivacyRequests } from "~/services/privacy.server";
import { requireRoot } from "~/http/guards.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Privacyverzoeken");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoot(context, request);
  return { requests: await loadPrivacyRequests() };
}

export default function PrivacyRequestsPage() {
  const { requests } = useLoaderData<typeof loader>();
  return (
    <AdminLayout title="Privacyverzoeken">
      <h1 className="mb-4 text-2xl font-bold">Privacyverzoeken</h1>
      {requests.length === 0 ? (
        <p>Nog geen verzoeken.</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Alle verzoeken">
          <table className="w-full text-left">
            <thead>
              <tr>
                <th className="p-2">Wanneer</th>
                <th className="p-2">Restaurant</th>
                <th className="p-2">Soort</th>
                <th className="p-2">Door</th>
                <th className="p-2">Reden</th>
                <th className="p-2">Bestellingen geanonimiseerd</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((r) => (
                <tr key={r.id} className="border-t border-stone-200">
                  <td className="p-2 whitespace-nowrap">{r.at}</td>
                  <td className="p-2">{r.restaurant}</td>
                  <td className="p-2">{r.kind}</td>
                  <td className="p-2">{r.by}</td>
                  <td className="p-2">{r.reason}</td>
                  <td className="p-2 tabular-nums">{r.kind === "Verwijdering" ? r.orders : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
