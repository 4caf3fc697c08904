// /admin/profile through the real server (docs/issues/013.md §2): invalid input and a wrong code answer a
// 4xx with the Dutch message (they answered 200 before); a new number only after its code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { createHost, createOrganisation, createUser } from "../../db/factory";
import { freshMobile } from "../support/auth";
import { codeFrom, startFakeTwilio, type FakeTwilio } from "../support/fake-twilio";
import { useRedis } from "../support/redis";
import { startAppServer, type AppServer } from "../support/server";
import { createRedisSession } from "../support/session";

let app: AppServer;
let redis: Awaited<ReturnType<typeof useRedis>>;
let twilio: FakeTwilio;

beforeAll(async () => {
  [redis, twilio] = await Promise.all([useRedis(), startFakeTwilio()]);
  app = await startAppServer({ ...twilio.env, REDIS_URL: redis.url });
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await redis?.stop();
  await twilio?.close();
});

async function staffMember() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const user = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "order" });
  const cookie = await createRedisSession(redis.url, { userId: user.id });
  const site = `${host.perma}.localhost`;
  const post = (fields: Record<string, string>) =>
    app.fetch(site, "/admin/profile", {
      method: "POST",
      headers: { cookie, origin: `http://${site}:${app.port}` },
      body: new URLSearchParams(fields),
    });
  return { user, post };
}

describe("/admin/profile", () => {
  it("saves names; refuses a too long name and an unknown form with a 400", async () => {
    const { user, post } = await staffMember();
    const ok = await post({ intent: "profile", firstName: "Sanne", lastName: "de Vries", avatar: "" });
    expect(ok.status).toBe(200);
    expect(await getDb()("users").where({ id: user.id }).first("first_name")).toEqual({ first_name: "Sanne" });
    const long = await post({ intent: "profile", firstName: "x".repeat(101) });
    expect([long.status, (await long.text()).includes("Maximaal 100 tekens")]).toEqual([400, true]);
    expect((await post({ intent: "verzin" })).status).toBe(400);
  });

  it("changes the number only with the code sent to it; an invalid number or a wrong code is a 400", async () => {
    const { user, post } = await staffMember();
    const invalid = await post({ intent: "phone-code", phone: "12" });
    expect([invalid.status, (await invalid.text()).includes("Ongeldig nummer")]).toEqual([400, true]);

    const phone = freshMobile();
    const sent = await post({ intent: "phone-code", phone });
    expect(sent.status).toBe(200);
    const code = codeFrom(twilio.messages.at(-1)!.message);
    const wrong = await post({ intent: "phone-confirm", phone, code: code === "ZZZZ" ? "YYYY" : "ZZZZ" });
    expect(wrong.status).toBe(400);
    expect(await getDb()("users").where({ id: user.id }).first("phone")).toEqual({ phone: null });
    const right = await post({ intent: "phone-confirm", phone, code });
    expect(right.status).toBe(200);
    expect(await getDb()("users").where({ id: user.id }).first("phone")).toEqual({ phone: `+31${phone.slice(1)}` });
  });
});
