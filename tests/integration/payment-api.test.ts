// The payment routes through the real server (production build): the Mollie client in that process
// talks to a simulator in this one (MOLLIE_API_ENDPOINT), and the simulator calls the server's
// webhook on the host's domain, as Mollie would.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { sealSecret } from "~/integrations/mollie/secret-box.server";
import type { PaymentSimulator } from "~/integrations/mollie/simulator/index.server";
import { setMollieKeyForHost } from "~/models/mollie-keys.server";
import { PROVIDER_DOWN } from "~/services/payments.server";
import { useRedis } from "../support/redis";
import { startAppServer, type AppServer } from "../support/server";
import { createRedisSession } from "../support/session";
import { idealOrder, orderRow, paidEvents, useSimulator } from "../support/payments";

let app: AppServer;
let redis: Awaited<ReturnType<typeof useRedis>>;
let sim: PaymentSimulator;

beforeAll(async () => {
  sim = await useSimulator();
  redis = await useRedis();
  app = await startAppServer({
    REDIS_URL: redis.url,
    MOLLIE_API_KEY: "test_paymentapitestkey0000000000",
    MOLLIE_API_ENDPOINT: sim.apiEndpoint,
    // the server's own key for secrets at rest (production requires one)
    ENCRYPTION_KEY: crypto.randomBytes(32).toString("hex"),
  });
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await redis?.stop();
  await sim?.close();
});

async function perma(hostId: number): Promise<string> {
  const row = await getDb()("hosts").where({ id: hostId }).first<{ perma: string }>("perma");
  return `${row.perma}.localhost`;
}

async function customerOrder() {
  const fixture = await idealOrder(getDb());
  const site = await perma(fixture.hostId);
  const cookie = await createRedisSession(redis.url, { userId: fixture.customerId });
  const post = (path: string, body: object, extra: Record<string, string> = {}) =>
    app.fetch(site, path, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, ...extra },
      body: JSON.stringify(body),
    });
  return { ...fixture, site, cookie, post };
}

describe("POST /api/payment/request", () => {
  it("answers Mollie's fields and the checkout link; the simulator's webhook then pays the order", async () => {
    const { order, site, cookie, post, hostId } = await customerOrder();
    const res = await post("/api/payment/request", { order: order.id, checkout: false });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id: expect.stringMatching(/^tr_/),
      status: "open",
      mode: "test",
      profileId: expect.any(String),
      _links: { checkout: { href: expect.stringContaining("/checkout/tr_") } },
    });
    expect(sim.store.payments.get(body.id)?.webhookUrl).toBe(`http://${site}:${app.port}/api/payment/webhook`);

    expect(await sim.webhook(body.id)).toBe(200); // still open: nothing changes
    await sim.pay(body.id, "paid"); // delivers the webhook to the server
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: "new", paid: true, payment_status: "paid" });
    // replays change nothing twice
    await Promise.all(Array.from({ length: 10 }, () => sim.webhook(body.id)));
    expect(await paidEvents(getDb(), order.id)).toBe(1);

    const page = await app.fetch(site, `/thanks/${order.id}`, { headers: { cookie } });
    expect(await page.text()).toContain("Bedankt voor je bestelling!");
    expect(hostId).toBeGreaterThan(0);
  });

  it("with checkout set, redirects the browser to the payment page", async () => {
    const { order, post } = await customerOrder();
    const res = await post("/api/payment/request", { order: order.id, checkout: true });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/tr_/);
  });

  it("refuses another host's order, bad input, and strangers", async () => {
    const mine = await customerOrder();
    const elsewhere = await idealOrder(getDb(), { customerId: mine.customerId });
    const res = await mine.post("/api/payment/request", { order: elsewhere.order.id });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("Deze bestelling bestaat niet.");
    expect((await mine.post("/api/payment/request", { order: "x" })).status).toBe(400);
    const anonymous = await app.fetch(mine.site, "/api/payment/request", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ order: mine.order.id }),
    });
    expect(anonymous.status).toBe(401);
  });

  it("the provider down: 503 with a Dutch message, the order kept, the retry works", async () => {
    const { order, post } = await customerOrder();
    sim.faults.down = true;
    const res = await post("/api/payment/request", { order: order.id });
    sim.faults.down = false;
    expect(res.status).toBe(503);
    expect((await res.json()).message).toMatch(/niet bereikbaar/);
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: "concept", paid: false });
    const again = await post("/api/payment/request", { order: order.id });
    expect(again.status).toBe(200);
  }, 20_000);

  it("a stored key the server cannot decrypt: 503, no fallback to the platform's key, the order kept", async () => {
    const { order, post, hostId } = await customerOrder();
    const sealedElsewhere = sealSecret("test_restaurantsownkey00000000000", crypto.randomBytes(32));
    await setMollieKeyForHost(getDb(), { hostId, key: { encrypted: sealedElsewhere, mode: "test", last4: "0000" } });
    const before = sim.store.payments.size;
    const res = await post("/api/payment/request", { order: order.id });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe(PROVIDER_DOWN);
    expect(sim.store.payments.size).toBe(before);
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: "concept", paid: false, payment_status: "none" });
  });
});

describe("POST /api/payment/webhook", () => {
  it("a missing, malformed or unknown id answers 200 and changes nothing", async () => {
    const { order, site } = await customerOrder();
    const hook = (body: string) =>
      app.fetch(site, "/api/payment/webhook", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    for (const body of ["", "id=", "id=nonsense", "id=tr_doesnotexist1", "foo=bar"]) {
      expect((await hook(body)).status).toBe(200);
    }
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: "concept", paid: false, payment_status: "none" });
  });
});

describe("the return page", () => {
  it("fetches the status itself when it comes back before the webhook, then the webhook changes nothing", async () => {
    const { order, site, cookie, post } = await customerOrder();
    const { id } = await (await post("/api/payment/request", { order: order.id })).json();
    await sim.pay(id, "paid", { webhook: false });
    const page = await app.fetch(site, `/thanks/${order.id}`, { headers: { cookie } });
    expect(await page.text()).toContain("Bedankt voor je bestelling!");
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: "new", paid: true });
    await sim.webhook(id);
    expect(await paidEvents(getDb(), order.id)).toBe(1);
  });

  it("shows docs/spec.md §8's message and a retry for a failed payment", async () => {
    const { order, site, cookie, post } = await customerOrder();
    const { id } = await (await post("/api/payment/request", { order: order.id })).json();
    await sim.pay(id, "failed");
    const html = await (await app.fetch(site, `/thanks/${order.id}`, { headers: { cookie } })).text();
    expect(html).toContain("Er is iets misgegaan met de betaling. Probeer het nog eens.");
    expect(html).toContain("Opnieuw betalen met iDEAL");
  });
});
