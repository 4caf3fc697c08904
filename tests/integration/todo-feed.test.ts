// /admin/stats/todo and /admin/stats/feed through the real server: who sees which restaurants,
// the to-do dropping an order once it is accepted, live over ws from the platform domain, the
// login hop to a board, and the call centre's landing on the platform domain.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { hostChannel, ROOT_CHANNEL } from "~/realtime/channels";
import {
  createHost,
  createNotification,
  createOrder,
  createOrganisation,
  createUser,
  serveHost,
} from "../../db/factory";
import type { AppClient } from "../support/server";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import { createRedisSession } from "../support/session";
import { connectWs } from "../support/ws";

let redis: { url: string };
let app: AppClient;
let hostA: { id: number; perma: string; name: string };
let hostB: { id: number; perma: string; name: string };
const cookie: Record<"callcenter" | "root" | "staffA" | "adminA" | "adminB" | "cookA" | "ccAdmin", string> = {
  callcenter: "",
  root: "",
  staffA: "",
  adminA: "",
  adminB: "",
  cookA: "",
  ccAdmin: "",
};

const APEX = "localhost";
const on = (host: { perma: string }) => `${host.perma}.localhost`;
const tag = () => crypto.randomBytes(4).toString("hex");
const page = (host: string, path: string, who?: string) =>
  app.fetch(host, path, { headers: who ? { cookie: who } : {} });
const accept = (id: number) =>
  app.fetch(on(hostA), `/api/board/${id}`, {
    method: "POST",
    headers: { cookie: cookie.staffA, "content-type": "application/json" },
    body: JSON.stringify({ intent: "advance", from: "new" }),
  });

beforeAll(async () => {
  redis = sharedRedis();
  const db = getDb();
  const orgA = await createOrganisation(db);
  const orgB = await createOrganisation(db);
  const callcentre = await createOrganisation(db, { name: "Belcentrale Test" });
  hostA = await createHost(db, { organisationId: orgA.id, phone: "030-1234567" });
  hostB = await createHost(db, { organisationId: orgB.id });
  await serveHost(db, callcentre.id, hostA.id);
  const session = async (user: { id: number }) => createRedisSession(redis.url, { userId: user.id });
  cookie.callcenter = await session(
    await createUser(db, { kind: "host", organisationId: callcentre.id, orgRole: "callcenter" }),
  );
  cookie.ccAdmin = await session(
    await createUser(db, { kind: "host", organisationId: callcentre.id, orgRole: "admin" }),
  );
  cookie.root = await session(await createUser(db, { kind: "root" }));
  cookie.staffA = await session(await createUser(db, { kind: "host", organisationId: orgA.id, orgRole: "order" }));
  cookie.adminA = await session(await createUser(db, { kind: "host", organisationId: orgA.id, orgRole: "admin" }));
  cookie.adminB = await session(await createUser(db, { kind: "host", organisationId: orgB.id, orgRole: "admin" }));
  cookie.cookA = await session(await createUser(db, { kind: "host", organisationId: orgA.id, orgRole: "cook" }));
  app = await sharedAppServer();
}, 90_000);

describe("/admin/stats/todo", () => {
  it("shows a call centre the unaccepted orders of the hosts it serves, and drops one once it is accepted, live", async () => {
    const nameA = `Klant A ${tag()}`;
    const nameB = `Klant B ${tag()}`;
    const order = await createOrder(getDb(), hostA.id, {
      status: "new",
      customerName: nameA,
      phone: "0000000000",
      paymentMethod: "cash",
    });
    await createOrder(getDb(), hostB.id, { status: "new", customerName: nameB });

    const before = await page(APEX, "/admin/stats/todo", cookie.callcenter);
    expect(before.status).toBe(200);
    const html = await before.text();
    expect(html).toContain(nameA);
    expect(html).toContain("Niet geaccepteerd");
    expect(html).not.toContain(nameB);

    // the socket of the to-do page on the platform domain: the served host's channel, not another's
    const ws = await connectWs({ port: app.port, host: APEX, cookie: cookie.callcenter });
    ws.send({ type: "join", channel: hostChannel(hostA.id) });
    expect(await ws.next()).toMatchObject({ type: "joined", channel: hostChannel(hostA.id) });
    ws.send({ type: "join", channel: hostChannel(hostB.id) });
    expect(await ws.next()).toMatchObject({ type: "error", message: "Geen toegang" });
    ws.send({ type: "join", channel: ROOT_CHANNEL });
    expect(await ws.next()).toMatchObject({ type: "error", message: "Geen toegang" });

    expect((await accept(order.id)).status).toBe(200);
    expect(await ws.next((m) => m.type === "event")).toMatchObject({
      channel: hostChannel(hostA.id),
      event: { type: "order.updated", payload: { id: order.id, status: "order" } },
    });
    ws.close();
    expect(await (await page(APEX, "/admin/stats/todo", cookie.callcenter)).text()).not.toContain(nameA);
  });

  it("works on a served host's domain too, always covering every served host, and not on another host's", async () => {
    const name = `Klant ${tag()}`;
    await createOrder(getDb(), hostA.id, { status: "new", customerName: name });
    const onA = await page(on(hostA), "/admin/stats/todo", cookie.callcenter);
    expect(onA.status).toBe(200);
    expect(await onA.text()).toContain(name);
    expect((await page(on(hostB), "/admin/stats/todo", cookie.callcenter)).status).toBe(403);
  });

  it("lists late orders, unpaid iDEAL and failed notifications with their reason", async () => {
    const late = `Laat ${tag()}`;
    const ideal = `Ideal ${tag()}`;
    const failed = `Melding ${tag()}`;
    const now = Date.now();
    await createOrder(getDb(), hostA.id, {
      status: "order",
      customerName: late,
      createdAt: new Date(now - 40 * 60_000),
      due: new Date(now - 60_000),
    });
    await createOrder(getDb(), hostA.id, {
      status: "concept",
      customerName: ideal,
      paymentMethod: "ideal",
      paymentStatus: "failed",
    });
    const withNote = await createOrder(getDb(), hostA.id, { status: "order", customerName: failed });
    await createNotification(getDb(), hostA.id, {
      orderId: withNote.id,
      method: "sms",
      type: "order",
      message: "Je bestelling is geaccepteerd",
      status: "failed",
    });
    const html = await (await page(APEX, "/admin/stats/todo", cookie.callcenter)).text();
    const card = (name: string) => html.split("<article").find((chunk) => chunk.includes(name)) ?? "";
    expect(card(late)).toMatch(/^ aria-label="Te laat: bestelling/);
    expect(card(ideal)).toMatch(/^ aria-label="iDEAL niet betaald: bestelling/);
    expect(card(failed)).toMatch(/^ aria-label="Melding mislukt: bestelling/);
  });

  it("shows root every host on the platform domain, one host on its domain, with a login hop to the board", async () => {
    const nameA = `Root A ${tag()}`;
    const nameB = `Root B ${tag()}`;
    await createOrder(getDb(), hostA.id, { status: "new", customerName: nameA });
    await createOrder(getDb(), hostB.id, { status: "new", customerName: nameB });
    const apex = await (await page(APEX, "/admin/stats/todo", cookie.root)).text();
    expect(apex).toContain(nameA);
    expect(apex).toContain(nameB);
    expect(apex).toContain("Naar het bord van");
    const onB = await (await page(on(hostB), "/admin/stats/todo", cookie.root)).text();
    expect(onB).toContain(nameB);
    expect(onB).not.toContain(nameA);
    expect(onB).toContain('href="/orders?tab=new"');

    const hop = await app.fetch(APEX, "/admin/stats/todo", {
      method: "POST",
      headers: {
        cookie: cookie.root,
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://${APEX}:${app.port}`,
      },
      body: new URLSearchParams({ intent: "board", hostId: String(hostB.id), tab: "new" }),
    });
    expect(hop.status).toBe(302);
    expect(hop.headers.get("location")).toMatch(
      new RegExp(`^http://${hostB.perma}\\.localhost:${app.port}/exlogin/[A-Za-z0-9_-]{43}$`),
    );
  });

  it("refuses the board hop to a call centre (the board is not theirs) and bad input with 400", async () => {
    const post = (who: string, body: Record<string, string>) =>
      app.fetch(APEX, "/admin/stats/todo", {
        method: "POST",
        headers: {
          cookie: who,
          "content-type": "application/x-www-form-urlencoded",
          origin: `http://${APEX}:${app.port}`,
        },
        body: new URLSearchParams(body),
      });
    expect((await post(cookie.callcenter, { intent: "board", hostId: String(hostA.id) })).status).toBe(403);
    expect((await post(cookie.root, { intent: "board", hostId: "abc" })).status).toBe(400);
    expect((await post(cookie.root, { intent: "fly", hostId: String(hostA.id) })).status).toBe(400);
  });

  it("is not for restaurant staff, a call centre's admin, or anonymous visitors", async () => {
    expect((await page(on(hostA), "/admin/stats/todo", cookie.adminA)).status).toBe(403);
    expect((await page(on(hostA), "/admin/stats/todo", cookie.staffA)).status).toBe(403);
    expect((await page(APEX, "/admin/stats/todo", cookie.ccAdmin)).status).toBe(403);
    const anonymous = await page(APEX, "/admin/stats/todo");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/login?redirectTo=%2Fadmin%2Fstats%2Ftodo");
  });

  it("is where a call centre lands, on the platform domain too", async () => {
    const landing = await page(APEX, "/", cookie.callcenter);
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toBe("/admin/stats/todo");
    // restaurant staff still see the directory on the platform domain (they work on their host)
    expect((await page(APEX, "/", cookie.staffA)).status).toBe(200);
  });
});

describe("/admin/stats/feed", () => {
  it("shows an admin their own host's orders of today only, root every host on the platform domain", async () => {
    const nameA = `Feed A ${tag()}`;
    const nameB = `Feed B ${tag()}`;
    await createOrder(getDb(), hostA.id, {
      status: "order",
      customerName: nameA,
      paymentMethod: "pin",
      paid: true,
      paidAt: new Date(),
    });
    await createOrder(getDb(), hostB.id, { status: "new", customerName: nameB });
    await createOrder(getDb(), hostA.id, {
      status: "order",
      customerName: `Gisteren ${nameA}`,
      createdAt: new Date(Date.now() - 30 * 3600_000),
    });

    const a = await page(on(hostA), "/admin/stats/feed", cookie.adminA);
    expect(a.status).toBe(200);
    const htmlA = await a.text();
    expect(htmlA).toContain(nameA);
    expect(htmlA).not.toContain(nameB);
    expect(htmlA).not.toContain(`Gisteren ${nameA}`);
    expect(htmlA).toContain("Bestellingen vandaag");
    expect(htmlA).toContain("Pin · Betaald");

    expect((await page(on(hostA), "/admin/stats/feed", cookie.adminB)).status).toBe(403);
    const b = await (await page(on(hostB), "/admin/stats/feed", cookie.adminB)).text();
    expect(b).toContain(nameB);
    expect(b).not.toContain(nameA);

    const root = await page(APEX, "/admin/stats/feed", cookie.root);
    expect(root.status).toBe(200);
    const htmlRoot = await root.text();
    expect(htmlRoot).toContain(nameA);
    expect(htmlRoot).toContain(nameB);
    expect(htmlRoot).toContain(hostB.name);
  });

  it("refuses cooks, other staff and admins on the platform domain; anonymous visitors log in first", async () => {
    expect((await page(on(hostA), "/admin/stats/feed", cookie.cookA)).status).toBe(403);
    expect((await page(on(hostA), "/admin/stats/feed", cookie.staffA)).status).toBe(403);
    expect((await page(APEX, "/admin/stats/feed", cookie.adminA)).status).toBe(403);
    const anonymous = await page(on(hostA), "/admin/stats/feed");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("root's feed follows every host on the root channel", async () => {
    const ws = await connectWs({ port: app.port, host: APEX, cookie: cookie.root });
    ws.send({ type: "join", channel: ROOT_CHANNEL });
    expect(await ws.next()).toMatchObject({ type: "joined", channel: ROOT_CHANNEL });
    const order = await createOrder(getDb(), hostA.id, { status: "new", phone: "0000000000" });
    expect((await accept(order.id)).status).toBe(200);
    expect(await ws.next((m) => m.type === "event")).toMatchObject({
      channel: ROOT_CHANNEL,
      event: { type: "order.updated", payload: { id: order.id, status: "order", hostId: hostA.id } },
    });
    ws.close();
  });
});
