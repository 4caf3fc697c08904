// "Dagafsluiting" (docs/issues/017.md §3): the day's figures reconcile with /admin/stats for the same day
// (per method, refunds, orders), are scoped to the restaurant, a closed day stays frozen and a
// later change of it shows as a correction on the next close (once), double close 409, bad day
// 400; the close reaches the receipt printer through the CloudPRNT queue; who may (admin, root)
// and who may not (every staff role, another restaurant's admin, anonymous).
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { fromWallClock } from "~/domain/amsterdam-time";
import { DATE_INVALID } from "~/domain/finance-period";
import { ALREADY_CLOSED, closeDay, FUTURE_DAY, loadDayClose, printDayClose } from "~/services/day-close.server";
import { loadFinance } from "~/services/finance.server";
import { createHost, createOrder, createPayment, createPrinter, createProduct } from "../../db/factory";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import type { AppClient } from "../support/server";
import { StarPrinter } from "../support/star-printer";
import { twoRestaurants } from "../support/tenants";

const countRows = async (table: string, hostId: number) =>
  Number((await getDb()(table).where({ host_id: hostId }).count<{ n: string }[]>("* as n"))[0].n);
const at = (day: number, hour: number, minute = 0) => fromWallClock({ year: 2026, month: 11, day }, hour, minute);
const D = "2026-11-20";

/** A day (the 20th) of mixed orders in restaurant `hostId`, a refund that day, and the neighbours' days. */
async function aDay(hostId: number) {
  const db = getDb();
  const pizza = await createProduct(db, hostId, { name: "Margherita", price: 1095 });
  const wine = await createProduct(db, hostId, { name: "Huiswijn", price: 450, vatRate: 21 });
  const order = (hour: number, paymentMethod: string, paid: boolean, extra: object = {}) =>
    createOrder(db, hostId, {
      createdAt: at(20, hour, 15),
      paymentMethod: paymentMethod as "cash",
      paid,
      items: [{ productId: pizza.id, quantity: 1 + (hour % 3) }, { productId: wine.id }],
      ...extra,
    });
  await order(12, "cash", true);
  await order(13, "cash", true);
  await order(14, "cash", false); // still to be paid at the counter
  await order(15, "pin", true);
  await order(16, "ideal", true, { fee: 29 });
  const ideal = await order(17, "ideal", true, { fee: 29 });
  await order(18, "ondelivery", false, { deliver: true, deliveryFee: 250 });
  await order(19, "thuisbezorgd", true, { source: "thuisbezorgd", paymentStatus: "thuisbezorgd" });
  await order(20, "ideal", false, { status: "concept" }); // no order
  // a refund of the iDEAL order that evening, and a failed one that counts nowhere
  const payment = await createPayment(db, hostId, { orderId: ideal.id, status: "paid", amount: ideal.amount });
  for (const [i, status] of ["refunded", "failed"].entries())
    await db("refunds").insert({
      host_id: hostId,
      payment_id: payment.id,
      order_id: ideal.id,
      idempotency_key: `dc-${payment.id}-${i}`,
      amount: 300,
      status,
      created_at: at(20, 21),
    });
  // the days around it never count on the 20th
  await createOrder(db, hostId, {
    createdAt: at(19, 23, 50),
    paymentMethod: "cash",
    paid: true,
    items: [{ productId: pizza.id }],
  });
  await createOrder(db, hostId, {
    createdAt: at(21, 0, 10),
    paymentMethod: "cash",
    paid: true,
    items: [{ productId: pizza.id }],
  });
  return { ideal };
}

const NOW = at(20, 23, 30);

describe("daily close figures", () => {
  it("reconcile with the financial overview of the same day, per method, refunds and orders", async () => {
    const db = getDb();
    const host = await createHost(db);
    const other = await createHost(db);
    await aDay(host.id);
    await createOrder(db, other.id, {
      createdAt: at(20, 18),
      paymentMethod: "cash",
      paid: true,
      items: [{ name: "Vreemd", unitPrice: 99_999 }],
    });

    const close = await loadDayClose({ hostId: host.id, hostName: host.name, dag: D, now: NOW });
    const stats = await loadFinance({
      hostId: host.id,
      hostName: host.name,
      query: { period: "pick", from: D, to: D },
      now: NOW,
    });
    expect(close.totals.revenue).toBe(stats.revenue.gross);
    expect(close.totals.orders).toBe(stats.revenue.orders);
    expect(close.totals.orders).toBe(8);
    expect(close.totals.refunds).toBe(stats.revenue.refunds);
    expect(close.totals.refunds).toBe(300);
    for (const m of stats.methods)
      expect(
        close.methods.find((x) => x.key === m.key),
        m.key,
      ).toMatchObject({ orders: m.orders, revenue: m.revenue });
    expect(close.methods.reduce((s, m) => s + m.revenue, 0)).toBe(stats.revenue.gross);

    // the drawer, pin, iDEAL with Mollie's payout, the marketplace — from the orders themselves
    const sum = async (where: object, paid?: boolean) => {
      const q = db("orders")
        .where({ host_id: host.id, day: D, ...where })
        .whereNot("status", "concept");
      if (paid !== undefined) q.where("paid", paid);
      return Number((await q.sum<{ s: string }[]>("amount as s"))[0].s ?? 0);
    };
    expect(close.totals.drawer).toBe(await sum({ payment_method: "cash" }, true));
    expect(close.totals.pin).toBe(await sum({ payment_method: "pin" }, true));
    const ideal = await sum({ payment_method: "ideal" }, true);
    expect(close.totals).toMatchObject({ ideal, idealPayments: 2, idealFees: 58, payout: ideal - 58 - 300 });
    expect(close.totals.marketplace).toBe(await sum({ source: "thuisbezorgd" }));
    expect(close.unpaid.map((u) => [u.time, u.label])).toEqual([
      ["14:15", "Contant"],
      ["18:15", "Betalen bij afhalen of bezorgen"],
    ]);
    expect(close.totals.unpaid).toBe(close.unpaid.reduce((s, u) => s + u.amount, 0));

    // the other restaurant sees only its own order
    const theirs = await loadDayClose({ hostId: other.id, hostName: other.name, dag: D, now: NOW });
    expect(theirs.totals).toMatchObject({ orders: 1, revenue: 99_999, drawer: 99_999, refunds: 0 });
    expect(theirs.unpaid).toEqual([]);
  });

  it("a closed day stays frozen; a later change shows once, as a correction on the next close", async () => {
    const db = getDb();
    const host = await createHost(db);
    const { ideal } = await aDay(host.id);
    const before = await loadDayClose({ hostId: host.id, hostName: host.name, dag: D, now: NOW });
    expect(before.canClose).toBe(true);
    await closeDay({ hostId: host.id, userId: null, dag: D, now: NOW });
    await expect(closeDay({ hostId: host.id, userId: null, dag: D, now: NOW })).rejects.toMatchObject({
      status: 409,
      message: ALREADY_CLOSED,
    });

    // after closing: a refund that evening, and a cash order's amount edited
    const payment = await db("payments").where({ host_id: host.id, order_id: ideal.id }).first("id");
    await db("refunds").insert({
      host_id: host.id,
      payment_id: payment.id,
      order_id: ideal.id,
      idempotency_key: "late",
      amount: 200,
      status: "refunded",
      created_at: at(20, 23, 45),
    });
    const cash = await db("orders")
      .where({ host_id: host.id, day: D, payment_method: "cash", paid: true })
      .orderBy("id")
      .first("id", "amount");
    await db("orders")
      .where({ host_id: host.id, id: cash.id })
      .update({ amount: cash.amount + 500 });

    const frozen = await loadDayClose({ hostId: host.id, hostName: host.name, dag: D, now: at(21, 22) });
    expect(frozen.totals).toEqual(before.totals);
    expect(frozen.methods).toEqual(before.methods);
    expect(frozen.closed).not.toBeNull();
    expect(frozen.canClose).toBe(false);
    expect(frozen.changedSinceClose).toBe(true);

    const next = await loadDayClose({ hostId: host.id, hostName: host.name, dag: "2026-11-21", now: at(21, 22) });
    expect(next.corrections).toEqual([
      expect.objectContaining({ day: D, method: "cash", orders: 0, revenue: 500, unpaid: 0, refunds: 0 }),
      expect.objectContaining({ day: D, method: "ideal", orders: 0, revenue: 0, unpaid: 0, refunds: 200 }),
    ]);
    // the 21st's own figures are its own day's
    expect(next.totals.orders).toBe(1);
    await closeDay({ hostId: host.id, userId: null, dag: "2026-11-21", now: at(21, 23) });
    const closedNext = await loadDayClose({ hostId: host.id, hostName: host.name, dag: "2026-11-21", now: at(22, 9) });
    expect(closedNext.corrections).toHaveLength(2);
    // reported once: the day after has none, until the 20th changes again
    const third = await loadDayClose({ hostId: host.id, hostName: host.name, dag: "2026-11-22", now: at(22, 9) });
    expect(third.corrections).toEqual([]);
    await db("orders").where({ host_id: host.id, id: cash.id }).update({ paid: false });
    const again = await loadDayClose({ hostId: host.id, hostName: host.name, dag: "2026-11-22", now: at(22, 9) });
    expect(again.corrections).toEqual([
      expect.objectContaining({ day: D, method: "cash", revenue: 0, unpaid: cash.amount + 500 }),
    ]);
  });

  it.each([
    ["2026-13-01", DATE_INVALID],
    ["gisteren", DATE_INVALID],
    ["20-11-2026", DATE_INVALID],
    ["0001-01-01", DATE_INVALID],
  ])("refuses the day %j with a Dutch 400", async (dag, message) => {
    await expect(loadDayClose({ hostId: 1, hostName: "x", dag, now: NOW })).rejects.toMatchObject({
      status: 400,
      message,
    });
    await expect(closeDay({ hostId: 1, userId: null, dag, now: NOW })).rejects.toMatchObject({ status: 400, message });
  });

  it("a day still to come cannot be closed", async () => {
    const host = await createHost(getDb());
    await expect(closeDay({ hostId: host.id, userId: null, dag: "2026-11-21", now: NOW })).rejects.toMatchObject({
      status: 400,
      message: FUTURE_DAY,
    });
  });

  it("on the receipt printer: the chosen (or only) active printer of this restaurant", async () => {
    const db = getDb();
    const host = await createHost(db);
    const other = await createHost(db);
    await aDay(host.id);
    const print = (printerId: number | null) =>
      printDayClose({ hostId: host.id, hostName: "Pizzeria Test", userId: null, dag: D, printerId, now: NOW });
    await expect(print(null)).rejects.toMatchObject({ status: 409, message: "Geen printer ingesteld." });
    const keuken = await createPrinter(db, host.id, { name: "Keuken" });
    await createPrinter(db, host.id, { name: "Oud", active: false });
    await print(null);
    const bar = await createPrinter(db, host.id, { name: "Bar", paper: "thermal2" });
    await expect(print(null)).rejects.toMatchObject({ status: 400, message: "Kies een printer." });
    const theirs = await createPrinter(db, other.id, { name: "Elders" });
    await expect(print(theirs.id)).rejects.toMatchObject({ status: 404 });
    await print(bar.id);
    const jobs = await db("print_jobs")
      .where({ host_id: host.id })
      .orderBy("id")
      .select("printer_id", "order_id", "content");
    expect(jobs.map((j) => j.printer_id)).toEqual([keuken.id, bar.id]);
    expect(jobs[0].order_id).toBeNull();
    expect(jobs[0].content).toContain("DAGAFSLUITING");
    expect(jobs[0].content).toContain("Uitbetaling Mollie");
    expect(Math.max(...jobs[0].content.split("\n").map((l: string) => l.length))).toBe(48);
    expect(Math.max(...jobs[1].content.split("\n").map((l: string) => l.length))).toBeLessThanOrEqual(32);
    expect(await countRows("print_jobs", other.id)).toBe(0);
  });
});

describe("/admin/stats/dagafsluiting through the server", () => {
  let app: AppClient;
  let redis: { url: string };
  beforeAll(async () => {
    redis = sharedRedis();
    app = await sharedAppServer();
  }, 90_000);

  it("who may: admin and root; every staff role and another restaurant's admin 403; anonymous logs in", async () => {
    const t = await twoRestaurants(redis.url, [
      "adminA",
      "adminB",
      "orderA",
      "userA",
      "cookA",
      "courierA",
      "callcenterA",
      "root",
    ]);
    const site = `${t.hostA.perma}.localhost`;
    const get = (path: string, cookie?: string) =>
      app.fetch(site, path, {
        headers: cookie ? { cookie, accept: "text/html" } : { accept: "text/html" },
        redirect: "manual",
      });
    const post = (body: string, cookie?: string, type = "application/x-www-form-urlencoded") =>
      app.fetch(site, "/admin/stats/dagafsluiting", {
        method: "POST",
        headers: { ...(cookie ? { cookie } : {}), "content-type": type, origin: `http://${site}:${String(app.port)}` },
        body,
        redirect: "manual",
      });
    for (const who of ["adminA", "root"] as const) {
      const res = await get("/admin/stats/dagafsluiting", t.cookies[who]);
      expect(res.status, who).toBe(200);
      expect(await res.text()).toContain(">Dagafsluiting</h1>");
    }
    for (const who of ["orderA", "userA", "cookA", "courierA", "callcenterA", "adminB"] as const) {
      expect((await get("/admin/stats/dagafsluiting", t.cookies[who])).status, who).toBe(403);
      expect((await post("intent=close&dag=2026-11-20", t.cookies[who])).status, who).toBe(403);
    }
    const anonymous = await get("/admin/stats/dagafsluiting");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain("/login");
    expect((await post("intent=close&dag=2026-11-20")).status).toBe(302);
    expect(await countRows("day_closes", t.hostA.id)).toBe(0);

    // bad input: Dutch 4xx, never a 500
    const bad = await get("/admin/stats/dagafsluiting?dag=2026-02-30", t.cookies.adminA);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(DATE_INVALID);
    expect((await get("/admin/stats/dagafsluiting?dag=2026-11-20%00", t.cookies.adminA)).status).toBe(400);
    expect((await get(`/admin/stats/dagafsluiting?dag=${"9".repeat(5000)}`, t.cookies.adminA)).status).toBe(400);
    expect(
      (await post(JSON.stringify({ intent: "close", dag: "2026-11-20" }), t.cookies.adminA, "application/json")).status,
    ).toBe(415);
    expect((await post("intent=print&dag=2026-11-20&printer=3000000000", t.cookies.adminA)).status).toBe(400);
    expect((await post("intent=weg&dag=2026-11-20", t.cookies.adminA)).status).toBe(400);

    // the admin closes; the second close is a 409 in Dutch; root may close another day
    const first = await post("intent=close&dag=2026-11-20", t.cookies.adminA);
    expect(first.status).toBe(200);
    // a form posted without scripts gets the page back, its answer in it
    expect(await first.text()).toContain("vr 20-11-2026 is afgesloten.");
    const second = await post("intent=close&dag=2026-11-20", t.cookies.adminA);
    expect(second.status).toBe(409);
    expect(await second.text()).toContain(ALREADY_CLOSED);
    expect((await post("intent=close&dag=2026-11-19", t.cookies.root)).status).toBe(200);
    const rows = await getDb()("day_closes").where({ host_id: t.hostA.id }).orderBy("day").select("closed_by");
    expect(rows.map((r) => r.closed_by)).toEqual([t.users.root.id, t.users.adminA.id]);
    expect((await get("/admin/stats/dagafsluiting?dag=2026-11-20", t.cookies.adminA)).status).toBe(200);
    expect(await countRows("day_closes", t.hostB.id)).toBe(0);
  });

  it("Print op bonprinter: the printer fetches the close as text through CloudPRNT", async () => {
    const t = await twoRestaurants(redis.url, ["adminA"]);
    const site = `${t.hostA.perma}.localhost`;
    const key = "dagafsluiting-sleutel-123";
    const printer = await createPrinter(getDb(), t.hostA.id, { name: "Kassa", secret: key });
    const res = await app.fetch(site, "/admin/stats/dagafsluiting", {
      method: "POST",
      headers: {
        cookie: t.cookies.adminA,
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://${site}:${String(app.port)}`,
      },
      body: "intent=print&dag=2026-11-20",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("De dagafsluiting gaat naar Kassa.");
    const star = new StarPrinter({ port: app.port, host: site, mac: printer.mac, key, accepts: ["text/plain"] });
    const poll = await star.pollOnce();
    expect(poll.job?.body).toContain("DAGAFSLUITING");
    expect(poll.job?.body).toContain("vr 20-11-2026");
  });
});
