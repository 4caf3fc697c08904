// docs/issues/014.md §7: a malformed Host header (a port beyond 65535, characters no host has) is a 400, not a
// 500 from URL() deep inside Remix; a well-formed foreign host stays 421, a known one is served.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/server";

let app: AppServer;
beforeAll(async () => {
  app = await startAppServer();
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

describe("Host header", () => {
  it.each([
    "pizzaroma.localhost:99999",
    "pizzaroma.localhost:65536",
    "pizza roma.localhost:80",
    "pizzaroma.localhost:80:80",
    "[::1",
    "a/b:80",
  ])("%s → 400", async (host) => {
    for (const path of ["/", "/api/cart", "/orders"]) {
      const res = await app.fetch(host, path);
      expect(res.status, `${host}${path}`).toBe(400);
      expect(await res.text()).toContain("Host");
    }
  });

  it("keeps 421 for a foreign host and serves a known one on any valid port", async () => {
    expect((await app.fetch("example.com:443", "/")).status).toBe(421);
    expect((await app.fetch("pizzaroma.localhost:65535", "/")).status).toBe(200);
  });
});
