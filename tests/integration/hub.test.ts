// /admin/hub "Koppelingen" (docs/issues/020.md §2, decision 053) through its route, in-process: who may look
// (this restaurant's admins, root; root on the platform domain chooses a restaurant), and that each
// card follows the data — a failed Mollie webhook (recorded by the real webhook route) is red, a
// printer silent 5 minutes is red and 1 minute amber, failed SMS, staff push devices, a Thuisbezorgd
// order unconfirmed for 10 minutes, a pause — and that another restaurant's troubles never show.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { addDays, calendarDate } from "~/domain/amsterdam-time";
import { isoWeekday } from "~/domain/opening-hours";
import type { HubState } from "~/domain/hub";
import type { PaymentSimulator } from "~/integrations/mollie/simulator/index.server";
import type { Host } from "~/models/hosts.server";
import { action as webhookAction } from "~/routes/api.payment.webhook";
import { loader as hubLoader } from "~/routes/admin.hub";
import type { HubCardView, HubView, RootHubView } from "~/schemas/hub-view";
import { requestPayment } from "~/services/payments.server";
import {
  createHost,
  createNotification,
  createOrder,
  createOrganisation,
  createPrinter,
  createUser,
} from "../../db/factory";
import { requestContext } from "../support/context";
import { useSimulator } from "../support/payments";
import { callRoute } from "../support/route-call";
import { runsAloneAmongSweepers } from "../support/sweepers";

runsAloneAmongSweepers();

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const admin = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin" });
  const cook = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "cook" });
  const waiter = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "order" });
  const callcenter = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "callcenter" });
  return { host, admin, cook, waiter, callcenter };
}

/** A browser on the restaurant's domain, logged in as userId. */
const as = (host: Host, userId?: number) => requestContext(`http://${host.perma}.localhost/`, { userId });
/** A browser on the platform's domain, logged in as userId. */
const platform = (userId?: number) => requestContext("http://localhost/", { userId });
const url = (host: Host) => `http://${host.perma}.localhost/admin/hub`;
const PLATFORM = "http://localhost/admin/hub";

async function hubOf(host: Host, userId: number): Promise<HubView> {
  const answer = await callRoute(hubLoader, { url: url(host), context: await as(host, userId) });
  expect(answer.status).toBe(200);
  return answer.body.hub as unknown as HubView;
}

async function cardOf(host: Host, userId: number, key: HubCardView["key"]): Promise<HubCardView> {
  const card = (await hubOf(host, userId)).cards.find((c) => c.key === key);
  if (!card) throw new Error(`no card ${key}`);
  return card;
}

const fact = (card: HubCardView, label: string) => card.facts.find((f) => f.label === label)?.value;
const MIN = 60_000;

let sim: PaymentSimulator;
beforeAll(async () => {
  sim = await useSimulator();
});
afterAll(async () => {
  await sim.close();
});

describe("who may look", () => {
  it("this restaurant's admins and root; staff roles, another restaurant's admin and customers get 403; anonymous logs in", async () => {
    const db = getDb();
    const { host, admin, cook, waiter, callcenter } = await restaurant();
    const { admin: otherAdmin } = await restaurant();
    const customer = await createUser(db, {});
    const root = await createUser(db, { kind: "root" });
    for (const [who, status] of [
      [cook.id, 403],
      [waiter.id, 403],
      [callcenter.id, 403],
      [otherAdmin.id, 403],
      [customer.id, 403],
    ] as const) {
      const answer = await callRoute(hubLoader, { url: url(host), context: await as(host, who) });
      expect(answer.status, `as ${String(who)}`).toBe(status);
      expect(answer.body.text).toBe("Geen toegang");
    }
    const anonymous = await callRoute(hubLoader, { url: url(host), context: await as(host) });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe("/login?redirectTo=%2Fadmin%2Fhub");

    const own = await hubOf(host, admin.id);
    expect(own.hostName).toBe(host.name);
    expect(own.cards.map((c) => c.key).sort()).toEqual([
      "marketplace",
      "opening",
      "payments",
      "printers",
      "push",
      "sms",
    ]);
    expect((await hubOf(host, root.id)).hostId).toBe(host.id);
  });

  it("on the platform domain: root chooses any restaurant; anyone else gets 403; a bad id is a Dutch 404", async () => {
    const db = getDb();
    const { host, admin } = await restaurant();
    const root = await createUser(db, { kind: "root" });
    const list = await callRoute(hubLoader, { url: PLATFORM, context: await platform(root.id) });
    expect(list.status).toBe(200);
    const view = list.body.root as unknown as RootHubView;
    expect(view.hub).toBeNull();
    expect(view.restaurants).toContainEqual({ id: host.id, name: host.name });

    const chosen = await callRoute(hubLoader, {
      url: `${PLATFORM}?restaurant=${String(host.id)}`,
      context: await platform(root.id),
    });
    const hub = (chosen.body.root as unknown as RootHubView).hub;
    expect(hub?.hostId).toBe(host.id);
    // the fixing screens live on the restaurant's own address
    expect(hub?.cards.find((c) => c.key === "printers")?.action.href).toBe(
      `http://${host.perma}.localhost/admin/settings/printers`,
    );

    for (const bad of ["3000000000", "abc", "-1", "1%00", "999999999"]) {
      const answer = await callRoute(hubLoader, {
        url: `${PLATFORM}?restaurant=${bad}`,
        context: await platform(root.id),
      });
      expect(answer.status, bad).toBe(404);
      expect(JSON.stringify(answer.body), bad).toMatch(/Restaurant niet gevonden|Deze pagina niet gevonden/);
    }
    expect((await callRoute(hubLoader, { url: PLATFORM, context: await platform(admin.id) })).status).toBe(403);
    expect((await callRoute(hubLoader, { url: PLATFORM, context: await platform() })).status).toBe(302);
  });
});

describe("each card follows the data", () => {
  it("payments: a webhook Mollie could not get through is red, the next good one clears it", async () => {
    const db = getDb();
    const { host, admin } = await restaurant();
    const { host: other, admin: otherAdmin } = await restaurant();
    const customer = await createUser(db, {});
    const order = await createOrder(db, host.id, {
      customerId: customer.id,
      status: "concept",
      paymentMethod: "ideal",
      paymentStatus: "none",
    });
    const before = await cardOf(host, admin.id, "payments");
    expect(fact(before, "Laatste betaalmelding")).toBe("nog geen");
    expect(before.state).toBe("amber"); // the simulator: a test environment

    const payment = await requestPayment({
      hostId: host.id,
      hostName: host.name,
      orderId: order.id,
      customerId: customer.id,
      baseUrl: `http://${host.perma}.localhost`,
    });
    const webhook = async () =>
      callRoute(webhookAction, {
        url: `http://${host.perma}.localhost/api/payment/webhook`,
        context: await as(host),
        form: { id: payment.id },
      });
    sim.faults.down = true;
    try {
      expect((await webhook()).status).toBe(503);
    } finally {
      sim.faults.down = false;
    }
    const failed = await cardOf(host, admin.id, "payments");
    expect(failed.state).toBe("red");
    expect(failed.summary).toMatch(/niet verwerkt/);
    expect(fact(failed, "Laatste betaalmelding")).toMatch(/^vandaag \d\d:\d\d: mislukt$/);
    expect(fact(failed, "Laatste gelukte melding")).toBe("nog nooit");
    expect(failed.action).toEqual({ label: "Betaalinstellingen nakijken", href: "/admin/settings#mollie-title" });
    // another restaurant's card knows nothing of it
    expect((await cardOf(other, otherAdmin.id, "payments")).state).toBe("amber");

    expect((await webhook()).status).toBe(200);
    const ok = await cardOf(host, admin.id, "payments");
    expect(ok.state).toBe("amber");
    expect(fact(ok, "Laatste betaalmelding")).toMatch(/: verwerkt$/);
  });

  it("printers: silent 5 minutes is red, 1 minute amber, out of paper red; the queue and failures are counted", async () => {
    const db = getDb();
    const { host, admin } = await restaurant();
    const { host: other } = await restaurant();
    expect((await cardOf(host, admin.id, "printers")).state).toBe("off");
    await createPrinter(db, other.id, { name: "Elders", lastPollAt: new Date(Date.now() - 60 * MIN) });

    const keuken = await createPrinter(db, host.id, { name: "Keuken", lastPollAt: new Date() });
    const states = async () => {
      const c = await cardOf(host, admin.id, "printers");
      return { card: c.state, items: c.items.map((i) => [i.name, i.state] as [string, HubState]), c };
    };
    expect((await states()).card).toBe("green");
    expect((await states()).items).toEqual([["Keuken", "green"]]);

    await db("printers")
      .where({ id: keuken.id })
      .update({ last_poll_at: new Date(Date.now() - MIN) });
    expect((await states()).card).toBe("amber");
    await db("printers")
      .where({ id: keuken.id })
      .update({ last_poll_at: new Date(Date.now() - 5 * MIN - 1_000) });
    const red = await states();
    expect(red.card).toBe("red");
    expect(red.c.summary).toMatch(/^Keuken: Offline sinds \d\d:\d\d\.$/);

    await db("printers").where({ id: keuken.id }).update({ last_poll_at: new Date(), last_status: "410 Paper out" });
    expect((await states()).c.summary).toBe("Keuken: Papier op.");

    await db("printers").where({ id: keuken.id }).update({ last_status: "200 OK" });
    await db("print_jobs").insert([
      { host_id: host.id, printer_id: keuken.id, status: "queued" },
      { host_id: host.id, printer_id: keuken.id, status: "failed", last_code: "410" },
      { host_id: host.id, printer_id: keuken.id, status: "done" },
    ]);
    const counted = await states();
    expect(counted.card).toBe("amber");
    expect(counted.c.items[0]?.facts).toContainEqual({ label: "Wachtrij", value: "1" });
    expect(counted.c.items[0]?.facts).toContainEqual({ label: "Mislukt vandaag", value: "1" });
    expect(counted.c.items.map((i) => i.name)).toEqual(["Keuken"]);
  });

  it("SMS and push: today's sent and failed from the log; no staff device is amber", async () => {
    const db = getDb();
    const { host, admin } = await restaurant();
    const { host: other } = await restaurant();
    const sms = await cardOf(host, admin.id, "sms");
    expect(sms.state).toBe("amber"); // tests send to the dev outbox
    expect(fact(sms, "Verzender")).toBe("Outbox (testomgeving)");

    await createNotification(db, host.id, { method: "sms", type: "order", message: "x", status: "failed" });
    await createNotification(db, host.id, { method: "sms", type: "order", message: "x", status: "failed" });
    await createNotification(db, other.id, { method: "sms", type: "order", message: "x", status: "sent" });
    await createNotification(db, host.id, {
      method: "sms",
      type: "order",
      message: "gisteren",
      status: "sent",
      createdAt: new Date(Date.now() - 48 * 60 * MIN),
    });
    const allFailed = await cardOf(host, admin.id, "sms");
    expect(allFailed.state).toBe("red");
    expect([fact(allFailed, "Verstuurd vandaag"), fact(allFailed, "Mislukt vandaag")]).toEqual(["0", "2"]);

    const push = await cardOf(host, admin.id, "push");
    expect(push.state).toBe("amber");
    expect(push.action).toEqual({ label: "Meldingen aanzetten", href: "/admin/profile" });
    const customer = await createUser(db, {});
    await db("host_customers").insert({ host_id: host.id, customer_id: customer.id });
    await db("push_subscriptions").insert([
      {
        user_id: admin.id,
        endpoint: `https://push.test/${String(randomInt(1e9))}`,
        p256dh: "k",
        auth: "a",
        staff: true,
      },
      { user_id: customer.id, endpoint: `https://push.test/${String(randomInt(1e9))}`, p256dh: "k", auth: "a" },
    ]);
    const on = await cardOf(host, admin.id, "push");
    expect(on.state).toBe("green");
    expect([fact(on, "Apparaten personeel"), fact(on, "Apparaten klanten")]).toEqual(["1", "1"]);
  });

  it("Thuisbezorgd: off without a link, red when an order waits 10 minutes for its confirmation", async () => {
    const db = getDb();
    const { host, admin } = await restaurant();
    expect((await cardOf(host, admin.id, "marketplace")).state).toBe("off");
    await db("marketplace_links").insert({ host_id: host.id, external_id: `hub-${String(randomInt(1e9))}` });
    expect((await cardOf(host, admin.id, "marketplace")).state).toBe("green");
    await db("marketplace_orders").insert({
      host_id: host.id,
      external_id: `o-${String(randomInt(1e9))}`,
      raw: "{}",
      status: "placed",
      ack: "pending",
      created_at: new Date(Date.now() - 10 * MIN),
    });
    const red = await cardOf(host, admin.id, "marketplace");
    expect(red.state).toBe("red");
    expect(red.summary).toMatch(/1 bestelling wacht op bevestiging/);
    expect(fact(red, "Wacht op bevestiging")).toBe("1");
    expect(fact(red, "Laatste bestelling")).toMatch(/^(vandaag|gisteren) \d\d:\d\d \(automatisch\)$/);
    await db("marketplace_links").where({ host_id: host.id }).update({ active: false });
    expect((await cardOf(host, admin.id, "marketplace")).state).toBe("amber");
  });

  it("open or paused, and the page's overall state is its worst card", async () => {
    const db = getDb();
    const { host, admin } = await restaurant();
    expect((await cardOf(host, admin.id, "opening")).state).toBe("green");
    // docs/issues/033.md §15: closed by its hours (open only the day after tomorrow) is not paused, and not open
    const open = addDays(calendarDate(new Date()), 2);
    await db("opening_hours").insert({ host_id: host.id, weekday: isoWeekday(open), opens: "11:00", closes: "22:00" });
    const closed = await cardOf(host, admin.id, "opening");
    expect(closed.state).toBe("green");
    expect(closed.summary).toMatch(/^Niet gepauzeerd\. Nu gesloten volgens de openingstijden · open \w+ om 11:00\.$/);
    expect(closed.facts).toContainEqual({ label: "Pauze", value: "Niet gepauzeerd" });
    expect(fact(closed, "Openingstijden")).toMatch(/^Nu gesloten volgens de openingstijden/);
    await db("hosts").where({ id: host.id }).update({ paused: true, pause_reason: "Oven kapot" });
    const paused = await cardOf(host, admin.id, "opening");
    expect(paused.state).toBe("amber");
    expect(paused.facts).toContainEqual({ label: "Reden", value: "Oven kapot" });
    expect(paused.action).toEqual({ label: "Pauze opheffen", href: "/admin/settings/bestellen" });
    await createPrinter(db, host.id, { lastPollAt: null });
    expect((await hubOf(host, admin.id)).overall).toBe("red");
  });
});
