// /admin/settings/wijzigingen (docs/issues/016.md §7): the audit log — who changed which setting, staff
// member or role, when, old → new. The restaurant's admins, and root on any restaurant.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { SettingsPage } from "~/components/settings/settings-page";
import { card } from "~/components/settings/settings-ui";
import { loadAuditLog } from "~/services/audit-log.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Wijzigingen");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return { hostName: host.name, entries: await loadAuditLog({ hostId: host.id }) };
}

export default function AuditPage() {
  const { hostName, entries } = useLoaderData<typeof loader>();
  return (
    <AdminLayout title="Wijzigingen">
      <SettingsPage
        title="Wijzigingen"
        hostName={hostName}
        intro="Wie wat heeft gewijzigd aan instellingen en personeel. Sleutels en codes staan er nooit in."
      >
        {entries.length === 0 ? <p>Nog geen wijzigingen.</p> : null}
        <ol className="space-y-3">
          {entries.map((e) => (
            <li key={e.id} className={card}>
              <p className="flex flex-wrap justify-between gap-2">
                <span className="text-lg font-semibold">
                  {e.area}: {e.summary}
                </span>
                <span className="text-stone-700">
                  {e.at} · {e.who}
                </span>
              </p>
              <ul className="space-y-1">
                {e.changes.map((c, i) => (
                  <li key={i} className="break-words">
                    <span className="font-semibold">{c.label}:</span>{" "}
                    <span className="text-stone-700 line-through decoration-stone-500">{c.old ?? "—"}</span>{" "}
                    <span aria-label="wordt">→</span> <span>{c.new ?? "—"}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </SettingsPage>
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
