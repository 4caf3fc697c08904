// docs/issues/014.md §12: staff and customer pages must not be cacheable by a shared cache. Every answer to a
// logged-in session and every personal path is `private, no-store`; everything varies by Cookie.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "../support/auth";
import { startAppServer, type AppServer } from "../support/server";

let app: AppServer;
let staff: string;
beforeAll(async () => {
  app = await startAppServer();
  const login = await postJson(
    app,
    "/api/auth/login",
    { username: "order@pizzaroma.nl", password: "bestelinfo" },
    { host: "pizzaroma.localhost" },
  );
  staff = login.cookie ?? "";
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

const host = "pizzaroma.localhost";

describe("Cache-Control", () => {
  it.each(["/orders", "/customers", "/admin/settings", "/admin/profile", "/", "/api/auth/user", "/api/cart"])(
    "%s for a logged-in staff member is private, no-store",
    async (path) => {
      const res = await app.fetch(host, path, { headers: { cookie: staff } });
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get("cache-control"), path).toContain("no-store");
      expect(res.headers.get("vary") ?? "", path).toMatch(/cookie/i);
    },
  );

  it.each(["/api/cart", "/order/checkout", "/login", "/thanks/1"])(
    "%s is private, no-store even without a session",
    async (path) => {
      const res = await app.fetch(host, path);
      expect(res.headers.get("cache-control"), path).toContain("no-store");
    },
  );

  it("leaves the public menu and directory cacheable for anonymous visitors, varying by Cookie", async () => {
    for (const [h, path] of [
      [host, "/"],
      ["localhost", "/"],
      ["localhost", "/hosts"],
    ]) {
      const res = await app.fetch(h, path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control") ?? "", `${h}${path}`).not.toContain("no-store");
      expect(res.headers.get("vary") ?? "").toMatch(/cookie/i);
    }
  });
});
