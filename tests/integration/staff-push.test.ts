// Push for staff (docs/issues/019.md §7) and the device subscriptions behind it: a new order reaches exactly
// the subscribed staff devices of that restaurant — really encrypted, decrypted by the fake push
// service — not its customers' devices, not another restaurant's staff, not staff who did not opt
// in; a device the push service forgot (410, 404) is removed; the click goes to the board at the
// order; a device switched off is gone and the user's subscribed flag follows; every attempt, sent or
// failed, is logged on the order (and not among the customer's messages).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { formatClock } from "~/domain/amsterdam-time";
import { formatEuro } from "~/domain/pricing";
import { pushSubscriptionSchema } from "~/schemas/push";
import { subscribePush, unsubscribePush } from "~/services/push-subscriptions.server";
import { announceToStaff } from "~/services/staff-push.server";
import { sendPush } from "~/integrations/push/index.server";
import { listCustomerNotifications } from "~/models/customers.server";
import { createHost, createOrder, createOrganisation, createUser } from "../../db/factory";
import { startFakePush, type FakePush } from "../support/fake-push";

let push: FakePush;
beforeAll(async () => {
  push = await startFakePush();
});
afterAll(() => push.close());

/** The fake service's subscription, stored by the service POST /api/push calls. */
async function device(userId: number, name: string, staff: boolean) {
  const sub = push.subscription(name);
  // the keys as the browser sends them (the schema checks them); the endpoint is the fake service's
  // plain-http one on 127.0.0.1, which the schema (https only) would refuse
  const parsed = pushSubscriptionSchema.parse({
    endpoint: "https://push.example.test/x",
    keys: { p256dh: sub.p256dh, auth: sub.auth },
    deviceId: crypto.randomUUID(),
  });
  await subscribePush({ userId, sub: { ...parsed, endpoint: sub.endpoint }, userAgent: "test", staff });
  return sub;
}

async function restaurant(tag: string) {
  const db = getDb();
  const org = await createOrganisation(db, { name: `Org ${tag}` });
  const host = await createHost(db, { organisationId: org.id, name: `Zaak ${tag}` });
  const staff = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "cook" });
  return { db, org, host, staff };
}

const got = (name: string) => push.received.filter((r) => r.name === name);

describe("staff push", () => {
  it("reaches only the subscribed staff devices of that restaurant, encrypted, with the order's number, amount and time", async () => {
    const t = Date.now();
    const a = await restaurant(`a${t}`);
    const b = await restaurant(`b${t}`);
    const colleague = await createUser(a.db, { kind: "host", organisationId: a.org.id, orgRole: "admin" });
    const notOptedIn = await createUser(a.db, { kind: "host", organisationId: a.org.id, orgRole: "order" });
    const customer = await createUser(a.db, { kind: "customer" });
    await device(a.staff.id, `a-cook-${t}`, true);
    await device(colleague.id, `a-admin-${t}`, true);
    await device(b.staff.id, `b-cook-${t}`, true);
    await device(customer.id, `a-customer-${t}`, false);
    // a staff member's device that is not switched on for orders (a customer-style row)
    await device(notOptedIn.id, `a-off-${t}`, false);

    const order = await createOrder(a.db, a.host.id, { customerId: customer.id, status: "new", deliver: true });
    const row = await a.db("orders").where({ id: order.id }).first("amount", "due", "number");
    expect(await announceToStaff({ hostId: a.host.id, orderId: order.id })).toBe(2);

    const expected = {
      title: `Nieuwe bestelling #${row.number}`,
      body: `Nieuwe bestelling #${row.number} — ${formatEuro(row.amount)} — bezorgen ${formatClock(row.due)}`,
      url: `/orders#order-${order.id}`,
      tag: `order-${order.id}`,
    };
    expect(got(`a-cook-${t}`).map((r) => r.payload)).toEqual([expected]);
    expect(got(`a-admin-${t}`).map((r) => r.payload)).toEqual([expected]);
    // encrypted for the device (aes128gcm), signed with our VAPID key
    expect(got(`a-cook-${t}`)[0].headers["content-encoding"]).toBe("aes128gcm");
    expect(String(got(`a-cook-${t}`)[0].headers.authorization)).toMatch(/^vapid t=/);
    expect(got(`b-cook-${t}`)).toEqual([]);
    expect(got(`a-customer-${t}`)).toEqual([]);
    expect(got(`a-off-${t}`)).toEqual([]);

    // each attempt logged on the order, for the staff member it went to
    const logged = await a
      .db("notifications")
      .where({ order_id: order.id })
      .orderBy("id")
      .select("host_id", "user_id", "method", "type", "status", "message", "link", "error");
    expect(logged).toEqual(
      [a.staff.id, colleague.id].map((userId) => ({
        host_id: a.host.id,
        user_id: userId,
        method: "push",
        type: "staff",
        status: "sent",
        message: expected.body,
        link: expected.url,
        error: null,
      })),
    );
    // they were not messages to the customer
    expect(await listCustomerNotifications(a.db, { hostId: a.host.id, customerId: customer.id })).toEqual([]);

    // another restaurant's order id under this restaurant: nothing
    const other = await createOrder(b.db, b.host.id, { status: "new" });
    expect(await announceToStaff({ hostId: a.host.id, orderId: other.id })).toBe(0);
    expect(got(`a-cook-${t}`)).toHaveLength(1);
  });

  it("a delivery ready to go reaches the couriers' devices only, without address or name (decision 076)", async () => {
    const t = Date.now();
    const a = await restaurant(`r${t}`);
    const courier = await createUser(a.db, { kind: "host", organisationId: a.org.id, orgRole: "courier" });
    await device(a.staff.id, `r-cook-${t}`, true);
    await device(courier.id, `r-courier-${t}`, true);
    const order = await createOrder(a.db, a.host.id, {
      status: "done",
      deliver: true,
      customerName: "Geheime Klant",
      address: { street: "Geheimstraat", number: "1", zipcode: "1234 AB", city: "Stad" },
    });
    const row = await a.db("orders").where({ id: order.id }).first("due", "number");
    expect(await announceToStaff({ hostId: a.host.id, orderId: order.id, ready: true })).toBe(1);
    expect(got(`r-courier-${t}`).map((r) => r.payload)).toEqual([
      {
        title: `Klaar om te bezorgen #${row.number}`,
        body: `Klaar om te bezorgen #${row.number} — bezorgen ${formatClock(row.due)}`,
        url: "/ritten",
        tag: `ride-${order.id}`,
      },
    ]);
    expect(got(`r-cook-${t}`)).toEqual([]);
    expect(JSON.stringify(got(`r-courier-${t}`))).not.toMatch(/Geheim/);
  });

  it.each([410, 404])("removes a staff device the push service answers %i for, keeps the others", async (status) => {
    const t = `${Date.now()}-${status}`;
    const a = await restaurant(`g${t}`);
    const colleague = await createUser(a.db, { kind: "host", organisationId: a.org.id, orgRole: "order" });
    const gone = await device(a.staff.id, `gone-${t}`, true);
    await device(colleague.id, `busy-${t}`, true);
    await device(colleague.id, `fine-${t}`, true);
    push.fail.set(`gone-${t}`, status);
    push.fail.set(`busy-${t}`, 503);
    const order = await createOrder(a.db, a.host.id, { status: "new", deliver: false });
    expect(await announceToStaff({ hostId: a.host.id, orderId: order.id }, sendPush)).toBe(1);
    const left = await a.db("push_subscriptions").whereIn("user_id", [a.staff.id, colleague.id]).pluck("endpoint");
    expect(left).not.toContain(gone.endpoint);
    expect(left).toHaveLength(2);
    expect((got(`fine-${t}`)[0].payload as { body: string }).body).toMatch(/ — afhalen \d\d:\d\d$/);
    // every attempt on the order: the failures with the push service's answer
    const logged = await a
      .db("notifications")
      .where({ order_id: order.id, type: "staff" })
      .orderBy("id")
      .select("recipient", "status", "error");
    expect(logged.map((n) => [n.recipient, n.status])).toEqual([
      [gone.endpoint, "failed"],
      [expect.stringContaining(`busy-${t}`), "failed"],
      [expect.stringContaining(`fine-${t}`), "sent"],
    ]);
    expect(logged[0].error).toBeTruthy();
    expect(logged[2].error).toBeNull();
  });

  it("stores the device id and the user's subscribed flag; switching a device off removes only the user's own", async () => {
    const t = Date.now();
    const a = await restaurant(`d${t}`);
    const other = await createUser(a.db, { kind: "customer" });
    const sub = await device(a.staff.id, `dev-${t}`, true);
    const row = await a.db("push_subscriptions").where({ endpoint: sub.endpoint }).first("device_id", "staff");
    expect(row.staff).toBe(true);
    expect(row.device_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await a.db("users").where({ id: a.staff.id }).first("subscribed")).subscribed).toBe(true);

    // someone else cannot switch this device off
    expect(await unsubscribePush({ userId: other.id, input: { endpoint: sub.endpoint } })).toEqual({ removed: false });
    expect(await a.db("push_subscriptions").where({ endpoint: sub.endpoint }).first("id")).toBeTruthy();
    expect(await unsubscribePush({ userId: a.staff.id, input: { endpoint: sub.endpoint } })).toEqual({ removed: true });
    expect(await a.db("push_subscriptions").where({ endpoint: sub.endpoint }).first("id")).toBeUndefined();
    expect((await a.db("users").where({ id: a.staff.id }).first("subscribed")).subscribed).toBe(false);
  });
});
