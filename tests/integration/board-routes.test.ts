// The board through the real server: who may open /orders and post card actions (403), the
// status table answered with 409 and nothing changed, bad input 400 (never 500), and isolation
// between two restaurants on pages, actions and sockets.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { hostChannel } from "~/realtime/channels";
import { createOrder } from "../../db/factory";
import type { AppClient } from "../support/server";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import { twoRestaurants } from "../support/tenants";
import { connectWs } from "../support/ws";

let redis: { url: string };
let app: AppClient;
let hostA: { id: number; perma: string };
let hostB: { id: number; perma: string };
let staffA = "";
let staffB = "";
let callcenterA = "";
let customerA = "";

beforeAll(async () => {
  redis = sharedRedis();
  const t = await twoRestaurants(redis.url, ["orderA", "orderB", "callcenterA", "customer"]);
  ({ hostA, hostB } = t);
  ({ orderA: staffA, orderB: staffB, callcenterA, customer: customerA } = t.cookies);
  app = await sharedAppServer();
}, 90_000);

const on = (host: { perma: string }) => `${host.perma}.localhost`;
const act = (host: { perma: string }, cookie: string, id: number, body: unknown, origin?: string) =>
  app.fetch(on(host), `/api/board/${id}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  });
const statusOf = async (id: number) =>
  (await getDb()("orders").where({ id }).first<{ status: string }>("status")).status;

describe("/orders", () => {
  it("shows the board to the restaurant's staff and refuses everybody else", async () => {
    const order = await createOrder(getDb(), hostA.id, { status: "new", customerName: "Alleen Bij A" });
    const own = await app.fetch(on(hostA), "/orders", { headers: { cookie: staffA } });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain("Alleen Bij A");
    expect((await app.fetch(on(hostA), "/orders", { headers: { cookie: staffB } })).status).toBe(403);
    expect((await app.fetch(on(hostA), "/orders", { headers: { cookie: customerA } })).status).toBe(403);
    expect((await app.fetch(on(hostA), "/orders", { headers: { cookie: callcenterA } })).status).toBe(403);
    expect((await app.fetch(on(hostA), "/orders")).status).toBe(302);
    const bBoard = await app.fetch(on(hostB), "/orders?periode=all", { headers: { cookie: staffB } });
    expect(await bBoard.text()).not.toContain("Alleen Bij A");
    expect(await statusOf(order.id)).toBe("new");
  });
});

describe("POST /api/board/:id", () => {
  it("advances on the status table and answers 409 for what the table forbids, changing nothing", async () => {
    const order = await createOrder(getDb(), hostA.id, { status: "new", paymentMethod: "cash", phone: "0000000000" });
    expect((await act(hostA, staffA, order.id, { intent: "advance", from: "new" })).status).toBe(200);
    expect((await act(hostA, staffA, order.id, { intent: "advance", from: "order" })).status).toBe(200);
    const unpaid = await act(hostA, staffA, order.id, { intent: "advance", from: "done" });
    expect(unpaid.status).toBe(409);
    expect(await unpaid.json()).toMatchObject({ result: "ERROR", message: expect.stringContaining("niet betaald") });
    expect((await act(hostA, staffA, order.id, { intent: "date", minutes: 10 })).status).toBe(409); // done has no 'date'
    expect((await act(hostA, staffA, order.id, { intent: "delete" })).status).toBe(409); // nor 'delete'
    expect(await statusOf(order.id)).toBe("done");
  });

  it("refuses other restaurants' staff, customers, other origins, and bad input without a 500", async () => {
    const order = await createOrder(getDb(), hostA.id, { status: "new" });
    expect((await act(hostA, staffB, order.id, { intent: "advance", from: "new" })).status).toBe(403);
    expect((await act(hostB, staffB, order.id, { intent: "advance", from: "new" })).status).toBe(404);
    expect((await act(hostA, customerA, order.id, { intent: "advance", from: "new" })).status).toBe(403);
    expect((await act(hostA, staffA, order.id, { intent: "advance", from: "new" }, "http://evil.example")).status).toBe(
      403,
    );
    expect((await act(hostA, staffA, order.id, { intent: "fly" })).status).toBe(400);
    expect((await act(hostA, staffA, order.id, { intent: "date", minutes: 7 })).status).toBe(400);
    expect((await act(hostA, staffA, order.id, { intent: "message", message: "kort" })).status).toBe(400);
    expect(
      (await app.fetch(on(hostA), `/api/board/abc`, { method: "POST", headers: { cookie: staffA }, body: "{" })).status,
    ).toBe(404);
    expect(
      (
        await app.fetch(on(hostA), `/api/board/${order.id}`, {
          method: "POST",
          headers: { cookie: staffA, "content-type": "application/json" },
          body: "{",
        })
      ).status,
    ).toBe(400);
    expect(await statusOf(order.id)).toBe("new");
  });
});

describe("live isolation", () => {
  it("sends A's order changes to A's boards only", async () => {
    const a = await connectWs({ port: app.port, host: on(hostA), cookie: staffA });
    const b = await connectWs({ port: app.port, host: on(hostB), cookie: staffB });
    a.send({ type: "join", channel: hostChannel(hostA.id) });
    b.send({ type: "join", channel: hostChannel(hostB.id) });
    await a.next((m) => m.type === "joined");
    await b.next((m) => m.type === "joined");
    b.send({ type: "join", channel: hostChannel(hostA.id) });
    expect(await b.next()).toMatchObject({ type: "error", message: "Geen toegang" });

    const order = await createOrder(getDb(), hostA.id, { status: "new" });
    expect((await act(hostA, staffA, order.id, { intent: "advance", from: "new" })).status).toBe(200);
    expect(await a.next((m) => m.type === "event")).toMatchObject({
      event: { type: "order.updated", payload: { id: order.id, status: "order" } },
    });
    await expect(b.next((m) => m.type === "event", 500)).rejects.toThrow();
    a.close();
    b.close();
  });
});
