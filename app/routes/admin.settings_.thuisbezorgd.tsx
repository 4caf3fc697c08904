// /admin/settings/thuisbezorgd (issue 18 §1; decision 029): the restaurant's link to Thuisbezorgd.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { SettingsPage } from "~/components/settings/settings-page";
import { ThuisbezorgdLinkForm } from "~/components/thuisbezorgd/link-form";
import { getEnv } from "~/env.server";
import { thuisbezorgdLinkSchema } from "~/schemas/thuisbezorgd-link";
import { editorStaff } from "~/services/product-editor.server";
import { loadThuisbezorgdLink, saveThuisbezorgdLink } from "~/services/thuisbezorgd-link.server";
import { requireRestaurantAdmin } from "~/utils/auth.server";
import { formAction, loadOrRefuse } from "~/utils/http.server";
import { staffMeta } from "~/utils/meta";

export const meta: MetaFunction = () => staffMeta("Thuisbezorgd");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return loadOrRefuse(request, () => loadThuisbezorgdLink(host.id, getEnv().PLATFORM_DOMAIN));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { staff, host } = await requireRestaurantAdmin(context, request);
  return formAction(request, thuisbezorgdLinkSchema, (input) =>
    saveThuisbezorgdLink(host.id, input, editorStaff(staff)),
  );
}

export default function ThuisbezorgdSettingsPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return (
    <AdminLayout title="Thuisbezorgd">
      <SettingsPage
        title="Thuisbezorgd"
        hostName={data.hostName}
        intro="Zet Thuisbezorgd-bestellingen op hetzelfde bord als je eigen bestellingen: ze printen en gaan door accepteren → klaar → afgehaald zoals elke bestelling."
      >
        <ThuisbezorgdLinkForm data={data} result={result} />
      </SettingsPage>
    </AdminLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
