// Reviews and favourites (docs/issues/020.md §6, §7) through the routes, in-process: a customer reviews their
// own finished order once (someone else's order is a 404, a second review a 409, an order not yet
// done a 409), the restaurant's admins see the average and reply privately by SMS (logged on the
// order), other roles and restaurants are refused, root sees all; the directory shows an average
// from 10 reviews on; the "Favorieten" tile lists what the customer marked.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import type { Host } from "~/models/hosts.server";
import { action as reviewAction, loader as reviewLoader } from "~/routes/beoordeling.$index";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.beoordelingen";
import { action as favoriteAction } from "~/routes/favoriet";
import { loadDirectory } from "~/services/home.server";
import { createHost, createOrder, createOrganisation, createUser } from "../../db/factory";
import { requestContext } from "../support/context";
import { customerOf } from "../support/session-user";
import { callRoute } from "../support/route-call";

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const admin = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin" });
  const cook = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "cook" });
  return { host, admin, cook };
}

const count = async (table: string, where: Record<string, unknown>) =>
  Number((await getDb()(table).where(where).count<Array<{ n: number }>>("id as n"))[0].n);
/** A browser on the restaurant's domain, logged in as userId. */
const as = (host: Host, userId?: number) => requestContext(`http://${host.perma}.localhost/`, { userId });
const reviewUrl = (host: Host, id: number | string) => `http://${host.perma}.localhost/beoordeling/${id}`;
const review = async (host: Host, userId: number | undefined, id: number | string, form: Record<string, string>) =>
  callRoute(reviewAction, {
    url: reviewUrl(host, id),
    context: await as(host, userId),
    params: { index: String(id) },
    form,
  });

describe("a customer reviews a finished order", () => {
  it("once, their own, on the six-icon scale; someone else's is a 404 and a second a 409", async () => {
    const db = getDb();
    const { host } = await restaurant();
    const [mine, other] = await Promise.all([createUser(db), createUser(db)]);
    const order = await createOrder(db, host.id, { customerId: mine.id, status: "done" });
    const othersOrder = await createOrder(db, host.id, { customerId: other.id, status: "done" });

    const theirs = await review(host, mine.id, othersOrder.id, { intent: "review", score: "5" });
    expect(theirs.status).toBe(404);
    const page = await callRoute(reviewLoader, {
      url: reviewUrl(host, othersOrder.id),
      context: await as(host, mine.id),
      params: { index: String(othersOrder.id) },
    });
    expect(page.status).toBe(404);

    const outOfScale = await review(host, mine.id, order.id, { intent: "review", score: "7" });
    expect(outOfScale.status).toBe(400);
    expect(outOfScale.body.message).toBe("Kies hoe je het vond.");

    const first = await review(host, mine.id, order.id, {
      intent: "review",
      score: "6",
      remark: "  Heerlijk, en nog warm!  ",
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Bedankt voor je beoordeling!");
    const second = await review(host, mine.id, order.id, { intent: "review", score: "1" });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe("Deze bestelling is al beoordeeld.");

    const rows = await db("reviews").where({ order_id: order.id }).select("score", "remark", "customer_id", "host_id");
    expect(rows).toEqual([{ score: 6, remark: "Heerlijk, en nog warm!", customer_id: mine.id, host_id: host.id }]);
    expect(await count("reviews", { order_id: othersOrder.id })).toBe(0);
  });

  it("not before the order is done, not another restaurant's order, not anonymously, not as staff", async () => {
    const db = getDb();
    const { host, admin } = await restaurant();
    const { host: elsewhere } = await restaurant();
    const customer = await createUser(db);
    const cooking = await createOrder(db, host.id, { customerId: customer.id, status: "order" });
    const foreign = await createOrder(db, elsewhere.id, { customerId: customer.id, status: "done" });
    const early = await review(host, customer.id, cooking.id, { intent: "review", score: "4" });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("Je kunt je bestelling beoordelen zodra hij klaar is.");
    // the customer's own order, but at another restaurant than this domain's
    expect((await review(host, customer.id, foreign.id, { intent: "review", score: "4" })).status).toBe(404);
    // beyond the integer column, and a NUL byte: refused, never a 500
    expect((await review(host, customer.id, "3000000000", { intent: "review", score: "4" })).status).toBe(404);
    expect(
      (await review(host, customer.id, cooking.id, { intent: "review", score: "4", remark: "a\u0000b" })).status,
    ).toBe(400);
    const anonymous = await review(host, undefined, cooking.id, { intent: "review", score: "4" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toContain("/login");
    expect((await review(host, admin.id, cooking.id, { intent: "review", score: "4" })).status).toBe(403);
    expect(await count("reviews", { order_id: cooking.id })).toBe(0);
    expect(await count("reviews", { order_id: foreign.id })).toBe(0);
  });
});

describe("the restaurant's reviews", () => {
  const adminUrl = (host: Host) => `http://${host.perma}.localhost/admin/beoordelingen`;

  it("shows its admins the average and the remarks, and sends a private reply once by SMS", async () => {
    const db = getDb();
    const { host, admin, cook } = await restaurant();
    const { host: other, admin: otherAdmin } = await restaurant();
    const customer = await createUser(db, { name: "Sanne de Vries" });
    const a = await createOrder(db, host.id, { customerId: customer.id, status: "archive" });
    const b = await createOrder(db, host.id, { customerId: customer.id, status: "done" });
    await review(host, customer.id, a.id, { intent: "review", score: "2", remark: "Pizza was koud." });
    await review(host, customer.id, b.id, { intent: "review", score: "5" });

    const page = await callRoute(adminLoader, { url: adminUrl(host), context: await as(host, admin.id) });
    expect(page.status).toBe(200);
    expect(page.body.average).toBe("3,5");
    expect(page.body.count).toBe(2);
    const reviews = page.body.reviews as Array<{
      id: number;
      remark: string | null;
      customer: string;
      canReply: boolean;
    }>;
    expect(reviews.map((r) => r.remark)).toContain("Pizza was koud.");
    const cold = reviews.find((r) => r.remark === "Pizza was koud.");
    expect(cold).toMatchObject({ customer: "Sanne de Vries", canReply: true });

    // a cook, another restaurant's admin, a customer, nobody: refused (reading and replying)
    for (const [who, status] of [
      [cook.id, 403],
      [otherAdmin.id, 403],
      [customer.id, 403],
      [undefined, 302],
    ] as const) {
      expect(
        (await callRoute(adminLoader, { url: adminUrl(host), context: await as(host, who) })).status,
        `GET as ${who}`,
      ).toBe(status);
      const refused = await callRoute(adminAction, {
        url: adminUrl(host),
        context: await as(host, who),
        form: { intent: "reply", reviewId: String(cold!.id), message: "Sorry, dat had niet mogen gebeuren." },
      });
      expect(refused.status, `POST as ${who}`).toBe(status);
    }
    // another restaurant's admin on their own domain: this review is not theirs
    const foreign = await callRoute(adminAction, {
      url: adminUrl(other),
      context: await as(other, otherAdmin.id),
      form: { intent: "reply", reviewId: String(cold!.id), message: "Sorry, dat had niet mogen gebeuren." },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Beoordeling niet gevonden.");

    const short = await callRoute(adminAction, {
      url: adminUrl(host),
      context: await as(host, admin.id),
      form: { intent: "reply", reviewId: String(cold!.id), message: "Sorry" },
    });
    expect(short.status).toBe(400);
    const reply = {
      intent: "reply",
      reviewId: String(cold!.id),
      message: "Sorry, dat had niet mogen gebeuren. Volgende keer een gratis cola!",
    };
    const sent = await callRoute(adminAction, { url: adminUrl(host), context: await as(host, admin.id), form: reply });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe("Je bericht is per sms verstuurd.");
    const logged = await db("notifications")
      .where({ host_id: host.id, order_id: a.id, type: "review" })
      .select("method", "status", "message", "recipient");
    expect(logged).toEqual([{ method: "sms", status: "sent", message: reply.message, recipient: customer.phone }]);
    const again = await callRoute(adminAction, { url: adminUrl(host), context: await as(host, admin.id), form: reply });
    expect(again.status).toBe(409);
    expect(await count("notifications", { host_id: host.id, order_id: a.id, type: "review" })).toBe(1);
  });

  it("root sees every restaurant's on the platform domain; nobody else does", async () => {
    const db = getDb();
    const { host } = await restaurant();
    const customer = await createUser(db);
    const order = await createOrder(db, host.id, { customerId: customer.id, status: "done" });
    await review(host, customer.id, order.id, { intent: "review", score: "3", remark: `Root ziet dit ${host.perma}` });
    const root = await createUser(db, { kind: "root" });
    const platform = (userId?: number) => requestContext("http://localhost/", { userId });
    const page = await callRoute(adminLoader, {
      url: "http://localhost/admin/beoordelingen",
      context: await platform(root.id),
    });
    expect(page.status).toBe(200);
    const all = page.body.reviews as Array<{ remark: string | null; hostName?: string }>;
    expect(all.find((r) => r.remark === `Root ziet dit ${host.perma}`)?.hostName).toBe(host.name);
    expect(
      (
        await callRoute(adminLoader, {
          url: "http://localhost/admin/beoordelingen",
          context: await platform(customer.id),
        })
      ).status,
    ).toBe(403);
  });
});

describe("the directory", () => {
  const request = new Request("http://localhost/hosts");

  it("shows a restaurant's average from its 10th review on", async () => {
    const db = getDb();
    const host = await createHost(db, { listed: true, city: "Utrecht" });
    const rate = async (score: number) => {
      const customer = await createUser(db);
      const order = await createOrder(db, host.id, { customerId: customer.id, status: "done" });
      await db("reviews").insert({ host_id: host.id, order_id: order.id, customer_id: customer.id, score });
    };
    for (let i = 0; i < 9; i++) await rate(i % 2 === 0 ? 6 : 5);
    const rating = async () =>
      (await loadDirectory({ user: null, requestUrl: request.url, asked: "all" })).hosts.find((h) => h.id === host.id)
        ?.city;
    expect(await rating()).toBe("Utrecht");
    await rate(4);
    expect(await rating()).toBe("Utrecht · 5,4 van 6 · 10 beoordelingen");
  });

  it("'Favorieten' lists what the customer marked, and unmarking takes it off", async () => {
    const db = getDb();
    const [marked, orderedOnly] = await Promise.all([
      createHost(db, { listed: true }),
      createHost(db, { listed: true }),
    ]);
    const customer = await createUser(db);
    await createOrder(db, orderedOnly.id, { customerId: customer.id });
    const favorites = async () =>
      (
        await loadDirectory({ user: await customerOf(customer.id), requestUrl: request.url, asked: "favorite" })
      ).hosts.map((h) => h.id);
    // nothing marked yet: where they ordered (docs/issues/014.md §21)
    expect(await favorites()).toEqual([orderedOnly.id]);
    const mark = async (favorite: string, userId: number | undefined) =>
      callRoute(favoriteAction, {
        url: `http://${marked.perma}.localhost/favoriet`,
        context: await as(marked, userId),
        form: { intent: "favorite", favorite },
      });
    const on = await mark("1", customer.id);
    expect(on.status).toBe(200);
    expect(on.body.message).toBe(`${marked.name} staat bij je favorieten.`);
    // the marked one first, and where they ordered stays on the tile (docs/issues/033.md §15)
    expect(await favorites()).toEqual([marked.id, orderedOnly.id]);
    expect((await mark("2", customer.id)).status).toBe(400);
    expect((await mark("1", undefined)).status).toBe(302);
    const off = await mark("0", customer.id);
    expect(off.body.message).toBe(`${marked.name} is geen favoriet meer.`);
    expect(await favorites()).toEqual([orderedOnly.id]);
  });
});
