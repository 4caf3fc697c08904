// patches/@remix-run+router (decisions 061, 103): matchRoutes keeps each route tree's flattened, ranked
// branches and each pattern's regex, and tries a pathname only against the branches its first segment
// can match. The patch must be what the server loads, and it must not change an answer: a tree matched
// many times answers as a fresh copy of it does, and as the unpatched router (the ESM build, which
// the patch leaves alone) does.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import fc from "fast-check";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
// the CommonJS build: what server-runtime, react-router and our server code require
const router = require("@remix-run/router") as typeof import("@remix-run/router");
// the unpatched build of the same version: the answers to compare with
const unpatched = (await import(
  path.resolve("node_modules/@remix-run/router/dist/router.js")
)) as typeof import("@remix-run/router");

type Route = AgnosticRouteObject;

// the shapes the app's route tree has: index routes, layouts without a path, params, optional
// segments, splats, dots and dashes
function tree(): Route[] {
  return [
    {
      id: "root",
      path: "/",
      children: [
        { id: "_index", index: true },
        { id: "menu", path: "menu/:category?" },
        {
          id: "order",
          path: "order",
          children: [
            { id: "order.checkout", path: "checkout" },
            { id: "order.checkoutnew", path: "checkoutnew" },
          ],
        },
        { id: "thanks.$index", path: "thanks/:index" },
        {
          id: "admin",
          path: "admin",
          children: [
            { id: "admin._index", index: true },
            { id: "admin.products.$id", path: "products/:id" },
            { id: "admin.settings.$tab", path: "settings/:tab?" },
          ],
        },
        {
          id: "_auth",
          children: [
            { id: "login", path: "login" },
            { id: "hosts.$type", path: "hosts/:type" },
          ],
        },
        { id: "api.images", path: "api/images/*" },
        { id: "api.cart", path: "api/cart" },
        { id: "api.order.place", path: "api/order/place" },
        { id: "api.$thing", path: "api/:thing" },
        { id: "api", path: "api" },
        { id: "manifest", path: "manifest.webmanifest" },
        // a case-sensitive path, a param and an optional segment first, a non-ASCII segment
        { id: "Kassa", path: "Kassa", caseSensitive: true },
        { id: "lang.info", path: ":lang?/info" },
        { id: "place", path: ":place/kaart" },
        { id: "cafe", path: "café/menu" },
        { id: "catchall", path: "*" },
      ],
    },
  ];
}

const segment = fc.constantFrom(
  "",
  "menu",
  "order",
  "checkout",
  "checkoutnew",
  "thanks",
  "admin",
  "products",
  "settings",
  "login",
  "hosts",
  "api",
  "images",
  "cart",
  "CART",
  "place",
  "manifest.webmanifest",
  "12",
  "Pizza%20Roma",
  "ORDER",
  "a-b.c",
  "Thanks",
  "kassa",
  "Kassa",
  "info",
  "kaart",
  "café",
  "CAFÉ",
  "caf%C3%A9",
  "\u212Aassa", // the Kelvin sign: lower case "k" in Unicode, not in a case-insensitive ASCII regex
  "ſ",
);
const pathname = fc.array(segment, { maxLength: 5 }).map((s) => `/${s.join("/")}`);

function ids(matches: ReturnType<typeof router.matchRoutes>) {
  return matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, base: m.pathnameBase }));
}

describe("route matching (patched @remix-run/router)", () => {
  it("is the patched copy, and the only copy in node_modules", () => {
    const file = require.resolve("@remix-run/router");
    expect(fs.readFileSync(file, "utf8")).toContain("branchesCache");
    const nested = fs
      .readdirSync("node_modules/@remix-run")
      .filter((dir) => fs.existsSync(path.join("node_modules/@remix-run", dir, "node_modules/@remix-run/router")));
    expect(nested).toEqual([]);
    expect(fs.existsSync("node_modules/react-router/node_modules/@remix-run/router")).toBe(false);
  });

  it("answers a tree matched many times as it answers a fresh copy of the tree", () => {
    const kept = tree();
    fc.assert(
      fc.property(pathname, (p) => {
        expect(ids(router.matchRoutes(kept, p))).toEqual(ids(router.matchRoutes(tree(), p)));
      }),
      { numRuns: 500 },
    );
  });

  it("answers every pathname as the unpatched router does, for every prefix of the tree", () => {
    const kept = tree();
    fc.assert(
      fc.property(pathname, (p) => {
        expect(ids(router.matchRoutes(kept, p))).toEqual(ids(unpatched.matchRoutes(tree(), p)));
        // the children of one layout alone: a tree whose branches start otherwise
        expect(ids(router.matchRoutes(kept[0].children!, p))).toEqual(
          ids(unpatched.matchRoutes(tree()[0].children!, p)),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it("tries a pathname against the branches of its own first segment, in rank order", () => {
    const kept = tree();
    expect(router.matchRoutes(kept, "/THANKS/12")?.map((m) => m.route.id)).toEqual(["root", "thanks.$index"]);
    expect(router.matchRoutes(kept, "/kassa")?.map((m) => m.route.id)).toEqual(["root", "catchall"]);
    expect(router.matchRoutes(kept, "/Kassa")?.map((m) => m.route.id)).toEqual(["root", "Kassa"]);
    expect(router.matchRoutes(kept, "/nl/info")?.map((m) => m.route.id)).toEqual(["root", "lang.info"]);
    expect(router.matchRoutes(kept, "/info")?.map((m) => m.route.id)).toEqual(["root", "lang.info"]);
    expect(router.matchRoutes(kept, "/order/kaart")?.map((m) => m.route.id)).toEqual(["root", "place"]);
    expect(router.matchRoutes(kept, "/caf%C3%A9/menu")?.map((m) => m.route.id)).toEqual(["root", "cafe"]);
    // and of its second
    expect(router.matchRoutes(kept, "/api/Cart")?.map((m) => m.route.id)).toEqual(["root", "api.cart"]);
    expect(router.matchRoutes(kept, "/api/order")?.map((m) => m.route.id)).toEqual(["root", "api.$thing"]);
    expect(router.matchRoutes(kept, "/api/order/place")?.map((m) => m.route.id)).toEqual(["root", "api.order.place"]);
    expect(router.matchRoutes(kept, "/api/")?.map((m) => m.route.id)).toEqual(["root", "api"]);
    expect(router.matchRoutes(kept, "/api//cart")?.map((m) => m.route.id)).toEqual(["root", "catchall"]);
    expect(router.matchRoutes(kept, "/admin/products/4")?.map((m) => m.route.id)).toEqual([
      "root",
      "admin",
      "admin.products.$id",
    ]);
  });

  it("keeps the trees apart: two trees never share their branches", () => {
    const a: Route[] = [{ id: "a", path: "/x" }];
    const b: Route[] = [{ id: "b", path: "/y" }];
    expect(router.matchRoutes(a, "/x")?.[0].route.id).toBe("a");
    expect(router.matchRoutes(b, "/x")).toBeNull();
    expect(router.matchRoutes(b, "/y")?.[0].route.id).toBe("b");
    expect(router.matchRoutes(a, "/y")).toBeNull();
  });

  it("matches by each pattern's own case rule and end, from the same compiled cache", () => {
    expect(router.matchPath({ path: "/Order", caseSensitive: true, end: true }, "/order")).toBeNull();
    expect(router.matchPath({ path: "/Order", caseSensitive: false, end: true }, "/order")).not.toBeNull();
    expect(router.matchPath({ path: "/order", end: true }, "/order/checkout")).toBeNull();
    expect(router.matchPath({ path: "/order", end: false }, "/order/checkout")?.pathnameBase).toBe("/order");
  });
});

// patches/react-router-dom, @remix-run/server-runtime and @remix-run/react (decision 103): every render
// of a build gets the same route tree, so the router's caches by tree hit in the render too.
describe("the render's route tree, made once per build", () => {
  const { createStaticRouter } = require(path.resolve("node_modules/react-router-dom/server.js")) as {
    createStaticRouter: (
      routes: Route[],
      context: unknown,
    ) => { routes: Route[]; state: { matches: { route: Route }[] } };
  };
  const { createEntryRouteModules } = require(path.resolve("node_modules/@remix-run/server-runtime/dist/entry.js")) as {
    createEntryRouteModules: (manifest: Record<string, { module: unknown }>) => Record<string, unknown>;
  };
  const context = (pathname: string, routes: Route[]) => {
    const matches = router.matchRoutes(routes, pathname)!;
    return {
      basename: "/",
      location: { pathname, search: "", hash: "", state: null, key: "default" },
      matches,
      loaderData: {},
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
      activeDeferreds: null,
    };
  };

  it("gives two renders of one tree the same data routes, each with its own matches", () => {
    const routes = tree();
    const a = createStaticRouter(routes, context("/thanks/1", routes));
    const b = createStaticRouter(routes, context("/menu", routes));
    expect(b.routes).toBe(a.routes);
    expect(a.state.matches.map((m) => m.route.id)).toEqual(["root", "thanks.$index"]);
    expect(b.state.matches.map((m) => m.route.id)).toEqual(["root", "menu"]);
    // the matches point into the data routes (not the tree handed in)
    expect(a.routes[0]).toBe(a.state.matches[0]!.route);
    // another tree, its own data routes
    expect(createStaticRouter(tree(), context("/menu", routes)).routes).not.toBe(a.routes);
  });

  it("gives every request of a build the same route modules object", () => {
    const build = { root: { module: { default: 1 } }, menu: { module: { default: 2 } } };
    const modules = createEntryRouteModules(build);
    expect(createEntryRouteModules(build)).toBe(modules);
    expect(modules).toEqual({ root: { default: 1 }, menu: { default: 2 } });
    expect(createEntryRouteModules({ ...build })).not.toBe(modules);
  });
});
