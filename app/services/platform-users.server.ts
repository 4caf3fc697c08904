// Root's "Gebruikers" on the platform domain (docs/issues/016.md §3): every staff member of the platform,
// searchable, each with the restaurants of their organisation; one tap opens a restaurant's staff
// page there through the login hop (staff sessions are per domain).
import { getDb } from "~/db.server";
import { escapeLike, pageInfo } from "~/domain/customers";
import { labelOf } from "~/domain/labels";
import { effectiveRole, ROLES } from "~/domain/menu";
import { formatPhone } from "~/domain/phone-format";
import { getHost } from "~/models/hosts.server";
import { listPlatformStaff } from "~/models/users.root.server";
import type { PlatformUsersView } from "~/schemas/staff";
import { ServiceError } from "~/services/errors.server";
import { hostLoginUrl } from "~/services/exlogin.server";
import { staffLabel } from "~/domain/people";
import { HOST_NOT_FOUND } from "~/domain/messages";

export const USERS_PER_PAGE = 50;

export async function loadPlatformUsers({ q, page }: { q: string; page: number }): Promise<PlatformUsersView> {
  const wanted = Math.max(1, page);
  const { rows, total } = await listPlatformStaff(getDb(), {
    pattern: q ? `%${escapeLike(q)}%` : null,
    limit: USERS_PER_PAGE,
    offset: (wanted - 1) * USERS_PER_PAGE,
  });
  return {
    scope: "platform",
    q,
    total,
    page: pageInfo(wanted, total, USERS_PER_PAGE),
    users: rows.map((r) => ({
      id: r.id,
      name: staffLabel(r),
      contact: [r.phone ? formatPhone(r.phone) : null, r.email].filter(Boolean).join(" · "),
      role: r.kind === "root" ? "Platformbeheer" : (labelOf(ROLES, effectiveRole(r) ?? "") ?? "Geen rol"),
      organisation: r.organisationName,
      hosts: r.hosts,
    })),
  };
}

/** Root opens a restaurant's staff page: a single-use login link on its domain. */
export async function openStaffAtHost({
  hostId,
  rootUserId,
  requestUrl,
}: {
  hostId: number;
  rootUserId: number;
  requestUrl: string;
}): Promise<string> {
  const host = await getHost(getDb(), { hostId });
  if (!host) throw new ServiceError(HOST_NOT_FOUND, 404);
  return hostLoginUrl(requestUrl, { userId: rootUserId, host, redirectTo: "/admin/users" });
}
