import { PRODUCT_NAME } from "./constants";
import type { Labeled } from "./labels";
import { type Action, type Role, rolesAllow, type UserKind } from "./policy";

export type { Role, UserKind };

/** SPEC §6 host roles. */
export const ROLES: ReadonlyArray<Labeled<Role>> = [
  { value: "admin", label: "Beheerder" },
  { value: "order", label: "Bediening" },
  { value: "user", label: "Gebruiker" },
  { value: "cook", label: "Kok" },
  { value: "courier", label: "Bezorger" },
  { value: "callcenter", label: "Telefoniste" },
];

/** The cog in the user header (SPEC §2), not a menu entry. */
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
 * SPEC §6: the organisation's role wins over the user's own. Stored roles may
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
 * the user's own (demo and older accounts carry it there). Null when neither is a SPEC §6 role.
 */
export function effectiveRole(user: { role: string | null; orgRole: string | null }): Role | null {
  const first = effectiveRoles({ role: user.role }, { role: user.orgRole })[0];
  return ROLES.find((r) => r.value === first)?.value ?? null;
}

interface Row extends MenuEntry {
  visible: (who: Who) => boolean;
}

interface Who {
  loggedIn: boolean;
  customer: boolean;
  root: boolean;
  /** SPEC §6: logged in and neither customer nor root. */
  host: boolean;
  /** The role part of the policy table (domain/policy.ts): the row adds the kind. */
  allows: (action: Action) => boolean;
  admin: boolean;
  roles: ReadonlyArray<string>;
  marketplaceSync: boolean;
}

/*
 * SPEC §2 menu table, one row per entry, read literally:
 * - "any, no role restriction" (Dashboard): everyone, anonymous visitors and
 *   customers included; customers therefore also see "Mijn Bestelinfo" for /.
 * - "root, role admin" (Feed): root OR anyone with the admin role.
 * - "root, admin" (Users), "host, admin" (Staff, Products): kind AND admin
 *   role; SPEC §6 lists Users as admin-only, and Users/Staff are the root and
 *   host faces of the same page.
 * - "host or root, admin": (host OR root) AND admin.
 * - "admin" alone (Order overview): the admin role, whatever the kind.
 * - "roles admin, order, user" (Customers): any one of those roles.
 * - "neither host nor customer" (Deliver): anonymous visitors and root,
 *   because "host" means logged in (SPEC §6).
 * - "host, empty role list" (Bestellen): a host user without any role.
 */
const ROWS: ReadonlyArray<Row> = [
  // issue 17 §6 (decision 045): a restaurant's admins get their own dashboard; everyone else "/"
  { key: "dashboard", label: "Dashboard", to: "/", visible: (w) => !(w.host && w.admin) },
  { key: "owner-dashboard", label: "Dashboard", to: "/admin/dashboard", visible: (w) => w.host && w.admin },
  { key: "restaurants", label: "Restaurants", to: "/hosts", visible: (w) => w.root },
  { key: "my", label: `Mijn ${PRODUCT_NAME}`, to: "/", visible: (w) => w.customer },
  { key: "orders", label: "Bestellingen", to: ORDERS_ROUTE, visible: (w) => w.host },
  // decision 076: the courier's phone screen (admin and service staff reach it from Bezorgingen)
  { key: "rides", label: "Ritten", to: "/ritten", visible: (w) => w.host && w.allows("ridesMenu") },
  { key: "todo", label: "Todo", to: TODO_ROUTE, visible: (w) => w.root },
  {
    key: "feed",
    label: "Feed",
    to: "/admin/stats/feed",
    visible: (w) => w.root || w.allows("feed"),
  },
  {
    key: "deliver",
    label: "Bestellen",
    to: "/deliver",
    visible: (w) => !w.host && !w.customer,
  },
  {
    key: "order",
    label: "Bestellen",
    to: "/deliver",
    visible: (w) => w.host && w.roles.length === 0,
  },
  { key: "users", label: "Gebruikers", to: "/admin/users", visible: (w) => w.root && w.admin },
  { key: "staff", label: "Personeel", to: "/admin/users", visible: (w) => w.host && w.admin },
  {
    key: "settings",
    label: "Instellingen",
    to: "/admin/settings",
    visible: (w) => (w.host || w.root) && w.admin,
  },
  {
    key: "order-overview",
    label: "Bestellingoverzicht",
    to: "/admin/stats/feed",
    visible: (w) => w.admin,
  },
  {
    key: "financial",
    label: "Financieel overzicht",
    to: "/admin/stats",
    visible: (w) => (w.host || w.root) && w.admin,
  },
  {
    key: "customers",
    label: "Klanten",
    to: "/customers",
    visible: (w) => w.allows("customers"),
  },
  {
    key: "products",
    label: "Producten",
    to: "/admin/products",
    visible: (w) => w.host && w.admin,
  },
  {
    key: "marketplace-import",
    label: "Importeren van Thuisbezorgd",
    to: "/admin/thuisbezorgd/importeren",
    visible: (w) => w.host && w.admin && w.marketplaceSync,
  },
  // issue 19: the version watch's config document, in the platform console
  { key: "app-version", label: "App-versie", to: "/admin/versie", visible: (w) => w.root },
  // the AVG requests of every restaurant (decision 078)
  { key: "privacy-requests", label: "Privacyverzoeken", to: "/admin/privacyverzoeken", visible: (w) => w.root },
  // --- issue 20: loyalty and marketing (the restaurant's admins; root as for Instellingen)
  { key: "club", label: "Klantenclub", to: "/admin/club", visible: (w) => w.host && w.admin },
  { key: "reviews", label: "Beoordelingen", to: "/admin/beoordelingen", visible: (w) => (w.host || w.root) && w.admin },
  { key: "discounts", label: "Kortingen", to: "/admin/kortingen", visible: (w) => w.host && w.admin },
  // issue 20 §3 (wt-hub): the test bench
  { key: "play", label: "Testen", to: "/admin/play", visible: (w) => (w.host || w.root) && w.admin },
  // issue 20 §2 (wt-hub3, decision 053): the integrations at a glance
  { key: "hub", label: "Koppelingen", to: "/admin/hub", visible: (w) => (w.host || w.root) && w.admin },
  // --- end issue 20
  { key: "logout", label: "Uitloggen", action: "logout", visible: (w) => w.loggedIn },
];

function who(user: MenuUser | null, roles: ReadonlyArray<string>, org: { marketplaceSync?: boolean } | null): Who {
  return {
    loggedIn: user !== null,
    customer: user?.kind === "customer",
    root: user?.kind === "root",
    host: user?.kind === "host",
    allows: (action) => rolesAllow(roles, action),
    admin: rolesAllow(roles, "manage"),
    roles,
    marketplaceSync: org?.marketplaceSync === true,
  };
}

/** SPEC §2 navigation menu, in table order. */
export function menuEntries(
  user: MenuUser | null,
  roles: string[],
  org: { marketplaceSync?: boolean } | null,
): MenuEntry[] {
  const w = who(user, roles, org);
  return ROWS.filter((row) => row.visible(w)).map(({ key, label, to, action }) => ({
    key,
    label,
    ...(to === undefined ? {} : { to }),
    ...(action === undefined ? {} : { action }),
  }));
}

/**
 * SPEC §2 route guards, as a landing redirect: they only fire on the base
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
