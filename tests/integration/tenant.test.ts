// Tenant resolution through the real server: subdomain, own domain, apex, unknown subdomain (404),
// foreign Host (not a tenant), catch-all, health.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/server";

let app: AppServer;
beforeAll(async () => {
  app = await startAppServer();
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

describe("tenant resolution", () => {
  it("serves a restaurant on its subdomain, with its menu, theme and euro prices", async () => {
    const res = await app.fetch("pizzaroma.localhost", "/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain("Pizzeria Roma");
    expect(html).toMatch(/--host-primary:\s*#[0-9a-f]{6}/i);
    expect(html).toMatch(/€\u00a0\d+,\d{2}/);
    expect(html).not.toContain("Cafetaria De Snackbar");
  });

  it("serves the same restaurant on its own domain", async () => {
    const res = await app.fetch("www.pizzaroma.nl", "/");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Pizzeria Roma");
  });

  it("serves the platform directory on the apex, linking each restaurant's subdomain", async () => {
    const res = await app.fetch("localhost", "/");
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const perma of ["pizzaroma", "desnackbar", "grillankara"]) {
      expect(html).toContain(`http://${perma}.localhost:${app.port}`);
    }
  });

  it("answers an unknown subdomain with the Dutch 404 page", async () => {
    const res = await app.fetch("bestaatniet.localhost", "/");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Deze pagina niet gevonden");
    expect(html).toContain('href="/"');
  });

  it("does not serve a foreign Host as a tenant", async () => {
    for (const host of ["example.com", "pizzaroma.localhost.evil.com", "127.0.0.1"]) {
      const res = await app.fetch(host, "/");
      expect(res.status, host).toBe(421);
      expect(await res.text()).not.toContain("Pizzeria Roma");
    }
  });

  it("answers an unknown path with the Dutch 404 page (catch-all)", async () => {
    const res = await app.fetch("pizzaroma.localhost", "/deze/pagina/bestaat/niet");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Deze pagina niet gevonden");
  });

  it("filters the directory by category", async () => {
    const res = await app.fetch("localhost", "/hosts/pizza");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Pizzeria Roma");
    expect(html).not.toContain("Cafetaria De Snackbar");
  });

  it("reports health for any Host, and sends security headers", async () => {
    const res = await app.fetch("10.0.0.1", "/healthz");
    expect(res.status).toBe(200);
    const page = await app.fetch("pizzaroma.localhost", "/login");
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
    // the menu from the page cache (docs/issues/021.md, decision 044): the hashes of its inline scripts instead
    const menu = await app.fetch("pizzaroma.localhost", "/");
    expect(menu.headers.get("content-security-policy")).toMatch(
      /script-src 'self' 'sha256-[^;']+'( 'sha256-[^;']+')*;/,
    );
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("x-powered-by")).toBeNull();
  });

  it("refuses a cross-site POST with a Dutch 403, not a 500, before any route runs", async () => {
    const body = new URLSearchParams({ intent: "clear" });
    for (const path of ["/api/cart", "/admin/profile", "/"]) {
      const res = await app.fetch("pizzaroma.localhost", path, {
        method: "POST",
        body,
        headers: { origin: "http://evil.example" },
      });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ result: "ERROR", message: "Dit verzoek komt niet van deze website." });
    }
  });
});
