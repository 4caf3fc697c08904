// /ritten: the courier's phone screen (decisions 076, 077) — today's deliveries of this restaurant
// that are ready to take, and his own on the road. Courier, admin and service staff (and root);
// cook, user, call centre, customers and other restaurants' staff 403; anonymous to the login.
// Never cached by the browser (no-store): the list holds addresses and, for his rides, phones.
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { RidesPage } from "~/components/courier/rides-page";
import { hostChannel } from "~/realtime/channels";
import { loadRides } from "~/services/courier.server";
import { ServiceError } from "~/services/errors.server";
import { requireHostStaff } from "~/http/guards.server";
import { loadOrRefuse } from "~/http/http.server";
import { staffMeta } from "~/http/meta";
import { rolesFor } from "~/domain/policy";

export const meta: MetaFunction = () => staffMeta("Ritten");

const NO_STORE = { "Cache-Control": "private, no-store" };
export const headers: HeadersFunction = () => NO_STORE;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireHostStaff(context, request, rolesFor("rides"));
  const rides = await loadOrRefuse(request, () => {
    if (context.tenant.kind !== "host") throw new ServiceError("Geen restaurant.", 404);
    return loadRides({ hostId: context.tenant.host.id, courier: { id: staff.user.id, name: staff.user.name } });
  });
  const hostId = context.tenant.kind === "host" ? context.tenant.host.id : 0;
  return json({ ...rides, channel: hostChannel(hostId), scope: `${hostId}:${staff.user.id}` }, { headers: NO_STORE });
}

export default function Ritten() {
  const { channel, scope, ...data } = useLoaderData<typeof loader>();
  return <RidesPage data={data} channel={channel} scope={scope} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
