// /admin/play "Testen" (docs/issues/020.md §3, decision 048) through its routes, in-process: a TEST order
// reaches the board's orders with number 0 and never takes a real number (the next real order gets
// the next real number); no finance figure counts it; the test SMS goes to the admin's own phone;
// a test iDEAL payment gets a checkout; only this restaurant's admins and root may use the bench.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import type { Host } from "~/models/hosts.server";
import { financeFigures } from "~/models/finance.server";
import { action as playAction, loader as playLoader } from "~/routes/admin.play";
import { createHost, createOrder, createOrganisation, createPrinter, createUser } from "../../db/factory";
import { requestContext } from "../support/context";
import { useSimulator } from "../support/payments";
import { callRoute } from "../support/route-call";
import type { PaymentSimulator } from "~/integrations/mollie/simulator/index.server";

async function restaurant() {
  const db = getDb();
  const phone = `+316${String(randomInt(10_000_000, 100_000_000))}`;
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const admin = await createUser(db, {
    kind: "host",
    organisationId: org.id,
    orgRole: "admin",
    name: "Mario Beheer",
    phone,
  });
  const cook = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "cook" });
  const waiter = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "order" });
  return { host, admin, cook, waiter, phone };
}

/** A browser on the restaurant's domain, logged in as userId. */
const as = (host: Host, userId?: number) => requestContext(`http://${host.perma}.localhost/`, { userId });
const url = (host: Host) => `http://${host.perma}.localhost/admin/play`;
const post = async (host: Host, userId: number | undefined, form: Record<string, string>) =>
  callRoute(playAction, { url: url(host), context: await as(host, userId), form });
const ordersOf = (host: Host) =>
  getDb()("orders").where({ host_id: host.id }).orderBy("id").select("number", "is_test", "status", "amount");

let sim: PaymentSimulator;
beforeAll(async () => {
  sim = await useSimulator();
});
afterAll(async () => {
  await sim.close();
});

describe("a test order", () => {
  it("is on the board as TEST with number 0, and the next real order gets the next real number", async () => {
    const { host, admin } = await restaurant();
    const first = await createOrder(getDb(), host.id, {});
    const done = await post(host, admin.id, { intent: "order", deliver: "0" });
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/TEST/);
    const second = await createOrder(getDb(), host.id, {});
    expect(second.number).toBe(first.number + 1);
    const rows = await ordersOf(host);
    expect(rows.map((r) => [r.number, r.is_test, r.status])).toEqual([
      [first.number, false, first.status],
      [0, true, "new"],
      [second.number, false, second.status],
    ]);
    // two test orders on one day: both number 0, no clash with each other or the real ones
    expect((await post(host, admin.id, { intent: "order", deliver: "1" })).status).toBe(200);
    expect((await ordersOf(host)).filter((r) => r.is_test)).toHaveLength(2);
  });

  it("counts nowhere in the financial overview", async () => {
    const { host, admin } = await restaurant();
    const real = await createOrder(getDb(), host.id, { status: "archive" });
    await post(host, admin.id, { intent: "order", deliver: "0" });
    await getDb()("orders").where({ host_id: host.id, is_test: true }).update({ status: "archive" });
    const figures = await financeFigures(getDb(), { hostId: host.id, days: { from: null, to: null } });
    expect(figures.totals.orders).toBe(1);
    expect(Number(figures.totals.revenue)).toBe(real.amount);
  });

  it("with iDEAL gets a checkout on the payment simulator and waits as a concept", async () => {
    const { host, admin } = await restaurant();
    const done = await post(host, admin.id, { intent: "ideal" });
    expect(done.status).toBe(200);
    expect(String(done.body.checkout)).toMatch(/^https?:\/\//);
    expect((await ordersOf(host)).map((r) => [r.number, r.is_test, r.status])).toEqual([[0, true, "concept"]]);
  });
});

describe("the bench's other tests", () => {
  it("sends the test SMS to the admin's own phone, and says what is missing when there is none", async () => {
    const db = getDb();
    const { host, admin, phone } = await restaurant();
    expect((await post(host, admin.id, { intent: "sms" })).status).toBe(200);
    const sent = await db("notifications").where({ host_id: host.id, type: "test" }).select("recipient", "status");
    expect(sent).toEqual([{ recipient: phone, status: "sent" }]);
    await db("users").where({ id: admin.id }).update({ phone: null });
    const none = await post(host, admin.id, { intent: "sms" });
    expect(none.status).toBe(409);
    expect(none.body.message).toMatch(/geen mobiel nummer/);
    // no device with push on: a Dutch 409, nothing sent
    expect((await post(host, admin.id, { intent: "push" })).status).toBe(409);
  });

  it("queues a test receipt on this restaurant's printer only", async () => {
    const db = getDb();
    const { host, admin } = await restaurant();
    const { host: other } = await restaurant();
    const ours = await createPrinter(db, host.id, { name: "Keuken" });
    const theirs = await createPrinter(db, other.id, { name: "Bar" });
    const done = await post(host, admin.id, { intent: "print", printerId: String(ours.id) });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Testafdruk staat klaar voor Keuken.");
    expect((await post(host, admin.id, { intent: "print", printerId: String(theirs.id) })).status).toBe(404);
    expect((await post(host, admin.id, { intent: "print", printerId: "3000000000" })).status).toBe(400);
    expect((await post(host, admin.id, { intent: "nonsense" })).status).toBe(400);
    const jobs = await db("print_jobs").where({ host_id: other.id }).count<Array<{ n: number }>>("id as n");
    expect(Number(jobs[0].n)).toBe(0);
  });
});

describe("who may use the bench", () => {
  it("is this restaurant's admins and root; staff roles, another restaurant's admin and customers get 403", async () => {
    const db = getDb();
    const { host, cook, waiter } = await restaurant();
    const { admin: otherAdmin } = await restaurant();
    const customer = await createUser(db, {});
    const root = await createUser(db, { kind: "root" });
    for (const [who, status] of [
      [cook.id, 403],
      [waiter.id, 403],
      [otherAdmin.id, 403],
      [customer.id, 403],
      [undefined, 302],
    ] as const) {
      expect((await post(host, who, { intent: "order" })).status, `POST as ${who}`).toBe(status);
      expect(
        (await callRoute(playLoader, { url: url(host), context: await as(host, who) })).status,
        `GET as ${who}`,
      ).toBe(status);
    }
    expect(await ordersOf(host)).toEqual([]);
    const page = await callRoute(playLoader, { url: url(host), context: await as(host, root.id) });
    expect(page.status).toBe(200);
    expect((await post(host, root.id, { intent: "order" })).status).toBe(200);
  });
});
