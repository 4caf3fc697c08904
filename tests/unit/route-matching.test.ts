// patches/@remix-run+router (decision 061): matchRoutes keeps each route tree's flattened, ranked
// branches and each pattern's regex. The patch must be what the server loads, and it must not
// change an answer: a tree matched many times answers as a fresh copy of it does.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import fc from "fast-check";
import type { AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
// the CommonJS build: what server-runtime, react-router and our server code require
const router = require("@remix-run/router") as typeof import("@remix-run/router");

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
        { id: "manifest", path: "manifest.webmanifest" },
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
  "manifest.webmanifest",
  "12",
  "Pizza%20Roma",
  "ORDER",
  "a-b.c",
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
