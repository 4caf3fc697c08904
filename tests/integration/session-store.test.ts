// The session store follows the environment: connect-redis with REDIS_URL, in-process without.
import http from "node:http";
import express from "express";
import { RedisStore } from "connect-redis";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../app/env.server";
import { createSessionMiddleware, createSessionStore, SESSION_COOKIE } from "../../app/server/session.server";
import { useRedis } from "../support/redis";

let redis: Awaited<ReturnType<typeof useRedis>>;
beforeAll(async () => {
  redis = await useRedis();
});
afterAll(async () => {
  await redis?.stop();
});

async function roundTrip(store: ReturnType<typeof createSessionStore>) {
  const app = express();
  app.use(createSessionMiddleware({ secret: "s3cret-s3cret-s3cret", secure: false, store }));
  app.get("/set", (req, res) => {
    req.session.userId = 42;
    res.send("ok");
  });
  app.get("/get", (req, res) => res.json({ userId: req.session.userId ?? null }));
  const server = http.createServer(app).listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const port = (server.address() as { port: number }).port;
  const set = await fetch(`http://127.0.0.1:${port}/set`);
  const cookie = set.headers.get("set-cookie") ?? "";
  const got = await fetch(`http://127.0.0.1:${port}/get`, { headers: { cookie: cookie.split(";")[0] } });
  server.close();
  return { cookie, body: (await got.json()) as { userId: number | null } };
}

describe("session store", () => {
  it("is in-process without REDIS_URL", async () => {
    const store = createSessionStore(undefined);
    expect(store).not.toBeInstanceOf(RedisStore);
    const { cookie, body } = await roundTrip(store);
    expect(body.userId).toBe(42);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE.replace(".", "\\.")}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie)?.[1] ?? "");
    expect(expires - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000); // 30 days (docs/spec.md §9)
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);
  });

  it("is Redis with REDIS_URL, and the session lives in Redis", async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    const store = createSessionStore(client as never);
    expect(store).toBeInstanceOf(RedisStore);
    const { body, cookie } = await roundTrip(store);
    expect(body.userId).toBe(42);
    const sid = decodeURIComponent(cookie.split(";")[0].split("=")[1]).slice(2).split(".")[0];
    const raw = await client.get(`bestelinfo:sess:${sid}`);
    expect(JSON.parse(raw ?? "{}")).toMatchObject({ userId: 42 });
    expect(await client.ttl(`bestelinfo:sess:${sid}`)).toBeGreaterThan(29 * 24 * 3600);
    await client.quit();
  });

  it("touches no store on an answer that only reads the session: it stays stored as long as its cookie (decision 108)", async () => {
    const client = createClient({ url: redis.url });
    await client.connect();
    const store = createSessionStore(client as never);
    expect(store.touch).toBeUndefined();
    expect(createSessionStore(undefined).touch).toBeUndefined();
    const app = express();
    app.use(createSessionMiddleware({ secret: "s3cret-s3cret-s3cret", secure: false, store }));
    app.get("/set", (req, res) => {
      req.session.userId = Number(req.query.id);
      res.send("ok");
    });
    app.get("/get", (req, res) => res.json({ userId: req.session.userId ?? null }));
    const server = http.createServer(app).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const set = await fetch(`${url}/set?id=7`);
      const cookie = (set.headers.get("set-cookie") ?? "").split(";")[0];
      const key = `bestelinfo:sess:${decodeURIComponent(cookie.split("=")[1]).slice(2).split(".")[0]}`;
      const DAY = 24 * 3600;
      expect(await client.ttl(key)).toBeGreaterThan(29 * DAY);
      // an hour left: reading pages neither send a cookie nor store the session again
      await client.expire(key, 3600);
      for (let i = 0; i < 3; i++) {
        const read = await fetch(`${url}/get`, { headers: { cookie } });
        expect(await read.json()).toEqual({ userId: 7 });
        expect(read.headers.get("set-cookie")).toBeNull();
      }
      expect(await client.ttl(key)).toBeLessThanOrEqual(3600);
      // a change stores it again for as long as the cookie it sends
      const changed = await fetch(`${url}/set?id=8`, { headers: { cookie } });
      const expires = Date.parse(/Expires=([^;]+)/i.exec(changed.headers.get("set-cookie") ?? "")?.[1] ?? "");
      expect(expires - Date.now()).toBeGreaterThan(29.9 * DAY * 1000);
      expect(await client.ttl(key)).toBeGreaterThan(29 * DAY);
    } finally {
      server.close();
      await client.quit();
    }
  });

  it("marks the cookie Secure in production, and refuses to boot there without a secret or a database", () => {
    const db = "postgres://db.internal/bestelinfo";
    // SMS is configured separately (tests/integration/sms-disabled.test.ts); here it is switched off
    const prod = { NODE_ENV: "production" as const, SMS_DISABLED: "1" };
    expect(() => parseEnv({ ...prod, DATABASE_URL: db })).toThrow(/SESSION_SECRET/);
    expect(() => parseEnv({ ...prod, SESSION_SECRET: "x".repeat(32) })).toThrow(/DATABASE_URL/);
    expect(parseEnv({ ...prod, SESSION_SECRET: "x".repeat(32), EMBEDDED_DB: "1" }).DATABASE_URL).toBeUndefined();
    const env = parseEnv({ ...prod, SESSION_SECRET: "x".repeat(32), DATABASE_URL: db });
    expect(env.COOKIE_SECURE).toBe(true);
    expect(parseEnv({ NODE_ENV: "development", DATA_DIR: "/tmp/bestelinfo-env-test" }).COOKIE_SECURE).toBe(false);
  });
});
