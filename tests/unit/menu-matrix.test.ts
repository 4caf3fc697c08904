// docs/spec.md §2 navigation menu for every user kind × role, written out by hand from the table (not
// derived from the implementation), so a changed visibility rule shows up here row by row.
import { describe, expect, it } from "vitest";
import { ROLES, type MenuUser } from "~/domain/menu";
import { menuEntries } from "~/domain/navigation";

const ALL_ROLES = ROLES.map((r) => r.value);
type Row = [kind: MenuUser["kind"] | "anonymous", role: string | null, sync: boolean, expected: string[]];

// docs/issues/017.md §6: the restaurant's admins' "Dashboard" is their own (/admin/dashboard)
const hostAdmin = [
  "owner-dashboard",
  "orders",
  "feed",
  "staff",
  "settings",
  "order-overview",
  "financial",
  "customers",
  "products",
];
// docs/issues/020.md: the restaurant's admins see the loyalty screens (root: Beoordelingen only, across restaurants)
const loyalty = ["club", "reviews", "discounts", "play", "hub"];
const rootBase = ["dashboard", "restaurants", "todo", "feed", "deliver"];

const ROWS: Row[] = [
  ["anonymous", null, false, ["dashboard", "deliver"]],
  ["customer", null, false, ["dashboard", "my", "logout"]],
  ["customer", null, true, ["dashboard", "my", "logout"]],
  ["host", null, false, ["dashboard", "orders", "order", "logout"]],
  ["host", "admin", false, [...hostAdmin, ...loyalty, "logout"]],
  ["host", "admin", true, [...hostAdmin, "marketplace-import", ...loyalty, "logout"]],
  ["host", "order", false, ["dashboard", "orders", "customers", "logout"]],
  ["host", "order", true, ["dashboard", "orders", "customers", "logout"]],
  ["host", "user", false, ["dashboard", "orders", "customers", "logout"]],
  ["host", "cook", false, ["dashboard", "orders", "logout"]],
  ["host", "courier", false, ["dashboard", "orders", "rides", "logout"]],
  ["host", "callcenter", false, ["dashboard", "orders", "logout"]],
  ["root", null, false, [...rootBase, "app-version", "privacy-requests", "logout"]],
  [
    "root",
    "admin",
    true,
    [
      ...rootBase,
      "users",
      "settings",
      "order-overview",
      "financial",
      "customers",
      "app-version",
      "privacy-requests",
      "reviews",
      "play",
      "hub",
      "logout",
    ],
  ],
  ["root", "order", false, [...rootBase, "customers", "app-version", "privacy-requests", "logout"]],
  ["root", "user", false, [...rootBase, "customers", "app-version", "privacy-requests", "logout"]],
  ["root", "cook", false, [...rootBase, "app-version", "privacy-requests", "logout"]],
  ["root", "courier", false, [...rootBase, "app-version", "privacy-requests", "logout"]],
  ["root", "callcenter", false, [...rootBase, "app-version", "privacy-requests", "logout"]],
];

describe("menu table, every kind × role", () => {
  it.each(ROWS)("%s with role %s (marketplace sync %s)", (kind, role, sync, expected) => {
    const user = kind === "anonymous" ? null : { kind };
    const keys = menuEntries(user, role ? [role] : [], { marketplaceSync: sync }).map((e) => e.key);
    expect(keys).toEqual(expected);
  });

  it("covers every role of docs/spec.md §6 for host and root", () => {
    for (const kind of ["host", "root"] as const) {
      const covered = ROWS.filter(([k, r]) => k === kind && r !== null).map(([, r]) => r);
      expect(new Set(covered)).toEqual(new Set(ALL_ROLES));
    }
  });

  it("labels the customer's own entry with the product name", () => {
    expect(menuEntries({ kind: "customer" }, [], null).find((e) => e.key === "my")?.label).toBe("Mijn Bestelinfo");
  });
});
