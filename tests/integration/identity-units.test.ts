// In-process parts of identity: rate limits (memory and Redis), the SMS providers (dev outbox;
// the real twilio client against the fake), code generation and hashing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeRedis, connectRedis } from "../../app/infra/redis.server";
import { spawn } from "node:child_process";
import net from "node:net";
import { freePort } from "../../db/embedded";
import { giveBackHit, hitLimit, resetLimit, withinLimit } from "../../app/infra/rate-limit.server";
import { createOutboxProvider, listOutbox } from "../../app/integrations/sms/outbox.server";
import { createTwilioProvider } from "../../app/integrations/sms/twilio.server";
import { generateCode, hashCode } from "../../app/services/login-codes.server";
import { CODE_ALPHABET } from "../../app/domain/login";
import { startFakeTwilio, type FakeTwilio } from "../support/fake-twilio";
import { useRedis } from "../support/redis";
import { expectConsoleErrors } from "../support/console";

let twilio: FakeTwilio;
let redis: Awaited<ReturnType<typeof useRedis>>;
beforeAll(async () => {
  [twilio, redis] = await Promise.all([startFakeTwilio(), useRedis()]);
});
afterAll(async () => {
  await closeRedis();
  await twilio?.close();
  await redis?.stop();
});

async function exercise(prefix: string) {
  const limit = { limit: 3, windowMs: 60_000 };
  const results = [];
  for (let i = 0; i < 4; i++) results.push((await hitLimit(`${prefix}:k`, limit)).allowed);
  expect(results).toEqual([true, true, true, false]);
  await resetLimit(`${prefix}:k`, limit);
  expect((await hitLimit(`${prefix}:k`, limit)).allowed).toBe(true);
  // a hit given back (a right password) does not count
  await giveBackHit(`${prefix}:k`, limit);
  for (let i = 0; i < 3; i++) expect((await hitLimit(`${prefix}:k`, limit)).allowed).toBe(true);
  // long enough that the refusal below falls in the window on a loaded machine, short enough to see it end
  const short = { limit: 1, windowMs: 3_000 };
  expect((await hitLimit(`${prefix}:short`, short)).allowed).toBe(true);
  const refused = await hitLimit(`${prefix}:short`, short);
  expect(refused.allowed).toBe(false);
  expect(refused.retryAfterMs).toBeGreaterThan(0);
  expect(refused.retryAfterMs).toBeLessThanOrEqual(3_000);
  // the window ends and the key is allowed again
  await expect.poll(async () => (await hitLimit(`${prefix}:short`, short)).allowed, { timeout: 10_000 }).toBe(true);
}

describe("rate limits", () => {
  it("count in process memory without Redis", async () => {
    await exercise(`mem-${Date.now()}`);
  });

  it("count in Redis when it is connected, shared by every instance", async () => {
    const client = await connectRedis(redis.url);
    const prefix = `redis-${Date.now()}`;
    await exercise(prefix);
    expect(await client.exists(`bestelinfo:rl2:3/60000:${prefix}:k`)).toBe(1);
    await closeRedis();
  });

  it("keep counting in this process's memory while Redis is down, instead of failing (docs/issues/035.md §5)", async () => {
    expectConsoleErrors(); // the client reports the connection it lost
    const own = await startOwnRedis();
    try {
      await connectRedis(own.url);
      const limit = { limit: 2, windowMs: 60_000 };
      const key = `insured-${Date.now()}`;
      expect((await hitLimit(key, limit)).allowed).toBe(true);
      await own.stop();
      const during = [];
      for (let i = 0; i < 3; i++) during.push((await hitLimit(key, limit)).allowed);
      expect(during).toEqual([true, true, false]);
      expect(await withinLimit(key, limit)).toBe(false);
    } finally {
      await closeRedis();
      await own.stop();
    }
  });
});

/** A redis-server of this test's own, to stop (never the shared one of REDIS_URL). */
async function startOwnRedis() {
  const port = await freePort();
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        new Promise<boolean>((resolve) => {
          const s = net.connect(port, "127.0.0.1", () => {
            s.end();
            resolve(true);
          });
          s.on("error", () => resolve(false));
        }),
      { timeout: 10_000 },
    )
    .toBe(true);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await exited;
    },
  };
}

describe("SMS providers", () => {
  it("the dev outbox lists messages newest first", async () => {
    const outbox = createOutboxProvider();
    await outbox.send({ to: "+31600000001", message: "eerste bericht" });
    await outbox.send({ to: "+31600000002", message: "tweede bericht" });
    const [newest, older] = listOutbox();
    expect(newest).toMatchObject({ to: "+31600000002", message: "tweede bericht" });
    expect(older).toMatchObject({ to: "+31600000001", message: "eerste bericht" });
    expect(Date.parse(newest.date)).not.toBeNaN();
  });

  it("the real twilio client sends through the configured base URL with its credentials", async () => {
    const sms = createTwilioProvider({
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      from: "Bestelinfo",
      apiBase: twilio.url,
    });
    await sms.send({ to: "+31612340000", message: "Hallo van de test" });
    expect(twilio.messages.at(-1)).toMatchObject({
      to: "+31612340000",
      from: "Bestelinfo",
      message: "Hallo van de test",
    });
    const wrong = createTwilioProvider({
      accountSid: twilio.accountSid,
      authToken: "fout",
      from: "Bestelinfo",
      apiBase: twilio.url,
    });
    await expect(wrong.send({ to: "+31612340000", message: "x" })).rejects.toThrow();
  });
});

describe("codes", () => {
  it("are 4 characters from the alphabet and spread over it", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const code = generateCode();
      expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{4}$`));
      for (const c of code) seen.add(c);
    }
    expect(seen.size).toBe(CODE_ALPHABET.length);
  });

  it("are stored as a keyed hash bound to the phone", () => {
    expect(hashCode("+31612345678", "ACEF")).not.toContain("ACEF");
    expect(hashCode("+31612345678", "ACEF")).not.toBe(hashCode("+31612345679", "ACEF"));
  });
});
