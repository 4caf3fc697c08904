// The navigation menu of docs/spec.md §2 (the drawer), one row per entry. Which rows a user sees is
// derived from the policy table (domain/policy.ts, decision 084) where a row hangs on a role, and
// from the user's kind. Its own module so the drawer's chunk carries it, not every page's.
//   menuEntries({ kind: "host" }, ["cook"], null) → [Dashboard, Bestellingen, Uitloggen]
import { PRODUCT_NAME } from "./constants";
import { ORDERS_ROUTE, TODO_ROUTE, type MenuEntry, type MenuUser } from "./menu";
import { type Action, rolesAllow } from "./policy";

interface Row extends MenuEntry {
  visible: (who: Who) => boolean;
}

interface Who {
  loggedIn: boolean;
  customer: boolean;
  root: boolean;
  /** docs/spec.md §6: logged in and neither customer nor root. */
  host: boolean;
  /** The role part of the policy table (domain/policy.ts): the row adds the kind. */
  allows: (action: Action) => boolean;
  admin: boolean;
  roles: ReadonlyArray<string>;
  marketplaceSync: boolean;
}

/*
 * docs/spec.md §2 menu table, one row per entry, read literally:
 * - "any, no role restriction" (Dashboard): everyone, anonymous visitors and
 *   customers included; customers therefore also see "Mijn Bestelinfo" for /.
 * - "root, role admin" (Feed): root OR anyone with the admin role.
 * - "root, admin" (Users), "host, admin" (Staff, Products): kind AND admin
 *   role; docs/spec.md §6 lists Users as admin-only, and Users/Staff are the root and
 *   host faces of the same page.
 * - "host or root, admin": (host OR root) AND admin.
 * - "admin" alone (Order overview): the admin role, whatever the kind.
 * - "roles admin, order, user" (Customers): any one of those roles.
 * - "neither host nor customer" (Deliver): anonymous visitors and root,
 *   because "host" means logged in (docs/spec.md §6).
 * - "host, empty role list" (Bestellen): a host user without any role.
 */
const ROWS: ReadonlyArray<Row> = [
  // docs/issues/017.md §6 (decision 045): a restaurant's admins get their own dashboard; everyone else "/"
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
  // docs/issues/019.md: the version watch's config document, in the platform console
  { key: "app-version", label: "App-versie", to: "/admin/versie", visible: (w) => w.root },
  // the AVG requests of every restaurant (decision 078)
  { key: "privacy-requests", label: "Privacyverzoeken", to: "/admin/privacyverzoeken", visible: (w) => w.root },
  // --- docs/issues/020.md: loyalty and marketing (the restaurant's admins; root as for Instellingen)
  { key: "club", label: "Klantenclub", to: "/admin/club", visible: (w) => w.host && w.admin },
  { key: "reviews", label: "Beoordelingen", to: "/admin/beoordelingen", visible: (w) => (w.host || w.root) && w.admin },
  { key: "discounts", label: "Kortingen", to: "/admin/kortingen", visible: (w) => w.host && w.admin },
  // docs/issues/020.md §3 (wt-hub): the test bench
  { key: "play", label: "Testen", to: "/admin/play", visible: (w) => (w.host || w.root) && w.admin },
  // docs/issues/020.md §2 (wt-hub3, decision 053): the integrations at a glance
  { key: "hub", label: "Koppelingen", to: "/admin/hub", visible: (w) => (w.host || w.root) && w.admin },
  // --- end docs/issues/020.md
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

/** docs/spec.md §2 navigation menu, in table order. */
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
