// ws on /ws: the handshake needs our own Origin; joining a channel needs a session allowed to see
// it; with Redis, an event published on one instance reaches sockets on another.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganisation, createHost, createUser, serveHost } from "../../db/factory";
import { getDb } from "../../app/db.server";
import { initBus, closeBus } from "../../app/realtime/bus.server";
import { connectRedis, closeRedis } from "../../app/infra/redis.server";
import { hostChannel, customerChannel } from "../../app/realtime/channels";
import { startAppServer, type AppServer } from "../support/server";
import { useRedis } from "../support/redis";
import { createRedisSession } from "../support/session";
import { connectWs } from "../support/ws";
import { CATCH_UP_MARGIN_MS } from "../../app/realtime/catch-up";

let redis: Awaited<ReturnType<typeof useRedis>>;
let a: AppServer;
let b: AppServer;
let hostA: { id: number; perma: string };
let hostB: { id: number; perma: string };
let staffA: { id: number };
let customer: { id: number };
let callcentre: { id: number };
let hostC: { id: number; perma: string };
/** when both instances were listening: a first join's catch-up counts from there (decision 114) */
let listening = 0;
let orgAId = 0;

beforeAll(async () => {
  redis = await useRedis();
  const db = getDb();
  const orgA = await createOrganisation(db);
  const orgB = await createOrganisation(db);
  orgAId = orgA.id;
  hostA = await createHost(db, { organisationId: orgA.id });
  hostB = await createHost(db, { organisationId: orgB.id });
  staffA = await createUser(db, { kind: "host", organisationId: orgA.id, orgRole: "order" });
  customer = await createUser(db, { kind: "customer" });
  // a call centre serving A and C, not B
  const cc = await createOrganisation(db);
  hostC = await createHost(db, { organisationId: orgB.id });
  await serveHost(db, cc.id, hostA.id);
  await serveHost(db, cc.id, hostC.id);
  callcentre = await createUser(db, { kind: "host", organisationId: cc.id, orgRole: "callcenter" });
  [a, b] = await Promise.all([startAppServer({ REDIS_URL: redis.url }), startAppServer({ REDIS_URL: redis.url })]);
  listening = Date.now();
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await closeBus();
  await closeRedis();
  await redis?.stop();
});

describe("ws handshake and channels", () => {
  it("refuses a handshake from another origin", async () => {
    await expect(
      connectWs({ port: a.port, host: `${hostA.perma}.localhost`, origin: "http://evil.example" }),
    ).rejects.toThrow(/403/);
  });

  it("does not let a socket without a session join a host channel", async () => {
    const s = await connectWs({ port: a.port, host: `${hostA.perma}.localhost` });
    s.send({ type: "join", channel: hostChannel(hostA.id) });
    expect(await s.next()).toMatchObject({ type: "error", message: "Geen toegang" });
    s.close();
  });

  it("lets staff join their own host's channel but not another host's", async () => {
    const cookie = await createRedisSession(redis.url, { userId: staffA.id });
    const own = await connectWs({ port: a.port, host: `${hostA.perma}.localhost`, cookie });
    own.send({ type: "join", channel: hostChannel(hostA.id) });
    expect(await own.next()).toMatchObject({ type: "joined", channel: hostChannel(hostA.id) });
    own.send({ type: "join", channel: hostChannel(hostB.id) });
    expect(await own.next()).toMatchObject({ type: "error", message: "Geen toegang" });
    own.close();
    // the same session on B's domain: B's channel stays closed
    const other = await connectWs({ port: a.port, host: `${hostB.perma}.localhost`, cookie });
    other.send({ type: "join", channel: hostChannel(hostB.id) });
    expect(await other.next()).toMatchObject({ type: "error" });
    other.close();
  });

  it("lets a call centre follow every host it serves from the platform domain or a served host, no other host", async () => {
    const cookie = await createRedisSession(redis.url, { userId: callcentre.id });
    const join = async (domain: string, channel: string) => {
      const s = await connectWs({ port: a.port, host: domain, cookie });
      s.send({ type: "join", channel });
      const answer = await s.next();
      s.close();
      return answer.type;
    };
    expect(await join("localhost", hostChannel(hostA.id))).toBe("joined");
    expect(await join("localhost", hostChannel(hostC.id))).toBe("joined");
    expect(await join(`${hostC.perma}.localhost`, hostChannel(hostA.id))).toBe("joined");
    expect(await join("localhost", hostChannel(hostB.id))).toBe("error");
    // not served: B's own domain does not open B's channel, nor a served host's
    expect(await join(`${hostB.perma}.localhost`, hostChannel(hostB.id))).toBe("error");
    expect(await join(`${hostB.perma}.localhost`, hostChannel(hostA.id))).toBe("error");
    expect(await join("localhost", "root")).toBe("error");
  });

  it("keeps restaurant staff off other hosts' channels on the platform domain too", async () => {
    const cookie = await createRedisSession(redis.url, { userId: staffA.id });
    const s = await connectWs({ port: a.port, host: "localhost", cookie });
    s.send({ type: "join", channel: hostChannel(hostB.id) });
    expect(await s.next()).toMatchObject({ type: "error", message: "Geen toegang" });
    s.close();
  });

  it("lets a customer join only their own channel", async () => {
    const cookie = await createRedisSession(redis.url, { userId: customer.id });
    const s = await connectWs({ port: a.port, host: `${hostA.perma}.localhost`, cookie });
    s.send({ type: "join", channel: customerChannel(customer.id) });
    expect(await s.next()).toMatchObject({ type: "joined" });
    s.send({ type: "join", channel: customerChannel(customer.id + 1) });
    expect(await s.next()).toMatchObject({ type: "error" });
    s.send({ type: "join", channel: hostChannel(hostA.id) });
    expect(await s.next()).toMatchObject({ type: "error" });
    s.close();
  });

  it("answers garbage with an error, not a crash", async () => {
    const s = await connectWs({ port: a.port, host: `${hostA.perma}.localhost` });
    s.ws.send("{not json");
    expect(await s.next()).toMatchObject({ type: "error", message: "Ongeldig bericht" });
    s.send({ type: "join", channel: "host:../../etc" });
    expect(await s.next()).toMatchObject({ type: "error" });
    s.close();
  });
});

describe("event bus across instances (Redis pub/sub)", () => {
  it("delivers an event published on one instance to sockets on every instance", async () => {
    const cookie = await createRedisSession(redis.url, { userId: staffA.id });
    const onA = await connectWs({ port: a.port, host: `${hostA.perma}.localhost`, cookie });
    const onB = await connectWs({ port: b.port, host: `${hostA.perma}.localhost`, cookie });
    for (const s of [onA, onB]) {
      s.send({ type: "join", channel: hostChannel(hostA.id) });
      await s.next((m) => m.type === "joined");
    }
    // This test process is a third instance: the same bus module the servers run, on the same Redis.
    const bus = await initBus(await connectRedis(redis.url));
    expect(bus.kind).toBe("redis");
    await bus.publish({
      channel: hostChannel(hostA.id),
      type: "order.created",
      payload: { id: 7, number: 7, status: "new" },
    });
    await bus.publish({
      channel: hostChannel(hostB.id),
      type: "order.created",
      payload: { id: 99, number: 99, status: "new" },
    });
    for (const s of [onA, onB]) {
      const m = await s.next((x) => x.type === "event");
      expect(m).toMatchObject({
        channel: hostChannel(hostA.id),
        event: { type: "order.created", payload: { number: 7 } },
      });
    }
    // B's event never reaches A's staff
    await expect(onA.next((x) => x.type === "event", 300)).rejects.toThrow();
    onA.close();
    onB.close();
  });
  it("answers a first join that says when its data was read whether an event was heard on the channel since, on every instance (decision 114)", async () => {
    // a restaurant no other test publishes on; the instances have listened longer than the margin
    const hostD = await createHost(getDb(), { organisationId: orgAId });
    const channel = hostChannel(hostD.id);
    await new Promise((r) => setTimeout(r, Math.max(0, listening + CATCH_UP_MARGIN_MS + 200 - Date.now())));
    const cookie = await createRedisSession(redis.url, { userId: staffA.id });
    const domain = `${hostD.perma}.localhost`;
    const joinAt = async (port: number, since?: number) => {
      const s = await connectWs({ port, host: domain, cookie });
      s.send({ type: "join", channel, ...(since === undefined ? {} : { since }) });
      const joined = await s.next((m) => m.type === "joined" || m.type === "error");
      return { s, joined };
    };
    const loaded = Date.now();
    // nothing on the channel since the page's data: no reload, on either instance
    for (const port of [a.port, b.port]) {
      const { s, joined } = await joinAt(port, loaded);
      expect(joined).toEqual({ type: "joined", channel, missed: false });
      s.close();
    }
    // a join that says nothing is answered as before: the page reloads
    const plain = await joinAt(a.port);
    expect(plain.joined).toEqual({ type: "joined", channel });
    // an event after the data was read, published by a third instance: both instances heard it
    const watchB = await joinAt(b.port);
    const bus = await initBus(await connectRedis(redis.url));
    await bus.publish({ channel, type: "order.created", payload: { id: 1, number: 1, status: "new" } });
    for (const s of [plain.s, watchB.s]) await s.next((m) => m.type === "event");
    for (const port of [a.port, b.port]) {
      const { s, joined } = await joinAt(port, loaded);
      expect(joined).toEqual({ type: "joined", channel, missed: true });
      s.close();
    }
    // root's feed carries every restaurant's events: a join of it counts this one too
    const root = await createUser(getDb(), { kind: "root" });
    const feed = await connectWs({
      port: a.port,
      host: domain,
      cookie: await createRedisSession(redis.url, { userId: root.id }),
    });
    feed.send({ type: "join", channel: "root", since: loaded });
    expect(await feed.next((m) => m.type === "joined" || m.type === "error")).toEqual({
      type: "joined",
      channel: "root",
      missed: true,
    });
    feed.close();
    // a page whose data was read after the event: current again
    const later = Date.now() + CATCH_UP_MARGIN_MS + 1;
    await new Promise((r) => setTimeout(r, later - Date.now() + 50));
    const { s, joined } = await joinAt(b.port, later);
    expect(joined).toEqual({ type: "joined", channel, missed: false });
    for (const x of [s, plain.s, watchB.s]) x.close();
  }, 30_000);

  it("sends a channel's event only to its members, after leaves and closes; root's feed once per socket (docs/issues/021.md §5)", async () => {
    const staff = await createRedisSession(redis.url, { userId: staffA.id });
    const root = await createUser(getDb(), { kind: "root" });
    const rootCookie = await createRedisSession(redis.url, { userId: root.id });
    const host = `${hostA.perma}.localhost`;
    const stays = await connectWs({ port: a.port, host, cookie: staff });
    // the call centre serves A and C
    const centre = await createRedisSession(redis.url, { userId: callcentre.id });
    const moves = await connectWs({ port: a.port, host, cookie: centre });
    const gone = await connectWs({ port: a.port, host, cookie: staff });
    const watcher = await connectWs({ port: a.port, host, cookie: rootCookie });
    const join = async (s: typeof stays, channel: string) => {
      s.send({ type: "join", channel });
      expect(await s.next((m) => m.type === "joined" || m.type === "error")).toMatchObject({ type: "joined", channel });
    };
    for (const s of [stays, moves, gone]) await join(s, hostChannel(hostA.id));
    await join(watcher, hostChannel(hostA.id));
    await join(watcher, "root");
    // one leaves A for C, one closes
    moves.send({ type: "leave", channel: hostChannel(hostA.id) });
    await moves.next((m) => m.type === "left");
    await join(moves, hostChannel(hostC.id));
    gone.close();
    const bus = await initBus(await connectRedis(redis.url));
    await bus.publish({
      channel: hostChannel(hostA.id),
      type: "order.created",
      payload: { id: 1, number: 1, status: "new" },
    });
    await bus.publish({
      channel: hostChannel(hostC.id),
      type: "order.created",
      payload: { id: 2, number: 2, status: "new" },
    });
    expect(await stays.next((m) => m.type === "event")).toMatchObject({
      channel: hostChannel(hostA.id),
      event: { payload: { number: 1 } },
    });
    // A's event never reached the one that left: its first event is C's
    expect(await moves.next((m) => m.type === "event")).toMatchObject({
      channel: hostChannel(hostC.id),
      event: { payload: { number: 2 } },
    });
    // root on A's channel and the root feed: A's event once (as A's), then C's on the feed with its id
    expect(await watcher.next((m) => m.type === "event")).toMatchObject({
      channel: hostChannel(hostA.id),
      event: { payload: { number: 1 } },
    });
    expect(await watcher.next((m) => m.type === "event")).toMatchObject({
      channel: "root",
      event: { payload: { number: 2, hostId: hostC.id } },
    });
    for (const s of [stays, moves, watcher]) s.close();
  });
});
