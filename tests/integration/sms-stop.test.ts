// An SMS "STOP" (docs/issues/020.md §1) through POST /api/sms/inbound, in-process: only a request Twilio
// signed counts (403 otherwise); STOP from a member leaves the club messages of the restaurant
// whose campaign reached the number — recorded with date and source — and no other restaurant's.
import twilio from "twilio";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db.server";
import * as envModule from "~/env.server";
import { setClubConsent } from "~/models/club.server";
import { linkCustomerToHost } from "~/models/host-customers.server";
import { action } from "~/routes/api.sms.inbound";
import { createHost, createUser } from "../../db/factory";
import { requestContext } from "../support/context";

const TOKEN = "test-inbound-token";
const URL_ = "http://localhost/api/sms/inbound";

function inbound(params: Record<string, string>, signature = twilio.getExpectedTwilioSignature(TOKEN, URL_, params)) {
  return new Request(URL_, {
    method: "POST",
    body: new URLSearchParams(params),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
  });
}

async function member(phone: string) {
  const db = getDb();
  const host = await createHost(db);
  const customer = await createUser(db, { phone });
  await db.transaction((trx) => linkCustomerToHost(trx, { hostId: host.id, customerId: customer.id }));
  await setClubConsent(db, { hostId: host.id, customerId: customer.id, optIn: true, source: "checkout" });
  return { host, customer };
}

const consent = (hostId: number, customerId: number) =>
  getDb()("host_customers")
    .where({ host_id: hostId, customer_id: customerId })
    .first("club_opt_out_at", "club_opt_out_source");

afterEach(() => vi.restoreAllMocks());

describe("POST /api/sms/inbound", () => {
  it("STOP from a member who got a campaign opts them out of that restaurant only, with date and source", async () => {
    vi.spyOn(envModule, "getEnv").mockReturnValue({ ...envModule.getEnv(), TWILIO_AUTH_TOKEN: TOKEN });
    const phone = `+3161${String(Date.now()).slice(-7)}`;
    const { host, customer } = await member(phone);
    // the same person at a restaurant that never sent them a campaign
    const other = await createHost(getDb());
    await getDb().transaction((trx) => linkCustomerToHost(trx, { hostId: other.id, customerId: customer.id }));
    await setClubConsent(getDb(), { hostId: other.id, customerId: customer.id, optIn: true, source: "checkout" });
    await getDb()("notifications").insert({
      host_id: host.id,
      user_id: customer.id,
      method: "sms",
      type: "campaign",
      message: "Actie!",
      recipient: phone,
    });
    const params = { From: phone, To: "+3197000000000", Body: " stop ", MessageSid: "SM1" };
    const answer = (await action({
      request: inbound(params),
      context: await requestContext(URL_),
      params: {},
    })) as Response;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("<Message>Je ontvangt geen berichten van de klantenclub meer.</Message>");
    const row = await consent(host.id, customer.id);
    expect(row.club_opt_out_at).toBeInstanceOf(Date);
    expect(row.club_opt_out_source).toBe("sms-stop");
    expect((await consent(other.id, customer.id)).club_opt_out_at).toBeNull();
  });

  it("refuses a request without Twilio's valid signature (403), and a JSON body (415) — nothing changes", async () => {
    vi.spyOn(envModule, "getEnv").mockReturnValue({ ...envModule.getEnv(), TWILIO_AUTH_TOKEN: TOKEN });
    const phone = `+3162${String(Date.now()).slice(-7)}`;
    const { host, customer } = await member(phone);
    await getDb()("notifications").insert({
      host_id: host.id,
      user_id: customer.id,
      method: "sms",
      type: "campaign",
      message: "Actie!",
      recipient: phone,
    });
    const params = { From: phone, Body: "STOP" };
    const forged = (await action({
      request: inbound(params, "bm90LXZhbGlk"),
      context: await requestContext(URL_),
      params: {},
    })) as Response;
    expect(forged.status).toBe(403);
    const unsigned = new Request(URL_, {
      method: "POST",
      body: new URLSearchParams(params),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(
      ((await action({ request: unsigned, context: await requestContext(URL_), params: {} })) as Response).status,
    ).toBe(403);
    const json = new Request(URL_, {
      method: "POST",
      body: JSON.stringify(params),
      headers: { "content-type": "application/json" },
    });
    expect(
      ((await action({ request: json, context: await requestContext(URL_), params: {} })) as Response).status,
    ).toBe(415);
    expect((await consent(host.id, customer.id)).club_opt_out_at).toBeNull();
    // a signed message that is not STOP changes nothing and answers empty TwiML
    const hello = (await action({
      request: inbound({ From: phone, Body: "Hallo" }),
      context: await requestContext(URL_),
      params: {},
    })) as Response;
    expect(await hello.text()).toContain("<Response/>");
    expect((await consent(host.id, customer.id)).club_opt_out_at).toBeNull();
  });
});
