import type { Labeled } from "./labels";
import { type Role, rolesAllow, type UserKind } from "./policy";

export type { Role, UserKind };

/** docs/spec.md §6 host roles. */
export const ROLES: ReadonlyArray<Labeled<Role>> = [
  { value: "admin", label: "Beheerder" },
  { value: "order", label: "Bediening" },
  { value: "user", label: "Gebruiker" },
  { value: "cook", label: "Kok" },
  { value: "courier", label: "Bezorger" },
  { value: "callcenter", label: "Telefoniste" },
];

/** The cog in the user header (docs/spec.md §2), not a menu entry. */
export const PROFILE_ROUTE = "/admin/profile";
export const ORDERS_ROUTE = "/orders";
export const TODO_ROUTE = "/admin/stats/todo";

export interface MenuUser {
  kind: UserKind;
}

export interface MenuEntry {
  key: string;
  label: string;
  to?: string;
  action?: string;
}

/**
 * docs/spec.md §6: the organisation's role wins over the user's own. Stored roles may
 * hold a comma- or space-separated list, so they are split into single roles.
 */
export function effectiveRoles(
  user: { role?: string | null },
  organisation: { role?: string | null } | null,
): string[] {
  const split = (role: string | null | undefined): string[] =>
    (role ?? "").split(/[\s,]+/).filter((part) => part !== "");
  const fromOrganisation = split(organisation?.role);
  return fromOrganisation.length > 0 ? fromOrganisation : split(user.role);
}

/**
 * The one role a staff member works in, as the staff pages show it: the organisation's role, else
 * the user's own (demo and older accounts carry it there). Null when neither is a docs/spec.md §6 role.
 */
export function effectiveRole(user: { role: string | null; orgRole: string | null }): Role | null {
  const first = effectiveRoles({ role: user.role }, { role: user.orgRole })[0];
  return ROLES.find((r) => r.value === first)?.value ?? null;
}

/**
 * docs/spec.md §2 route guards, as a landing redirect: they only fire on the base
 * path without the feature query (that query shows a featured restaurant on
 * /, which staff use to take orders). Elsewhere they return null, so staff
 * can still open every page they are allowed to; access itself is enforced
 * per route on the server, not here. Call-centre staff land on their todo
 * list before the general host rule sends staff to /orders.
 */
export function landingPath(
  user: MenuUser | null,
  roles: ReadonlyArray<string>,
  location: { path: string; hasFeatureQuery: boolean },
): string | null {
  if (user === null) return null;
  const base = location.path === "/" || location.path === "";
  if (!base || location.hasFeatureQuery) return null;
  if (rolesAllow(roles, "todo")) return TODO_ROUTE;
  if (user.kind !== "customer" && user.kind !== "root") return ORDERS_ROUTE;
  return null;
}
