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

interface Rule {
  /** Any one of these roles allows it. */
  roles: ReadonlyArray<Role>;
  /** Root may, whatever its roles (true for every staff screen; false where a role is the point). */
  root: boolean;
  /** Only these kinds of user (unset: any kind that holds the role). */
  kinds?: ReadonlyArray<UserKind>;
  /** A staff member without any role may too (SPEC §2 "Bestellen"). */
  noRole?: boolean;
}

export const POLICY = {
  /** The order board `/orders`, its actions, adding a product, the print jobs. */
  board: { roles: ["admin", "order", "user", "cook", "courier"], root: true },
  /** The sold-out board `/orders/uitverkocht`. */
  soldOut: { roles: ["admin", "order", "cook"], root: true },
  /** The courier screen `/ritten` (decision 076): the courier, and admin and service who sometimes deliver. */
  rides: { roles: ["courier", "admin", "order"], root: true },
  /** `/ritten` as a menu entry: the courier's own screen; admin and service reach it from Bezorgingen. */
  ridesMenu: { roles: ["courier"], root: false, kinds: ["host"] },
  /** Board intent `courier`: give a ride to a courier or take it back. */
  assignCourier: { roles: ["admin", "order"], root: true },
  /** Board intent `delete`. */
  deleteOrder: { roles: ["admin", "order"], root: true },
  /** `POST /api/order/:id/refund`. */
  refund: { roles: ["admin", "order"], root: true },
  /** Customers `/customers`. */
  customers: { roles: ["admin", "order", "user"], root: true },
  /** The order desk `/deliver`: roles that take orders; cook and courier alone do not. */
  desk: { roles: ["admin", "order", "user", "callcenter"], root: true, noRole: true },
  /** Orders taken by phone: a call centre's staff (and root, who serves every restaurant). */
  phone: { roles: ["callcenter"], root: true },
  /** The to-do list `/admin/stats/todo`: call-centre staff (root: decided by the scope). */
  todo: { roles: ["callcenter"], root: true, kinds: ["host"] },
  /** The feed `/admin/stats/feed`. */
  feed: { roles: ["admin"], root: true },
  /** The restaurant's own screens: settings, money, printers, messages, products, staff, checklist. */
  manage: { roles: ["admin"], root: true },
  /** An organisation's admin managing the chain (`/organisation`); root manages organisations instead. */
  manageChain: { roles: ["admin"], root: false, kinds: ["host"] },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof POLICY;

/** Anything that carries a kind and roles: an actor, `{ kind, roles }`, or a session user (`user.kind`). */
export type Who = { roles: ReadonlyArray<string> } & ({ kind: UserKind } | { user: { kind: UserKind } });

const kindOf = (who: Who): UserKind => ("kind" in who ? who.kind : who.user.kind);

/** The role part of a rule alone: does one of `roles` allow `action`? (The menu pairs it with the kind.) */
export function rolesAllow(roles: ReadonlyArray<string>, action: Action): boolean {
  const rule: Rule = POLICY[action];
  if (rule.noRole === true && roles.length === 0) return true;
  return roles.some((role) => (rule.roles as ReadonlyArray<string>).includes(role));
}

/** May `who` do `action`? */
export function may(who: Who, action: Action): boolean {
  const rule: Rule = POLICY[action];
  const kind = kindOf(who);
  if (kind === "root" && rule.root) return true;
  if (rule.kinds !== undefined && !rule.kinds.includes(kind)) return false;
  return rolesAllow(who.roles, action);
}

/** The roles a rule names, for a guard that takes a role list. */
export function rolesFor(action: Action): ReadonlyArray<Role> {
  return POLICY[action].roles;
}
