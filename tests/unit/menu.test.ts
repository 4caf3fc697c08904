import { describe, it, expect } from "vitest";
import { effectiveRole, effectiveRoles, landingPath, PROFILE_ROUTE, ROLES, type MenuUser } from "~/domain/menu";
import { menuEntries } from "~/domain/navigation";

const anonymous = null;
const customer: MenuUser = { kind: "customer" };
const host: MenuUser = { kind: "host" };
const root: MenuUser = { kind: "root" };
const sync = { marketplaceSync: true };

describe("menuEntries visibility", () => {
  it.each<[string, MenuUser | null, string[], { marketplaceSync?: boolean } | null, string[]]>([
    ["anonymous visitor", anonymous, [], null, ["dashboard", "deliver"]],
    ["customer", customer, ["customer"], null, ["dashboard", "my", "logout"]],
    ["customer without role", customer, [], null, ["dashboard", "my", "logout"]],
    [
      "root without role",
      root,
      ["root"],
      null,
      ["dashboard", "restaurants", "todo", "feed", "deliver", "app-version", "privacy-requests", "logout"],
    ],
    [
      "root admin",
      root,
      ["admin"],
      sync,
      [
        "dashboard",
        "restaurants",
        "todo",
        "feed",
        "deliver",
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
    ["host without role", host, [], null, ["dashboard", "orders", "order", "logout"]],
    [
      "host admin",
      host,
      ["admin"],
      null,
      [
        "owner-dashboard",
        "orders",
        "feed",
        "staff",
        "settings",
        "order-overview",
        "financial",
        "customers",
        "products",
        "club",
        "reviews",
        "discounts",
        "play",
        "hub",
        "logout",
      ],
    ],
    [
      "host admin with marketplace sync",
      host,
      ["admin"],
      sync,
      [
        "owner-dashboard",
        "orders",
        "feed",
        "staff",
        "settings",
        "order-overview",
        "financial",
        "customers",
        "products",
        "marketplace-import",
        "club",
        "reviews",
        "discounts",
        "play",
        "hub",
        "logout",
      ],
    ],
    [
      "host admin with sync off",
      host,
      ["admin"],
      { marketplaceSync: false },
      [
        "owner-dashboard",
        "orders",
        "feed",
        "staff",
        "settings",
        "order-overview",
        "financial",
        "customers",
        "products",
        "club",
        "reviews",
        "discounts",
        "play",
        "hub",
        "logout",
      ],
    ],
    ["host order role", host, ["order"], sync, ["dashboard", "orders", "customers", "logout"]],
    ["host user role", host, ["user"], null, ["dashboard", "orders", "customers", "logout"]],
    ["host cook", host, ["cook"], null, ["dashboard", "orders", "logout"]],
    ["host courier", host, ["courier"], null, ["dashboard", "orders", "rides", "logout"]],
    ["host callcenter", host, ["callcenter"], null, ["dashboard", "orders", "logout"]],
  ])("%s", (_, user, roles, org, expected) => {
    expect(menuEntries(user, roles, org).map((e) => e.key)).toEqual(expected);
  });
});

describe("menuEntries content", () => {
  const everything = [
    ...menuEntries(root, ["admin"], sync),
    ...menuEntries(host, ["admin"], sync),
    ...menuEntries(host, [], null),
    ...menuEntries(customer, [], null),
  ];
  const byKey = new Map(everything.map((entry) => [entry.key, entry]));

  it.each<[string, string, string | undefined, string | undefined]>([
    ["dashboard", "Dashboard", "/", undefined],
    ["owner-dashboard", "Dashboard", "/admin/dashboard", undefined],
    ["restaurants", "Restaurants", "/hosts", undefined],
    ["my", "Mijn Bestelinfo", "/", undefined],
    ["orders", "Bestellingen", "/orders", undefined],
    ["todo", "Todo", "/admin/stats/todo", undefined],
    ["feed", "Feed", "/admin/stats/feed", undefined],
    ["deliver", "Bestellen", "/deliver", undefined],
    ["order", "Bestellen", "/deliver", undefined],
    ["users", "Gebruikers", "/admin/users", undefined],
    ["staff", "Personeel", "/admin/users", undefined],
    ["settings", "Instellingen", "/admin/settings", undefined],
    ["order-overview", "Bestellingoverzicht", "/admin/stats/feed", undefined],
    ["financial", "Financieel overzicht", "/admin/stats", undefined],
    ["customers", "Klanten", "/customers", undefined],
    ["products", "Producten", "/admin/products", undefined],
    ["marketplace-import", "Importeren van Thuisbezorgd", "/admin/thuisbezorgd/importeren", undefined],
    ["logout", "Uitloggen", undefined, "logout"],
  ])("%s is %j → %j / action %j", (key, label, to, action) => {
    const entry = byKey.get(key);
    expect(entry).toBeDefined();
    expect(entry).toEqual({
      key,
      label,
      ...(to === undefined ? {} : { to }),
      ...(action === undefined ? {} : { action }),
    });
  });

  it("has no profile entry; profile is the cog", () => {
    expect(everything.some((e) => e.to === PROFILE_ROUTE)).toBe(false);
    expect(PROFILE_ROUTE).toBe("/admin/profile");
  });

  it("has unique keys per user", () => {
    const keys = menuEntries(host, ["admin"], sync).map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("effectiveRoles", () => {
  it.each<[string | null | undefined, string | null | undefined, string[]]>([
    ["admin", "no-org", ["admin"]],
    ["admin", null, ["admin"]],
    ["admin", "", ["admin"]],
    ["admin", "order", ["order"]],
    ["customer", "no-org", ["customer"]],
    [null, "callcenter", ["callcenter"]],
    [undefined, undefined, []],
    ["", "no-org", []],
    ["  ", "   ", []],
    ["user", "admin, order", ["admin", "order"]],
    ["admin order", "no-org", ["admin", "order"]],
  ])("user %j, organisation %j → %j", (userRole, orgRole, expected) => {
    const organisation = orgRole === "no-org" ? null : { role: orgRole };
    expect(effectiveRoles({ role: userRole }, organisation)).toEqual(expected);
  });
});

describe("ROLES", () => {
  it("lists the six host roles with Dutch labels", () => {
    expect(ROLES.map((r) => [r.value, r.label])).toEqual([
      ["admin", "Beheerder"],
      ["order", "Bediening"],
      ["user", "Gebruiker"],
      ["cook", "Kok"],
      ["courier", "Bezorger"],
      ["callcenter", "Telefoniste"],
    ]);
  });
});

describe("landingPath", () => {
  it.each<[string, MenuUser | null, string[], string, boolean, string | null]>([
    ["anonymous stays", null, [], "/", false, null],
    ["customer stays home", customer, [], "/", false, null],
    ["root stays home", root, ["admin"], "/", false, null],
    ["host goes to orders", host, ["admin"], "/", false, "/orders"],
    ["host without role goes to orders", host, [], "/", false, "/orders"],
    ["empty path counts as base", host, ["cook"], "", false, "/orders"],
    ["host with the feature query stays", host, ["admin"], "/", true, null],
    ["host elsewhere stays", host, ["admin"], "/admin/settings", false, null],
    ["call centre lands on todo", host, ["callcenter"], "/", false, "/admin/stats/todo"],
    ["call centre with feature query stays", host, ["callcenter"], "/", true, null],
    ["call centre elsewhere stays", host, ["callcenter"], "/orders", false, null],
    ["root in a call-centre organisation lands on todo", root, ["callcenter"], "/", false, "/admin/stats/todo"],
  ])("%s", (_, user, roles, path, hasFeatureQuery, expected) => {
    expect(landingPath(user, roles, { path, hasFeatureQuery })).toBe(expected);
  });
});

describe("effectiveRole: the one role the staff pages show", () => {
  it("is the organisation's role, else the user's own (the demo's cook), else none", () => {
    expect(effectiveRole({ orgRole: "admin", role: "cook" })).toBe("admin");
    expect(effectiveRole({ orgRole: null, role: "cook" })).toBe("cook");
    expect(effectiveRole({ orgRole: null, role: null })).toBeNull();
    expect(effectiveRole({ orgRole: "chef", role: null })).toBeNull();
  });
});
