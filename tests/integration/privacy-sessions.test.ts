// Erasure ends the account's sessions on every instance (decision 078 through decision 016): two
// instances share PostgreSQL and Redis; she is logged in on two devices and has her order page's
// socket open on B. "Verwijder mijn account" on A: both sessions are anonymous on B at their next
// request and the socket on B closes with 4401.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { insertLoginCode } from "~/models/login-codes.server";
import { customerChannel, SESSION_ENDED_CLOSE } from "~/realtime/channels";
import { createHost, createOrganisation, createUser } from "../../db/factory";
import { startFakeTwilio, type FakeTwilio } from "../support/fake-twilio";
import { useRedis } from "../support/redis";
import { startAppServer, type AppServer } from "../support/server";
import { createRedisSession, TEST_SESSION_SECRET } from "../support/session";
import { connectWs } from "../support/ws";
import crypto from "node:crypto";

let redis: Awaited<ReturnType<typeof useRedis>>;
let twilio: FakeTwilio;
let a: AppServer;
let b: AppServer;

beforeAll(async () => {
  [twilio, redis] = await Promise.all([startFakeTwilio(), useRedis()]);
  const env = { ...twilio.env, REDIS_URL: redis.url };
  [a, b] = await Promise.all([startAppServer(env), startAppServer(env)]);
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await twilio?.close();
  await redis?.stop();
});

/** The login code's keyed hash, as the servers compute it with the test secret. */
function codeHash(phone: string, code: string) {
  return crypto.createHmac("sha256", TEST_SESSION_SECRET).update(`login-code:${phone}:${code}`).digest("hex");
}

describe("erasure ends sessions everywhere", () => {
  it("ends every session of the account on the other instance and closes its socket there", async () => {
    const db = getDb();
    const org = await createOrganisation(db);
    const host = await createHost(db, { organisationId: org.id });
    const anna = await createUser(db);
    const site = `${host.perma}.localhost`;
    const phone = anna.phone ?? "";
    const phoneSession = await createRedisSession(redis.url, { userId: anna.id, sessionVersion: 0 });
    const laptopSession = await createRedisSession(redis.url, { userId: anna.id, sessionVersion: 0 });
    const page = (server: AppServer, cookie: string) => server.fetch(site, "/mijn-gegevens", { headers: { cookie } });
    expect((await page(b, phoneSession)).status).toBe(200);
    expect((await page(b, laptopSession)).status).toBe(200);

    const socket = await connectWs({ port: b.port, host: site, cookie: laptopSession });
    socket.send({ type: "join", channel: customerChannel(anna.id) });
    expect(await socket.next((m) => m.type === "joined")).toMatchObject({ channel: customerChannel(anna.id) });
    const closed = new Promise<number>((resolve) => socket.ws.once("close", (code) => resolve(code)));

    await insertLoginCode(db, {
      phone,
      codeHash: codeHash(phone, "Q4RT"),
      expiresAt: new Date(Date.now() + 600_000),
      ip: null,
      from: "privacy",
      hostId: host.id,
    });
    const erased = await a.fetch(site, "/mijn-gegevens", {
      method: "POST",
      headers: { cookie: phoneSession, origin: `http://${site}:${a.port}` },
      body: new URLSearchParams({ intent: "erase", code: "Q4RT", confirm: "ja" }),
    });
    expect(erased.status).toBeLessThan(500);
    expect(await db("users").where({ id: anna.id }).first()).toBeUndefined();

    expect(await closed).toBe(SESSION_ENDED_CLOSE);
    for (const cookie of [phoneSession, laptopSession]) {
      const after = await page(b, cookie);
      expect(after.status).toBe(302);
      expect(after.headers.get("location")).toMatch(/^\/login/);
    }
  });
});
