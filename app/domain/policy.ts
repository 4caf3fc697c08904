// Who may do what (docs/roles.md, decision 084): one table, one question — `may(who, action)`.
// The route guards, the services' own checks and the navigation menu all read this table, so a
// role list lives here once. `who` is anything with `kind` and `roles` (an actor, or a session
// user through `whoOf`). Pure.
//   may({ kind: "host", roles: ["cook"] }, "soldOut") → true
//   may({ kind: "host", roles: ["cook"] }, "refund") → false
//   may({ kind: "root", roles: [] }, "refund") → true
//   rolesFor("board") → ["admin", "order", "user", "cook", "courier"]

export type UserKind = "customer" | "host" | "root";
export type Role = "admin" | "order" | "user" | "cook" | "courier" | "callcenter";

/**
 * The table: for each action, any one of these roles allows it. Root may do every action but the
 * two in NOT_BY_ROOT, whatever its roles; HOST_ONLY actions are for restaurant staff alone; a staff
 * member without any role may take orders at the desk (docs/spec.md §2 "Bestellen"); a customer
 * may none of them, whatever roles a row gives her.
 */
export const POLICY = {
  /** The order board `/orders`, its actions, adding a product, the print jobs. */
  board: ["admin", "order", "user", "cook", "courier"],
  /** The sold-out board `/orders/uitverkocht`. */
  soldOut: ["admin", "order", "cook"],
  /** The courier screen `/ritten` (decision 076): the courier, and admin and service who sometimes deliver. */
  rides: ["courier", "admin", "order"],
  /** `/ritten` as a menu entry: the courier's own screen; admin and service reach it from Bezorgingen. */
  ridesMenu: ["courier"],
  /** Board intent `courier`: give a ride to a courier or take it back. */
  assignCourier: ["admin", "order"],
  /** Board intent `delete`. */
  deleteOrder: ["admin", "order"],
  /** `POST /api/order/:id/refund`. */
  refund: ["admin", "order"],
  /** Customers `/customers`. */
  customers: ["admin", "order", "user"],
  /** The order desk `/deliver`: roles that take orders; cook and courier alone do not. */
  desk: ["admin", "order", "user", "callcenter"],
  /** Orders taken by phone: a call centre's staff (and root, who serves every restaurant). */
  phone: ["callcenter"],
  /** The to-do list `/admin/stats/todo`: call-centre staff (root: decided by the scope). */
  todo: ["callcenter"],
  /** The feed `/admin/stats/feed`. */
  feed: ["admin"],
  /** The restaurant's own screens: settings, money, printers, messages, products, staff, checklist. */
  manage: ["admin"],
  /** An organisation's admin managing the chain (`/organisation`); root manages organisations instead. */
  manageChain: ["admin"],
} as const satisfies Record<string, ReadonlyArray<Role>>;

export type Action = keyof typeof POLICY;

const NOT_BY_ROOT: ReadonlyArray<Action> = ["ridesMenu", "manageChain"];
const HOST_ONLY: ReadonlyArray<Action> = ["ridesMenu", "todo", "manageChain"];

/** Anything that carries a kind and roles: an actor, `{ kind, roles }`, or a session user (`user.kind`). */
export type Who = { roles: ReadonlyArray<string> } & ({ kind: UserKind } | { user: { kind: UserKind } });

/** The role part of a rule alone: does one of `roles` allow `action`? (The menu pairs it with the kind.) */
export function rolesAllow(roles: ReadonlyArray<string>, action: Action): boolean {
  if (action === "desk" && roles.length === 0) return true;
  return roles.some((role) => (POLICY[action] as ReadonlyArray<string>).includes(role));
}

/** May `who` do `action`? */
export function may(who: Who, action: Action): boolean {
  const kind = "kind" in who ? who.kind : who.user.kind;
  if (kind === "customer") return false;
  if (kind === "root" && !NOT_BY_ROOT.includes(action)) return true;
  if (HOST_ONLY.includes(action) && kind !== "host") return false;
  return rolesAllow(who.roles, action);
}

/** The roles a rule names, for a guard that takes a role list. */
export function rolesFor(action: Action): ReadonlyArray<Role> {
  return POLICY[action];
}
