// /admin/club (docs/issues/020.md §1) through its routes, in-process: a correction of a member's stamps
// needs a reason, never goes below zero, is written to the ledger and the audit log, and only
// touches this restaurant's members; paper cards import all or nothing ("Ongeldig nummer" per
// line); a campaign reaches exactly the members of this restaurant who opted in and did not opt
// out — never the anonymous customer — and only at the count its preview showed. Every role checked.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import type { Host } from "~/models/hosts.server";
import { setClubConsent } from "~/models/club.server";
import { linkCustomerToHost } from "~/models/host-customers.server";
import { getStampBalance } from "~/models/stamps.server";
import { action as clubAction, loader as clubLoader } from "~/routes/admin.club";
import { action as consentAction } from "~/routes/club";
import { createHost, createOrder, createOrganisation, createStamp, createUser } from "../../db/factory";
import { requestContext } from "../support/context";
import { callRoute } from "../support/route-call";

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const admin = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin", name: "Mario Beheer" });
  const cook = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "cook" });
  const waiter = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "order" });
  return { host, admin, cook, waiter };
}

async function member(host: Host, stamps = 1, overrides: { phone?: string } = {}) {
  const db = getDb();
  const customer = await createUser(db, overrides);
  await db.transaction((trx) => linkCustomerToHost(trx, { hostId: host.id, customerId: customer.id }));
  if (stamps > 1) await createStamp(db, host.id, { customerId: customer.id, delta: stamps - 1, reason: "order" });
  return customer;
}

/** A browser on the restaurant's domain, logged in as userId. */
const as = (host: Host, userId?: number) => requestContext(`http://${host.perma}.localhost/`, { userId });
const url = (host: Host) => `http://${host.perma}.localhost/admin/club`;
const post = async (host: Host, userId: number | undefined, form: Record<string, string>) =>
  callRoute(clubAction, { url: url(host), context: await as(host, userId), form });
const balance = (host: Host, customerId: number) => getStampBalance(getDb(), { hostId: host.id, customerId });
const auditRows = (host: Host) =>
  getDb()("audit_log")
    .where({ host_id: host.id, area: "club" })
    .orderBy("id")
    .select("user_name", "summary", "changes");

describe("a correction of a member's stamps", () => {
  it("sets the balance with a reason, in the ledger and the audit log", async () => {
    const { host, admin } = await restaurant();
    const customer = await member(host, 3);
    const done = await post(host, admin.id, {
      intent: "correct",
      customerId: String(customer.id),
      stamps: "7",
      reason: "Papieren kaart vergeten",
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/gewijzigd van 3 naar 7\.$/);
    expect(await balance(host, customer.id)).toBe(7);
    const row = await getDb()("stamps")
      .where({ host_id: host.id, customer_id: customer.id, reason: "adjust" })
      .first("delta", "note", "created_by");
    expect(row).toEqual({ delta: 4, note: "Papieren kaart vergeten", created_by: admin.id });
    const [audit] = await auditRows(host);
    expect(audit.user_name).toBe("Mario Beheer");
    expect(audit.summary).toContain("Papieren kaart vergeten");
    expect(audit.changes).toEqual([{ field: "stamps", label: "Stempels", old: "3", new: "7" }]);
  });

  it("refuses no reason, a negative balance, more than a full card, and bad ids — nothing written", async () => {
    const { host, admin } = await restaurant();
    const customer = await member(host, 2);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ stamps: "1", reason: "" }, 400, "Geef een reden op."],
      [{ stamps: "-1", reason: "Te veel gegeven" }, 400, "Het saldo kan niet negatief worden."],
      [{ stamps: "11", reason: "Te veel gegeven" }, 400, "Maximaal 10 stempels."],
      [{ stamps: "2", reason: "Niets aan de hand" }, 409, "Het saldo is al zo: er is niets gewijzigd."],
      [{ stamps: "1", reason: "Nul\u0000byte" }, 400, "Ongeldige tekens."],
      [{ stamps: "1", reason: "Te veel gegeven", customerId: "3000000000" }, 400, "Klant niet gevonden."],
    ];
    for (const [fields, status, message] of cases) {
      const refused = await post(host, admin.id, { intent: "correct", customerId: String(customer.id), ...fields });
      expect(refused.status, JSON.stringify(fields)).toBe(status);
      expect(String(refused.body.message)).toContain(message);
    }
    expect(await balance(host, customer.id)).toBe(2);
    expect(await auditRows(host)).toEqual([]);
  });

  it("is for this restaurant's admins (and root) only, on this restaurant's members only", async () => {
    const db = getDb();
    const { host, admin, cook, waiter } = await restaurant();
    const { host: other, admin: otherAdmin } = await restaurant();
    const ours = await member(host, 4);
    const theirs = await member(other, 4);
    const root = await createUser(db, { kind: "root" });
    const correct = (customerId: number) => ({
      intent: "correct",
      customerId: String(customerId),
      stamps: "1",
      reason: "Proberen",
    });
    // another restaurant's member, by our admin: not found, untouched
    const foreign = await post(host, admin.id, correct(theirs.id));
    expect(foreign.status).toBe(404);
    expect(await balance(other, theirs.id)).toBe(4);
    // staff without the admin role, another restaurant's admin, a customer: 403; nobody: to the login
    for (const [who, status] of [
      [cook.id, 403],
      [waiter.id, 403],
      [otherAdmin.id, 403],
      [ours.id, 403],
      [undefined, 302],
    ] as const) {
      expect((await post(host, who, correct(ours.id))).status, `POST as ${who}`).toBe(status);
      expect(
        (await callRoute(clubLoader, { url: url(host), context: await as(host, who) })).status,
        `GET as ${who}`,
      ).toBe(status);
    }
    expect(await balance(host, ours.id)).toBe(4);
    expect((await post(host, root.id, correct(ours.id))).status).toBe(200);
    expect(await balance(host, ours.id)).toBe(1);
    // the page lists the members with their stamps, and finds one by phone
    const page = await callRoute(clubLoader, {
      url: `${url(host)}?q=${ours.phone!.slice(-6)}`,
      context: await as(host, admin.id),
    });
    expect(page.status).toBe(200);
    expect((page.body.members as Array<{ id: number; stamps: number }>).map((m) => [m.id, m.stamps])).toEqual([
      [ours.id, 1],
    ]);
  });
});

describe("paper cards", () => {
  it("imports every line or nothing, with 'Ongeldig nummer' per bad line", async () => {
    const db = getDb();
    const { host, admin } = await restaurant();
    const fresh = `06${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const bad = await post(host, admin.id, {
      intent: "import",
      cards: `telefoon;stempels\n${fresh}; 7\n0612; 3\n0201234567;2\n${fresh};11`,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Regel 3: Ongeldig nummer");
    const all = String((bad.body.fields as Record<string, string>).cards);
    expect(all).toContain("Regel 4: Ongeldig nummer");
    expect(all).toContain("Regel 5: dit nummer staat ook op regel 2.");
    expect(all).toContain("Regel 5: het aantal stempels moet 1 tot en met 10 zijn.");
    expect(
      await db("users")
        .where({ phone: `+31${fresh.slice(1)}` })
        .first(),
    ).toBeUndefined();

    const regular = await member(host, 3);
    const national = `0${regular.phone!.slice(3)}`;
    const ok = await post(host, admin.id, {
      intent: "import",
      cards: `${fresh.slice(0, 2)}-${fresh.slice(2)}; 7\r\n${national}\t4\n`,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("2 kaarten geïmporteerd, 11 stempels erbij.");
    const newcomer = await db("users")
      .where({ phone: `+31${fresh.slice(1)}` })
      .first("id");
    expect(await balance(host, newcomer.id)).toBe(7);
    expect(await balance(host, regular.id)).toBe(7);
    // the paper card held the free first stamp: a first online order adds no second welcome
    await db.transaction((trx) => linkCustomerToHost(trx, { hostId: host.id, customerId: newcomer.id }));
    expect(await balance(host, newcomer.id)).toBe(7);
    const audits = await auditRows(host);
    expect(audits.map((a) => a.summary)).toEqual(["Papieren stempelkaarten geïmporteerd: 2 kaarten"]);
  });
});

describe("a campaign", () => {
  it("reaches exactly this restaurant's opted-in members, at the count the preview showed", async () => {
    const db = getDb();
    const { host, admin, waiter } = await restaurant();
    const { host: other } = await restaurant();
    const [yes1, yes2, stopped, never] = [
      await member(host),
      await member(host),
      await member(host),
      await member(host),
    ];
    const anonymous =
      (await db("users").where({ phone: "+31000000000" }).first("id")) ??
      (await createUser(db, { phone: "+31000000000" }));
    const elsewhere = await member(other);
    for (const c of [yes1, yes2, stopped])
      await setClubConsent(db, { hostId: host.id, customerId: c.id, optIn: true, source: "test" });
    await setClubConsent(db, { hostId: host.id, customerId: anonymous.id, optIn: true, source: "test" });
    await setClubConsent(db, { hostId: other.id, customerId: elsewhere.id, optIn: true, source: "test" });
    await setClubConsent(db, { hostId: host.id, customerId: never.id, optIn: false, source: "test" });
    // STOP through the customer's own page /club
    const stop = await callRoute(consentAction, {
      url: `http://${host.perma}.localhost/club`,
      context: await as(host, stopped.id),
      form: { intent: "consent", optIn: "0" },
    });
    expect(stop.body.message).toBe("Je ontvangt geen berichten van de klantenclub meer.");

    const message = "Deze week: elke tweede pizza halve prijs!";
    const preview = await post(host, admin.id, { intent: "preview", message });
    expect(preview.status).toBe(200);
    expect(preview.body.preview).toMatchObject({ recipients: 2, parts: 1, cost: 18 });
    expect((preview.body.preview as { text: string }).text).toContain(
      `Geen berichten meer? http://${host.perma}.localhost/club`,
    );

    // more than the opted-in members, or a waiter: refused, nothing sent
    expect((await post(host, admin.id, { intent: "send", message, recipients: "3" })).status).toBe(409);
    expect((await post(host, waiter.id, { intent: "send", message, recipients: "2" })).status).toBe(403);
    expect(
      await db("notifications").where({ host_id: host.id, type: "campaign" }).count<Array<{ n: number }>>("id as n"),
    ).toEqual([{ n: 0 }]);

    const sent = await post(host, admin.id, { intent: "send", message, recipients: "2" });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe("Het bericht is naar 2 leden verstuurd.");
    const to = await db("notifications")
      .where({ host_id: host.id, type: "campaign" })
      .orderBy("user_id")
      .pluck("user_id");
    expect(to).toEqual([yes1.id, yes2.id].sort((a, b) => a - b));
    expect(
      await db("notifications").where({ host_id: other.id, type: "campaign" }).count<Array<{ n: number }>>("id as n"),
    ).toEqual([{ n: 0 }]);
    expect(await db("club_campaigns").where({ host_id: host.id }).first("recipients", "sent", "created_by")).toEqual({
      recipients: 2,
      sent: 2,
      created_by: admin.id,
    });
  });

  it("records a customer's consent with its date and source", async () => {
    const db = getDb();
    const { host } = await restaurant();
    const customer = await member(host);
    await createOrder(db, host.id, { customerId: customer.id, status: "done" });
    const join = await callRoute(consentAction, {
      url: `http://${host.perma}.localhost/club`,
      context: await as(host, customer.id),
      form: { intent: "consent", optIn: "1" },
    });
    expect(join.status).toBe(200);
    const row = await db("host_customers")
      .where({ host_id: host.id, customer_id: customer.id })
      .first("club_opt_in_at", "club_opt_in_source", "club_opt_out_at");
    expect(row.club_opt_in_at).toBeInstanceOf(Date);
    expect(row).toMatchObject({ club_opt_in_source: "klant op /club", club_opt_out_at: null });
    const anonymous = await callRoute(consentAction, {
      url: `http://${host.perma}.localhost/club`,
      context: await as(host),
      form: { intent: "consent", optIn: "1" },
    });
    expect(anonymous.status).toBe(302);
  });
});
