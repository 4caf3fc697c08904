// The restaurant a request is for, as the route hands it to a service (decision 083): services take
// a hostId, never the Tenant. On the platform domain (root may open staff screens there) or an
// unknown one, the route refuses with the 404 the service's callers have always seen; called inside
// loadOrRefuse/apiAnswer/formAction, the ServiceError becomes that answer.
// loadOrRefuse(request, () => loadBoard({ hostId: tenantHost(context.tenant).id, url }))
import type { Tenant, TenantHost } from "~/context";
import { ServiceError } from "~/services/errors.server";

export const NO_RESTAURANT = "Geen restaurant.";

export function tenantHost(tenant: Tenant, notFound: string = NO_RESTAURANT): TenantHost {
  if (tenant.kind !== "host") throw new ServiceError(notFound, 404);
  return tenant.host;
}

/** The restaurant, or null on the platform domain (root's lists over every restaurant); elsewhere a 404. */
export function tenantHostOrPlatform(tenant: Tenant): TenantHost | null {
  return tenant.kind === "platform" ? null : tenantHost(tenant);
}

/** The restaurant of the request's domain, or null on any other (the service refuses or shows less). */
export function domainHost(tenant: Tenant): TenantHost | null {
  return tenant.kind === "host" ? tenant.host : null;
}
