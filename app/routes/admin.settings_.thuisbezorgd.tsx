// /admin/settings/thuisbezorgd (docs/issues/018.md §1; decision 029): the restaurant's link to Thuisbezorgd.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { SettingsPage } from "~/components/settings/settings-page";
import { CommissionForm } from "~/components/thuisbezorgd/commission-form";
import { ThuisbezorgdLinkForm } from "~/components/thuisbezorgd/link-form";
import { getEnv } from "~/env.server";
import { calendarDate } from "~/domain/amsterdam-time";
import { dayText } from "~/domain/finance-period";
import { commissionSchema } from "~/schemas/commission";
import { thuisbezorgdLinkSchema } from "~/schemas/thuisbezorgd-link";
import { loadCommission, saveCommission } from "~/services/commission.server";
import { actorOf } from "~/services/actor.server";
import { loadThuisbezorgdLink, saveThuisbezorgdLink } from "~/services/thuisbezorgd-link.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { formAction, loadOrRefuse } from "~/http/http.server";
import { staffMeta } from "~/http/meta";
import { z } from "zod";
import { UNKNOWN_ACTION } from "~/domain/messages";

// the link's forms and the commission's (decision 056), told apart by their intent
const settingsSchema = z.discriminatedUnion(
  "intent",
  [...thuisbezorgdLinkSchema.options, ...commissionSchema.options],
  {
    error: () => UNKNOWN_ACTION,
  },
);

type SettingsInput = z.output<typeof settingsSchema>;

export const meta: MetaFunction = () => staffMeta("Thuisbezorgd");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return loadOrRefuse(request, async () => ({
    ...(await loadThuisbezorgdLink({ hostId: host.id, platformDomain: getEnv().PLATFORM_DOMAIN })),
    commission: await loadCommission({ hostId: host.id }),
    today: dayText(calendarDate(new Date())),
  }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { staff, host } = await requireRestaurantAdmin(context, request);
  return formAction(request, settingsSchema, (input): Promise<{ intent: SettingsInput["intent"]; message: string }> =>
    input.intent === "commission" || input.intent === "commission-delete"
      ? saveCommission({ hostId: host.id, input, actor: actorOf(staff) })
      : saveThuisbezorgdLink({ hostId: host.id, actor: actorOf(staff), input }),
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
        <CommissionForm data={data.commission} result={result} today={data.today} />
      </SettingsPage>
    </AdminLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
