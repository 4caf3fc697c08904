// Customer notifications: a real web-push message (VAPID-signed, aes128gcm) that a local push
// service decrypts, SMS when push fails, expired subscriptions removed, every attempt logged on
// the order, nothing for the anonymous customer, and a broken provider never breaks the board.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import type { SmsProvider } from "~/integrations/sms/index.server";
import { getUserById } from "~/models/users.server";
import { boardAction } from "~/services/board-actions.server";
import type { TemplateKey } from "~/domain/message-templates";
import { notifyCustomer, notifyWithTemplate } from "~/services/notify.server";
import type { SessionUser } from "~/services/session-user.server";
import { createHost, createOrder, createOrganisation, createUser } from "../../db/factory";
import { expectConsoleErrors } from "../support/console";
import { startFakePush, type FakePush } from "../support/fake-push";

let push: FakePush;
beforeAll(async () => {
  push = await startFakePush();
});
afterAll(() => push.close());

function recordingSms(fail = false) {
  const sent: Array<{ to: string; message: string }> = [];
  const provider: SmsProvider = {
    name: "outbox",
    async send(sms) {
      if (fail) throw new Error("provider down");
      sent.push(sms);
    },
  };
  return { sent, provider };
}

const randomPhone = () => `+316${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

async function setup(phone = randomPhone()) {
  const db = getDb();
  const host = await createHost(db, { name: "Pizza Roma Test" });
  const customer = await createUser(db, {
    phone: phone === "0000000000" ? randomPhone() : phone,
    firstName: "Eva",
    lastName: "Jansen",
  });
  const order = await createOrder(db, host.id, {
    customerId: customer.id,
    status: "new",
    phone,
    customerName: "Eva Jansen",
  });
  const target = {
    id: order.id,
    number: order.number,
    customerId: customer.id,
    customerName: "Eva Jansen",
    phone,
    due: order.due,
  };
  return { db, host, customer, order, target };
}

async function subscribe(userId: number, name: string) {
  const sub = push.subscription(name);
  await getDb()("push_subscriptions").insert({ user_id: userId, ...sub });
  return sub;
}

const log = (orderId: number) =>
  getDb()("notifications")
    .where({ order_id: orderId })
    .orderBy("id")
    .select("method", "status", "type", "message", "link", "from");

const TEXT = "Je bestelling is aangenomen en komt eraan.";

describe("notifyCustomer", () => {
  it("sends a web push the customer's device can decrypt, and no SMS", async () => {
    const { db, host, customer, order, target } = await setup();
    await subscribe(customer.id, `ok-${order.id}`);
    const sms = recordingSms();
    const how = await notifyCustomer(
      db,
      { host, order: target, message: TEXT, type: "order", from: "Sanne" },
      { sms: sms.provider },
    );
    expect(how).toBe("push");
    const got = push.received.find((r) => r.name === `ok-${order.id}`);
    expect(got?.payload).toEqual({ title: "Pizza Roma Test", body: TEXT, url: `/thanks/${order.id}` });
    expect(got?.headers["content-encoding"]).toBe("aes128gcm");
    expect(String(got?.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    expect(sms.sent).toEqual([]);
    expect(await log(order.id)).toEqual([
      { method: "push", status: "sent", type: "order", message: TEXT, link: `/thanks/${order.id}`, from: "Sanne" },
    ]);
  });

  it("falls back to SMS when push fails, logs both, and deletes a subscription that is gone", async () => {
    const { db, host, customer, order, target } = await setup("0612345678");
    await subscribe(customer.id, `down-${order.id}`);
    await subscribe(customer.id, `gone-${order.id}`);
    push.fail.set(`down-${order.id}`, 500);
    push.fail.set(`gone-${order.id}`, 410);
    const sms = recordingSms();
    expect(
      await notifyCustomer(
        db,
        { host, order: target, message: TEXT, type: "order", from: "Sanne" },
        { sms: sms.provider },
      ),
    ).toBe("sms");
    expect(sms.sent).toEqual([{ to: "+31612345678", message: TEXT }]);
    expect((await log(order.id)).map((n) => `${n.method}:${n.status}`)).toEqual([
      "push:failed",
      "push:failed",
      "sms:sent",
    ]);
    const left = await db("push_subscriptions").where({ user_id: customer.id }).pluck("endpoint");
    expect(left).toEqual([expect.stringContaining(`down-${order.id}`)]);
  });

  it("sends nothing to the anonymous customer nor a text under 20 characters", async () => {
    const anon = await setup("0000000000");
    const sms = recordingSms();
    expect(
      await notifyCustomer(
        anon.db,
        { host: anon.host, order: anon.target, message: TEXT, type: "order", from: "x" },
        { sms: sms.provider },
      ),
    ).toBeNull();
    const short = await setup();
    expect(
      await notifyCustomer(
        short.db,
        { host: short.host, order: short.target, message: "Klaar!", type: "order", from: "x" },
        { sms: sms.provider },
      ),
    ).toBeNull();
    expect(sms.sent).toEqual([]);
    expect(await log(anon.order.id)).toEqual([]);
  });

  it("logs a failed SMS and does not throw", async () => {
    const { db, host, order, target } = await setup();
    const sms = recordingSms(true);
    expect(
      await notifyCustomer(db, { host, order: target, message: TEXT, type: "order", from: "x" }, { sms: sms.provider }),
    ).toBeNull();
    expect(await log(order.id)).toMatchObject([{ method: "sms", status: "failed" }]);
  });
});

describe("status changes notify", () => {
  it("accepting an order pushes the host's template to the customer; a dead push service does not stop the change", async () => {
    const { db, host, customer, order } = await setup();
    const org = await createOrganisation(db);
    const staffUser = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "order", name: "Sanne" });
    const staff: SessionUser = {
      user: (await getUserById(getDb(), { userId: staffUser.id }))!,
      roles: ["order"],
      organisation: null,
    };
    await db("notification_templates").insert({
      host_id: host.id,
      type: "order",
      sub: "",
      message: "Top {naam}! Bestelling {nummer} is aangenomen door {restaurant}.",
    });
    await subscribe(customer.id, `accept-${order.id}`);
    await boardAction({ hostId: host.id, staff: staff, orderId: order.id, action: { intent: "advance", from: "new" } });
    const got = push.received.find((r) => r.name === `accept-${order.id}`);
    expect(got?.payload).toMatchObject({
      body: `Top Eva! Bestelling ${order.number} is aangenomen door Pizza Roma Test.`,
    });
    expect(await log(order.id)).toMatchObject([{ method: "push", status: "sent", type: "order", from: "Sanne" }]);

    push.fail.set(`accept-${order.id}`, 503);
    await boardAction({
      hostId: host.id,
      staff: staff,
      orderId: order.id,
      action: { intent: "advance", from: "order" },
    });
    expect((await db("orders").where({ id: order.id }).first("status")).status).toBe("done");
    // push failed, SMS (the dev outbox in tests) took over; both attempts are on the order
    expect((await log(order.id)).slice(1).map((n) => `${n.method}:${n.status}:${n.type}`)).toEqual([
      "push:failed:notnew",
      "sms:sent:notnew",
    ]);
  });
});

describe("a template that cannot be made", () => {
  it.each([
    ["an unknown template", { type: "due", sub: "bestaat-niet" } as unknown as TemplateKey, (due: Date) => due],
    ["a due time that is no time", { type: "due", sub: "init" } as TemplateKey, () => new Date(Number.NaN)],
  ])("%s: nothing is sent, and the failure is on the order (docs/issues/013.md §8)", async (_name, key, due) => {
    const { db, host, order, target } = await setup();
    const logged = expectConsoleErrors();
    const sms = recordingSms();
    const how = await notifyWithTemplate(
      db,
      { host, order: { ...target, due: due(target.due) }, key, from: "Keuken" },
      { sms: sms.provider },
    );
    expect(how).toBeNull();
    expect(sms.sent).toEqual([]);
    const rows = await getDb()("notifications")
      .where({ order_id: order.id })
      .select("method", "status", "type", "sub", "error");
    expect(rows).toEqual([
      {
        method: "sms",
        status: "failed",
        type: "due",
        sub: key.sub,
        error: expect.stringMatching(/^Het bericht kon niet worden gemaakt: /),
      },
    ]);
    expect(logged).toEqual([rows[0].error]);
  });
});
