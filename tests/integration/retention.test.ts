// The retention sweep (decision 078, docs/privacy.md) on a database aged with the factory: login
// codes and links go once used or expired; raw Thuisbezorgd payloads after 90 days; an order's
// address, name and phone after 2 years unless its customer keeps an account; every order after
// 7 years keeps only its fiscal record; push devices whose service answered 404/410 go. Amounts
// never change. One instance at a time: the advisory lock.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { runRetention } from "~/services/retention.server";
import { createHost, createNotification, createOrder, createOrganisation, createUser } from "../../db/factory";
import { runsAloneAmongSweepers } from "../support/sweepers";

runsAloneAmongSweepers();

const DAY = 86_400_000;
const NOW = new Date();
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const address = { street: "Oudegracht", number: "1", zipcode: "3511AA", city: "Utrecht" };

async function aged() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const member = await createUser(db);
  const order = (days: number, customerId: number | null) =>
    createOrder(db, host.id, {
      customerId,
      customerName: "Piet Oud",
      phone: "+31611112222",
      deliver: true,
      deliveryFee: 200,
      address,
      createdAt: ago(days),
      items: [{ name: "Pizza", unitPrice: 1000 }],
    });
  const orders = {
    recent: await order(30, null),
    twoYearsGuest: await order(2 * 365 + 5, null),
    twoYearsMember: await order(2 * 365 + 5, member.id),
    eightYearsMember: await order(8 * 365, member.id),
  };
  const raw = (days: number) =>
    db("marketplace_orders")
      .insert({
        host_id: host.id,
        external_id: `jet-${crypto.randomUUID()}`,
        raw: JSON.stringify({ customer: { street: "Oudegracht 1" } }),
        created_at: ago(days),
      })
      .returning("id")
      .then(([r]) => r.id as number);
  const rawOld = await raw(91);
  const rawNew = await raw(30);
  const phone = `+316${crypto.randomInt(10_000_000, 99_999_999)}`;
  const code = (expires: Date, used: Date | null) =>
    db("login_codes")
      .insert({ phone, code_hash: crypto.randomBytes(32).toString("hex"), expires_at: expires, used_at: used })
      .returning("id")
      .then(([r]) => r.id as number);
  const codes = {
    expired: await code(new Date(NOW.getTime() - 60_000), null),
    used: await code(new Date(NOW.getTime() + 60_000), NOW),
    live: await code(new Date(NOW.getTime() + 600_000), null),
  };
  const device = (endpoint: string) =>
    db("push_subscriptions")
      .insert({ user_id: member.id, endpoint, p256dh: "k", auth: "a", last_used_at: ago(10) })
      .returning("id")
      .then(([r]) => r.id as number);
  const gone = await device(`https://push.example/gone-${crypto.randomUUID()}`);
  const fine = await device(`https://push.example/fine-${crypto.randomUUID()}`);
  const endpoints = await db("push_subscriptions").whereIn("id", [gone, fine]).orderBy("id").pluck("endpoint");
  await createNotification(db, host.id, {
    userId: member.id,
    method: "push",
    type: "accepted",
    message: "x",
    recipient: endpoints[0],
    status: "failed",
    error: "push service answered 410",
    createdAt: ago(1),
  });
  // a failure before its last successful use says nothing about now
  await createNotification(db, host.id, {
    userId: member.id,
    method: "push",
    type: "accepted",
    message: "x",
    recipient: endpoints[1],
    status: "failed",
    error: "push service answered 404",
    createdAt: ago(20),
  });
  return { host, member, orders, rawOld, rawNew, codes, gone, fine };
}

describe("retention sweep", () => {
  it("removes what is past its time and keeps the rest, amounts untouched", async () => {
    const db = getDb();
    const a = await aged();
    const ids = Object.values(a.orders).map((o) => o.id);
    const amounts = await db("orders")
      .whereIn("id", ids)
      .orderBy("id")
      .select("id", "amount", "subtotal", "delivery_fee", "number", "day");
    const lines = await db("order_items")
      .whereIn("order_id", ids)
      .orderBy("id")
      .select("order_id", "amount", "vat_rate");

    const counts = await runRetention(NOW);
    expect(counts).not.toBeNull();

    const row = (id: number) => db("orders").where({ id }).first("customer_id", "address", "customer_name", "phone");
    expect(await row(a.orders.recent.id)).toMatchObject({ address, customer_name: "Piet Oud" });
    expect(await row(a.orders.twoYearsGuest.id)).toEqual({
      customer_id: null,
      address: null,
      customer_name: null,
      phone: "0000000000",
    });
    // she keeps an account: her address book stays
    expect(await row(a.orders.twoYearsMember.id)).toMatchObject({ customer_id: a.member.id, address });
    expect(await row(a.orders.eightYearsMember.id)).toEqual({
      customer_id: null,
      address: null,
      customer_name: null,
      phone: "0000000000",
    });
    expect(
      await db("orders")
        .whereIn("id", ids)
        .orderBy("id")
        .select("id", "amount", "subtotal", "delivery_fee", "number", "day"),
    ).toEqual(amounts);
    expect(
      await db("order_items").whereIn("order_id", ids).orderBy("id").select("order_id", "amount", "vat_rate"),
    ).toEqual(lines);

    const raw = async (id: number) => (await db("marketplace_orders").where({ id }).first("raw")).raw;
    expect(await raw(a.rawOld)).toBe("");
    expect(await raw(a.rawNew)).toContain("Oudegracht");

    const codes = await db("login_codes").whereIn("id", Object.values(a.codes)).pluck("id");
    expect(codes).toEqual([a.codes.live]);
    const devices = await db("push_subscriptions").whereIn("id", [a.gone, a.fine]).pluck("id");
    expect(devices).toEqual([a.fine]);

    // a second pass finds nothing more to do for these rows
    await runRetention(NOW);
    expect(await row(a.orders.twoYearsMember.id)).toMatchObject({ customer_id: a.member.id, address });
  });

  it("runs on one instance at a time: while another holds the lock, it does nothing", async () => {
    const db = getDb();
    const a = await aged();
    const trx = await db.transaction();
    try {
      await trx.raw("SELECT pg_advisory_xact_lock(hashtext('bestelinfo:retention'))");
      expect(await runRetention(NOW)).toBeNull();
      expect((await db("marketplace_orders").where({ id: a.rawOld }).first("raw")).raw).not.toBe("");
    } finally {
      await trx.rollback();
    }
    expect(await runRetention(NOW)).not.toBeNull();
    expect((await db("marketplace_orders").where({ id: a.rawOld }).first("raw")).raw).toBe("");
  });
});
