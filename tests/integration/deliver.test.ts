// The order desk (/deliver) through its route module against the real database: call-centre and
// counter orders for known and new callers, the iDEAL link by SMS (real Twilio client against the
// fake, Mollie simulator), who may use it (403 / redirects), and bad input answered 4xx in Dutch
// without losing the cart.
import crypto from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { createTwilioProvider } from "~/integrations/sms/twilio.server";
import type { PaymentSimulator } from "~/integrations/mollie/simulator/index.server";
import { addDays, calendarDate, dayKey, fromWallClock } from "~/domain/amsterdam-time";
import { isoWeekday } from "~/domain/opening-hours";
import { checkoutSchema } from "~/schemas/checkout";
import { addToCart } from "~/services/cart.server";
import { getSingleton, setSingleton } from "~/infra/singleton.server";
import { action, loader } from "~/routes/deliver";
import { createHost, createOrder, createOrganisation, createProduct, createUser, serveHost } from "../../db/factory";
import { cartArgs, keepCart } from "~/http/cart-session.server";
import { requestContext } from "../support/context";
import { shownTotal } from "../support/confirmed";
import {
  FAKE_TWILIO_FROM,
  FAKE_TWILIO_SID,
  FAKE_TWILIO_TOKEN,
  startFakeTwilio,
  type FakeTwilio,
} from "../support/fake-twilio";
import { useSimulator } from "../support/payments";
import { runsAloneAmongSweepers } from "../support/sweepers";

runsAloneAmongSweepers();

let twilio: FakeTwilio;
let sim: PaymentSimulator;
let previousSms: unknown;

beforeAll(async () => {
  [twilio, sim] = await Promise.all([startFakeTwilio(), useSimulator()]);
  previousSms = getSingleton("sms-provider");
  setSingleton(
    "sms-provider",
    createTwilioProvider({
      accountSid: FAKE_TWILIO_SID,
      authToken: FAKE_TWILIO_TOKEN,
      from: FAKE_TWILIO_FROM,
      apiBase: twilio.url,
    }),
  );
});

afterAll(async () => {
  setSingleton("sms-provider", previousSms);
  await twilio?.close();
  await sim?.close();
});

const ZONE = { zipFrom: 3511, zipTo: 3531, fee: 250, minimum: 1000, freeFrom: 5000 };
const SANNE = { street: "Oudegracht", number: "150", zipcode: "3511 AZ", city: "Utrecht", name: "Sanne de Vries" };
const randomMobile = () => `06${String(crypto.randomInt(0, 1e8)).padStart(8, "0")}`;
const international = (national: string) => `+31${national.slice(1)}`;

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, {
    organisationId: org.id,
    city: "Utrecht",
    menu: ["Pizza", "Drinken"],
    deliveryZones: [ZONE],
    settings: { payment: { pickup: ["cash", "pin", "ideal"], deliver: ["cash", "ideal"] } },
  });
  const margherita = await createProduct(db, host.id, { name: "Margherita", tab: "Pizza", price: 950 });
  const cola = await createProduct(db, host.id, { name: "Coca-Cola", tab: "Drinken", price: 250 });
  const callcentre = await createOrganisation(db, { name: "Belcentrale Test" });
  await serveHost(db, callcentre.id, host.id);
  const staff = {
    callcenter: await createUser(db, {
      kind: "host",
      organisationId: callcentre.id,
      orgRole: "callcenter",
      firstName: "Petra",
      lastName: "Bos",
    }),
    counter: await createUser(db, { kind: "host", organisationId: org.id }),
    cook: await createUser(db, { kind: "host", organisationId: org.id, orgRole: "cook" }),
  };
  return { db, org, host, margherita, cola, callcentre, staff };
}

type Fixture = Awaited<ReturnType<typeof restaurant>>;

/** A returning caller with a delivered order at this restaurant. */
async function knownCaller(f: Fixture) {
  const phone = randomMobile();
  const customer = await createUser(f.db, { phone: international(phone), firstName: "Sanne", lastName: "de Vries" });
  const past = await createOrder(f.db, f.host.id, {
    customerId: customer.id,
    status: "archive",
    deliver: true,
    address: { ...SANNE, phone },
    createdAt: new Date(Date.now() - 3 * 86_400_000),
    items: [{ productId: f.margherita.id, quantity: 2 }, { productId: f.cola.id }],
  });
  await f
    .db("host_customers")
    .insert({ host_id: f.host.id, customer_id: customer.id })
    .onConflict(["host_id", "customer_id"])
    .ignore();
  await f.db("stamps").insert({ host_id: f.host.id, customer_id: customer.id, delta: 4, reason: "adjust" });
  return { phone, customer, past };
}

/** A browser on the restaurant's domain, logged in as userId. */
const as = (f: Fixture, userId: number | null) =>
  requestContext(`http://${f.host.perma}.localhost/`, { userId: userId ?? undefined });
const url = (f: Fixture) => `http://${f.host.perma}.localhost/deliver`;

/** A place without a total gets the one the desk shows for it (decision 066); bad input is sent as is. */
async function withShownTotal(context: AppLoadContext, body: unknown): Promise<unknown> {
  if (typeof body !== "object" || body === null || !("intent" in body) || body.intent !== "place") return body;
  if ("confirmedTotal" in body) return body;
  const parsed = checkoutSchema.safeParse(body);
  if (!parsed.success || context.tenant.kind !== "host") return body;
  return { ...body, confirmedTotal: await shownTotal(context, parsed.data, { customerId: null }) };
}

async function post(f: Fixture, context: AppLoadContext, body: unknown, raw = false): Promise<Response> {
  const request = new Request(url(f), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: raw ? String(body) : JSON.stringify(await withShownTotal(context, body)),
  });
  try {
    return await action({ request, context, params: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function load(f: Fixture, context: AppLoadContext): Promise<Response | Awaited<ReturnType<typeof loader>>> {
  try {
    return await loader({ request: new Request(url(f)), context, params: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const place = (overrides: Record<string, unknown> = {}) => ({
  intent: "place",
  deliver: true,
  time: "asap",
  payment: "cash",
  description: "Bel aan bij de achterdeur",
  idempotencyKey: crypto.randomUUID(),
  ...overrides,
});

const orderRow = (id: number) =>
  getDb()("orders").where({ id }).first<{
    source: string;
    customer_id: number;
    created_by: number;
    status: string;
    payment_status: string;
    phone: string;
    customer_name: string;
    amount: number;
    deliver: boolean;
  }>("source", "customer_id", "created_by", "status", "payment_status", "phone", "customer_name", "amount", "deliver");

describe("/deliver for a call centre", () => {
  it("looks up a known caller with the address prefilled and places a phone order on their account", async () => {
    const f = await restaurant();
    const { phone, customer, past } = await knownCaller(f);
    const context = await as(f, f.staff.callcenter.id);

    const page = await load(f, context);
    expect(page).toMatchObject({ kind: "desk", source: "phone", hostName: f.host.name });
    if (page instanceof Response || page.kind !== "desk") throw new Error("expected the desk");
    expect(page.products.map((p) => p.name)).toEqual(expect.arrayContaining(["Margherita", "Coca-Cola"]));

    const looked = await post(f, context, { intent: "lookup", phone: `${phone.slice(0, 2)}-${phone.slice(2)}` });
    expect(looked.status).toBe(200);
    const { caller, cart } = await looked.json();
    expect(caller).toMatchObject({
      phone,
      known: true,
      name: "Sanne de Vries",
      deliver: true,
      address: { street: "Oudegracht", number: "150", zipcode: "3511 AZ", city: "Utrecht" },
      stamps: 4,
      orders: [{ id: past.id, lines: "2× Margherita, Coca-Cola" }],
    });
    expect(cart).toMatchObject({ deliver: true, zipcode: "3511 AZ", delivery: { inZone: true } });

    // "Herhaal" puts the last order's lines in the staff member's cart, priced anew
    const repeated = await post(f, context, { intent: "repeat", phone, orderId: past.id });
    expect(repeated.status).toBe(200);
    expect((await repeated.json()).cart).toMatchObject({ count: 3, subtotal: 2 * 950 + 250 });

    const res = await post(f, context, place({ address: { ...SANNE, phone } }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      result: "OK",
      replayed: false,
      sms: null,
      order: { status: "new", paymentMethod: "cash", subtotal: 2150, deliveryFee: 250, amount: 2400 },
    });
    expect(await orderRow(body.order.id)).toMatchObject({
      source: "phone",
      customer_id: customer.id,
      created_by: f.staff.callcenter.id,
      status: "new",
      payment_status: "cash",
      phone: international(phone),
      customer_name: "Sanne de Vries",
    });
    const event = await f
      .db("order_events")
      .where({ order_id: body.order.id, type: "created" })
      .first("user_id", "customer_id");
    expect(event).toEqual({ user_id: f.staff.callcenter.id, customer_id: customer.id });
    expect(context.session.data.cart?.items).toEqual([]);
  });

  it("makes a new caller's account only when the order is placed, linked to the restaurant", async () => {
    const f = await restaurant();
    const context = await as(f, f.staff.callcenter.id);
    const phone = randomMobile();
    const looked = await post(f, context, { intent: "lookup", phone });
    expect((await looked.json()).caller).toEqual({
      phone,
      known: false,
      name: "",
      deliver: true,
      address: { street: "", number: "", zipcode: "", city: "Utrecht" },
      stamps: null,
      orders: [],
    });
    expect(
      await f
        .db("users")
        .where({ phone: international(phone) })
        .first(),
    ).toBeUndefined();

    await keepCart(
      context,
      await addToCart({
        ...cartArgs(context),
        input: {
          productId: f.margherita.id,
          quantity: 2,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
        },
      }),
    );
    const res = await post(
      f,
      context,
      place({ deliver: false, payment: "pin", address: { name: "Nieuwe Beller", phone } }),
    );
    expect(res.status).toBe(201);
    const { order } = await res.json();
    const account = await f
      .db("users")
      .where({ phone: international(phone) })
      .first<{ id: number; kind: string; name: string }>("id", "kind", "name");
    expect(account).toMatchObject({ kind: "customer", name: "Nieuwe Beller" });
    expect(await orderRow(order.id)).toMatchObject({
      source: "phone",
      customer_id: account?.id,
      created_by: f.staff.callcenter.id,
      payment_status: "pin",
      deliver: false,
    });
    expect(await f.db("host_customers").where({ host_id: f.host.id, customer_id: account?.id }).first()).toBeTruthy();
  });

  it("sends an iDEAL order's payment link to the caller by SMS and leaves the order waiting for payment", async () => {
    const f = await restaurant();
    const context = await as(f, f.staff.callcenter.id);
    const phone = randomMobile();
    await keepCart(
      context,
      await addToCart({
        ...cartArgs(context),
        input: {
          productId: f.margherita.id,
          quantity: 1,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
        },
      }),
    );
    const res = await post(
      f,
      context,
      place({ deliver: false, payment: "ideal", address: { name: "Betaal Per Link", phone } }),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      sms: "sent",
      paymentMessage: null,
      order: { status: "concept", paymentMethod: "ideal", amount: 950 + 29 },
    });
    expect(await orderRow(body.order.id)).toMatchObject({ status: "concept", payment_status: "open", source: "phone" });

    const payment = await f
      .db("payments")
      .where({ order_id: body.order.id })
      .first<{ checkout_url: string }>("checkout_url");
    expect(payment?.checkout_url).toMatch(/\/checkout\/tr_/);
    const sms = twilio.messages.filter((m) => m.to === international(phone));
    expect(sms).toHaveLength(1);
    expect(sms[0].message).toContain(payment?.checkout_url);
    expect(sms[0].message).toContain(`bestelling ${body.order.number}`);
    const logged = await f
      .db("notifications")
      .where({ order_id: body.order.id })
      .select("method", "status", "type", "link", "from", "from_user_id");
    expect(logged).toEqual([
      {
        method: "sms",
        status: "sent",
        type: "paylink",
        link: payment?.checkout_url,
        from: "Petra Bos",
        from_user_id: f.staff.callcenter.id,
      },
    ]);
  });
});

describe("/deliver at the counter", () => {
  it("places a desk order for host staff without a role, and replays a double submit", async () => {
    const f = await restaurant();
    const { phone, customer } = await knownCaller(f);
    const context = await as(f, f.staff.counter.id);
    expect(await load(f, context)).toMatchObject({ kind: "desk", source: "desk" });
    await keepCart(
      context,
      await addToCart({
        ...cartArgs(context),
        input: {
          productId: f.cola.id,
          quantity: 1,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
        },
      }),
    );
    const body = place({ deliver: false, address: { name: "Sanne", phone } });
    const first = await post(f, context, body);
    expect(first.status).toBe(201);
    const { order } = await first.json();
    expect(await orderRow(order.id)).toMatchObject({
      source: "desk",
      customer_id: customer.id,
      created_by: f.staff.counter.id,
    });

    const again = await post(f, context, body);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ replayed: true, order: { id: order.id } });
    const [{ count }] = await f
      .db("orders")
      .where({ host_id: f.host.id, idempotency_key: body.idempotencyKey })
      .count<Array<{ count: string | number }>>("id as count");
    expect(Number(count)).toBe(1);
  });
});

describe("/deliver times (docs/issues/033.md §14)", () => {
  it("offers what the checkout offers: closed now, only a chosen moment on an open day, and places it ahead", async () => {
    const f = await restaurant();
    const { phone } = await knownCaller(f);
    // open only the day after tomorrow, 11:00–22:00: closed now, whatever the hour the test runs
    const open = addDays(calendarDate(new Date()), 2);
    await f
      .db("opening_hours")
      .insert({ host_id: f.host.id, weekday: isoWeekday(open), opens: "11:00", closes: "22:00" });
    const context = await as(f, f.staff.callcenter.id);
    const page = await load(f, context);
    if (page instanceof Response || page.kind !== "desk") throw new Error("expected the desk");
    const day = dayKey(fromWallClock(open, 12, 0));
    expect(page.asapNow).toBe(false);
    expect(page.days.map((d) => d.value)).toEqual([day]);
    expect(page.firstMoment).toEqual({ day, time: "11:00" });

    await keepCart(
      context,
      await addToCart({
        ...cartArgs(context),
        input: {
          productId: f.margherita.id,
          quantity: 1,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
        },
      }),
    );
    // the phone staff plan it for that day: it waits as planned until an hour before
    const res = await post(
      f,
      context,
      place({ deliver: false, time: "pick", day, at: "12:30", address: { name: "Sanne", phone } }),
    );
    expect(res.status).toBe(201);
    const { order } = await res.json();
    const row = await f.db("orders").where({ id: order.id }).first<{ status: string; due: Date }>("status", "due");
    expect(row).toEqual({ status: "pending", due: fromWallClock(open, 12, 30) });
  });
});

describe("/deliver guards", () => {
  it("refuses other restaurants' staff, call centres that do not serve it, and cooks; sends customers and visitors on", async () => {
    const f = await restaurant();
    const other = await createOrganisation(f.db);
    const otherStaff = await createUser(f.db, { kind: "host", organisationId: other.id, orgRole: "admin" });
    const otherCentre = await createUser(f.db, {
      kind: "host",
      organisationId: (await createOrganisation(f.db)).id,
      orgRole: "callcenter",
    });
    const customer = await createUser(f.db);
    const phone = randomMobile();
    for (const userId of [otherStaff.id, otherCentre.id, f.staff.cook.id]) {
      const page = await load(f, await as(f, userId));
      expect(page).toBeInstanceOf(Response);
      expect((page as Response).status).toBe(403);
      expect((await post(f, await as(f, userId), { intent: "lookup", phone })).status).toBe(403);
      const context = await as(f, userId);
      await keepCart(
        context,
        await addToCart({
          ...cartArgs(context),
          input: {
            productId: f.cola.id,
            quantity: 1,
            volume: null,
            variation: null,
            includes: {},
            removed: [],
          },
        }),
      );
      expect((await post(f, context, place({ deliver: false, address: { name: "X", phone } }))).status).toBe(403);
    }
    expect(
      await f
        .db("users")
        .where({ phone: international(phone) })
        .first(),
    ).toBeUndefined();

    const asCustomer = (await load(f, await as(f, customer.id))) as Response;
    expect([asCustomer.status, asCustomer.headers.get("location")]).toEqual([302, "/"]);
    const anonymous = (await load(f, await as(f, null))) as Response;
    expect([anonymous.status, anonymous.headers.get("location")]).toEqual([302, "/login?redirectTo=%2Fdeliver"]);
  });

  it("lets call-centre staff choose among the restaurants their organisation serves on the platform domain", async () => {
    const f = await restaurant();
    const notServed = await createHost(f.db);
    const platform = await requestContext("http://localhost/", { userId: f.staff.callcenter.id });
    const request = (body?: object) =>
      new Request(
        "http://localhost/deliver",
        body ? { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {},
      );
    const page = await loader({ request: request(), context: platform, params: {} });
    expect(page).toEqual({ kind: "chooser", hosts: [{ id: f.host.id, name: f.host.name, perma: f.host.perma }] });

    const chosen = await action({
      request: request({ intent: "choose", hostId: f.host.id }),
      context: platform,
      params: {},
    });
    expect(chosen.status).toBe(302);
    const location = chosen.headers.get("location") ?? "";
    expect(location).toMatch(new RegExp(`^http://${f.host.perma}\\.localhost/exlogin/[A-Za-z0-9_-]{43}$`));
    const token = await f
      .db("exlogin_tokens")
      .where({ user_id: f.staff.callcenter.id })
      .orderBy("id", "desc")
      .first<{ host_id: number; redirect_to: string; hop: boolean }>("host_id", "redirect_to", "hop");
    // a hop: our redirect is its only carrier, so its GET logs in at once (no extra page per switch)
    expect(token).toEqual({ host_id: f.host.id, redirect_to: "/deliver", hop: true });

    const refused = await action({
      request: request({ intent: "choose", hostId: notServed.id }),
      context: platform,
      params: {},
    });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ result: "ERROR", message: "Dit restaurant kun je niet kiezen." });

    // root may take orders for every restaurant
    const root = await createUser(f.db, { kind: "root" });
    const asRoot = await requestContext("http://localhost/", { userId: root.id });
    const rootPage = await loader({ request: request(), context: asRoot, params: {} });
    expect(rootPage.kind === "chooser" && rootPage.hosts.map((h) => h.id)).toEqual(
      expect.arrayContaining([f.host.id, notServed.id]),
    );
    expect(
      (await action({ request: request({ intent: "choose", hostId: notServed.id }), context: asRoot, params: {} }))
        .status,
    ).toBe(302);
  });
});

describe("/deliver bad input", () => {
  it("answers 4xx in Dutch, never 500, and keeps the cart", async () => {
    const f = await restaurant();
    const context = await as(f, f.staff.callcenter.id);
    await keepCart(
      context,
      await addToCart({
        ...cartArgs(context),
        input: {
          productId: f.margherita.id,
          quantity: 1,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
        },
      }),
    );

    const badPhone = await post(f, context, { intent: "lookup", phone: "12345" });
    expect(badPhone.status).toBe(400);
    expect(await badPhone.json()).toMatchObject({
      message: "Ongeldig telefoonnummer",
      fields: { phone: "Ongeldig telefoonnummer" },
    });

    const badPlacePhone = await post(f, context, place({ deliver: false, address: { name: "X", phone: "abc" } }));
    expect(badPlacePhone.status).toBe(400);
    expect((await badPlacePhone.json()).fields).toMatchObject({ "address.phone": "Ongeldig telefoonnummer" });

    const badJson = await post(f, context, "{niet-json", true);
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).message).toBe("Ongeldige invoer."); // readBody refuses unreadable JSON alike on every route
    expect((await post(f, context, { intent: "hack" })).status).toBe(400);

    const outside = await post(
      f,
      context,
      place({
        address: {
          street: "Dorpsstraat",
          number: "1",
          zipcode: "9999 ZZ",
          city: "Elders",
          name: "Ver Weg",
          phone: randomMobile(),
        },
      }),
    );
    expect(outside.status).toBe(422);
    expect((await outside.json()).fields).toHaveProperty(["address.zipcode"]);

    const unknownOrder = await post(f, context, { intent: "repeat", phone: randomMobile(), orderId: 999999 });
    expect(unknownOrder.status).toBe(404);
    expect(context.session.data.cart?.items).toHaveLength(1);

    // an empty cart: refused, and no account made for the number
    const empty = await as(f, f.staff.callcenter.id);
    const phone = randomMobile();
    const refused = await post(f, empty, place({ deliver: false, address: { name: "Leeg", phone } }));
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toBe("Je winkelmandje is leeg");
    expect(
      await f
        .db("users")
        .where({ phone: international(phone) })
        .first(),
    ).toBeUndefined();

    // the customers' own checkout cannot claim to be a phone or counter order
    const own = checkoutSchema.safeParse({
      ...place({ deliver: false, address: { name: "Zelf", phone: randomMobile() } }),
      source: "phone",
    });
    expect(own.success).toBe(false);

    // a staff member's number is not a customer's
    const staffPhone = randomMobile();
    await createUser(f.db, { kind: "host", organisationId: f.org.id, phone: international(staffPhone) });
    const staffNumber = await post(f, context, { intent: "lookup", phone: staffPhone });
    expect(staffNumber.status).toBe(409);
  });
});
