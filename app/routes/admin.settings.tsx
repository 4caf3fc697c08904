// /admin/settings (docs/spec.md §2, docs/issues/016.md §2): the index of the restaurant's settings, grouped, each group
// a sub-page with its own form; the payments forms (docs/issues/005.md) stay as this page's own section.
// Admins of this restaurant, or root on any restaurant.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PaymentSettingsForm } from "~/components/admin/payment-settings-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { SettingsIndex } from "~/components/settings/settings-index";
import { getEnv } from "~/env.server";
import { paymentSettingsSchema } from "~/schemas/payments-staff";
import { loadSettingsSummary } from "~/services/settings/summary.server";
import { loadPaymentSettings, savePaymentSettings } from "~/services/payment-settings.server";
import { actorOf } from "~/services/actor.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { formAction, loadOrRefuse } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Instellingen");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  const [payments, summary] = await Promise.all([
    loadOrRefuse(request, () => loadPaymentSettings({ hostId: host.id })),
    loadOrRefuse(request, () => loadSettingsSummary({ hostId: host.id, platformDomain: getEnv().PLATFORM_DOMAIN })),
  ]);
  return { payments, summary };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { staff, host } = await requireRestaurantAdmin(context, request);
  return formAction(request, paymentSettingsSchema, (input) =>
    savePaymentSettings({ hostId: host.id, input, actor: actorOf(staff) }),
  );
}

export default function Settings() {
  const { payments, summary } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminLayout title="Instellingen">
      <h1 className="mb-4 text-2xl font-bold">Instellingen van {payments.hostName}</h1>
      {summary.paused.on ? (
        <p className="mb-4 rounded-xl border border-red-700 bg-red-50 p-3 text-lg font-semibold text-red-900">
          {summary.paused.text}.{" "}
          <Link to="/admin/settings/bestellen" className="underline underline-offset-4">
            Weer bestellingen aannemen
          </Link>
        </p>
      ) : null}
      <SettingsIndex summary={summary} />
      <section id="betalen" aria-labelledby="payments-title" className="mt-6">
        <h2 id="payments-title" className="mb-3 text-xl font-bold">
          Betalen
        </h2>
        <PaymentSettingsForm settings={payments} result={result ?? null} />
      </section>
    </AdminLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
