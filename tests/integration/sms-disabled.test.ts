// docs/issues/014.md §22: a production server started without SMS (SMS_DISABLED=1, as tests/support/server.ts
// does) never claims a code was sent: the code request answers 503 in Dutch and stores no code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { freshIp, freshMobile, postJson } from "../support/auth";
import { startAppServer, type AppServer } from "../support/server";

let app: AppServer;
beforeAll(async () => {
  app = await startAppServer({ TRUST_PROXY: "1" });
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

describe("production without SMS", () => {
  it("answers a code request with 503 and stores no code", async () => {
    const phone = freshMobile();
    const res = await postJson(app, "/api/auth/code", { phone }, { host: "pizzaroma.localhost", ip: freshIp() });
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({
      result: "ERROR",
      message: "Inloggen met een sms-code is op dit moment niet mogelijk. Probeer het later opnieuw.",
    });
    expect(await getDb()("login_codes").where({ phone: `+31${phone.slice(1)}` })).toHaveLength(0);
    expect(app.output()).toContain("SMS_DISABLED=1");
  });
});
