// /admin/settings (SPEC §2, admins of this restaurant): for now the payments settings of issue 5.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PaymentSettingsForm } from "~/components/admin/payment-settings-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { paymentSettingsSchema } from "~/schemas/payments-staff";
import { loadPaymentSettings, savePaymentSettings } from "~/services/payment-settings.server";
import { requireRestaurantAdmin } from "~/utils/auth.server";
import { formAction } from "~/utils/http.server";
import { staffMeta } from "~/utils/meta";

export const meta: MetaFunction = () => staffMeta("Instellingen");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadPaymentSettings(context, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return formAction(request, paymentSettingsSchema, (input) => savePaymentSettings(host.id, input));
}

export default function Settings() {
  const settings = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminLayout title="Instellingen">
      <h1 className="mb-4 text-2xl font-bold">Instellingen van {settings.hostName}</h1>
      <p className="mb-4">
        <Link to="/admin/settings/printers" className="font-semibold text-primary-ink underline">
          Printers en bonnen
        </Link>
      </p>
      <PaymentSettingsForm settings={settings} result={result ?? null} />
    </AdminLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
