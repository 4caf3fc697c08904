// /admin/kortingen (docs/issues/020.md §5) through its routes, in-process: create, edit and switch off a
// promotion with Dutch refusals (percentage 1–100, amount > 0, end after start, a code unique per
// restaurant), only on this restaurant's promotions, only by its admins and root; every change
// drops the restaurant's cached pages (menuChanged).
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db.server";
import type { Host } from "~/models/hosts.server";
import * as invalidation from "~/realtime/invalidation.server";
import { action, loader } from "~/routes/admin.kortingen";
import { createHost, createOrganisation, createUser } from "../../db/factory";
import { requestContext } from "../support/context";
import { callRoute } from "../support/route-call";

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const admin = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin" });
  const cook = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "cook" });
  const waiter = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "order" });
  const courier = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "courier" });
  return { host, admin, cook, waiter, courier };
}

/** A browser on the restaurant's domain, logged in as userId. */
const as = (host: Host, userId?: number) => requestContext(`http://${host.perma}.localhost/`, { userId });
const url = (host: Host) => `http://${host.perma}.localhost/admin/kortingen`;
const post = async (host: Host, userId: number | undefined, form: Record<string, string>) =>
  callRoute(action, { url: url(host), context: await as(host, userId), form });
const rows = (host: Host) => getDb()("discounts").where({ host_id: host.id }).orderBy("id").select("*");

const tenPercent = { intent: "save", name: "Tien procent", kind: "percent", value: "10", scope: "order" };

describe("/admin/kortingen", () => {
  it("creates, edits and switches off a promotion, and drops the menu's cache each time", async () => {
    const { host, admin } = await restaurant();
    const spy = vi.spyOn(invalidation, "menuChanged");
    const created = await post(host, admin.id, {
      intent: "save",
      name: "Tweede pizza halve prijs",
      kind: "second_half",
      scope: "group",
      target: "Pizza",
      weekdays: "5",
      fromTime: "17:00",
      untilTime: "20:00",
      pickupOnly: "1",
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe("Korting toegevoegd.");
    const [row] = await rows(host);
    expect(row).toMatchObject({ kind: "second_half", target: "Pizza", weekdays: [5], pickup_only: true, active: true });
    expect(spy).toHaveBeenCalledWith(host.id);

    const edited = await post(host, admin.id, {
      intent: "save",
      id: String(row.id),
      name: "Welkom",
      kind: "amount",
      value: "2,50",
      scope: "order",
      code: "welkom",
      maxUses: "1",
    });
    expect(edited.status).toBe(200);
    expect((await rows(host))[0]).toMatchObject({
      name: "Welkom",
      kind: "amount",
      value: 250,
      code: "WELKOM",
      max_uses_per_customer: 1,
    });

    spy.mockClear();
    const off = await post(host, admin.id, { intent: "switch", id: String(row.id), active: "0" });
    expect(off.body.message).toBe("De korting staat uit.");
    expect((await rows(host))[0].active).toBe(false);
    expect(spy).toHaveBeenCalledWith(host.id);

    const page = await callRoute(loader, { url: `${url(host)}?bewerk=${row.id}`, context: await as(host, admin.id) });
    expect(page.status).toBe(200);
    expect(page.body.discounts).toEqual([
      expect.objectContaining({
        name: "Welkom",
        what: expect.stringMatching(/^€\s2,50 korting op de hele bestelling$/),
      }),
    ]);
    expect(page.body.editing).toMatchObject({ id: row.id });
    spy.mockRestore();
  });

  it("refuses bad input with Dutch messages, nothing written", async () => {
    const { host, admin } = await restaurant();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ value: "0" }, "value", "Een percentage van 1 tot en met 100."],
      [{ value: "101" }, "value", "Een percentage van 1 tot en met 100."],
      [{ kind: "amount", value: "0" }, "value", "Het bedrag moet groter dan € 0,00 zijn."],
      [{ kind: "amount", value: "-2" }, "value", "Het bedrag moet groter dan € 0,00 zijn."],
      [{ fromTime: "20:00", untilTime: "17:00" }, "untilTime", "De eindtijd moet na de begintijd liggen."],
      [{ startsOn: "2026-12-31", endsOn: "2026-12-01" }, "endsOn", "De einddatum moet na de begindatum liggen."],
      [{ name: "" }, "name", "Geef de korting een naam."],
      [{ scope: "tab" }, "target", "Kies een tab."],
      [{ kind: "free_item", scope: "tab", target: "Dranken" }, "minimum", "Vanaf welk bedrag is het artikel gratis?"],
      [{ maxUses: "0" }, "maxUses", "Een aantal van 1 tot en met 1000."],
      [{ code: "a b" }, "code", "Alleen letters, cijfers en -."],
      [{ startsOn: "2026-02-31x" }, "startsOn", "Ongeldige datum."],
      [{ id: "3000000000" }, "id", "Korting niet gevonden."],
      [{ name: "Nul\u0000byte" }, "name", "Ongeldige tekens."],
    ];
    for (const [change, field, message] of cases) {
      const answer = await post(host, admin.id, { ...tenPercent, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect((answer.body.fields as Record<string, string>)[field], JSON.stringify(change)).toBe(message);
    }
    expect((await post(host, admin.id, { intent: "wis" })).body.message).toBe("Onbekende actie.");
    const json = await callRoute(action, { url: url(host), context: await as(host, admin.id), json: tenPercent });
    expect(json.status).toBe(415);
    expect(await rows(host)).toEqual([]);
  });

  it("keeps a code unique per restaurant, whatever its case; another restaurant may use it", async () => {
    const { host, admin } = await restaurant();
    const { host: other, admin: otherAdmin } = await restaurant();
    expect((await post(host, admin.id, { ...tenPercent, code: "PIZZA" })).status).toBe(200);
    const again = await post(host, admin.id, { ...tenPercent, code: "pizza" });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ code: "Deze code bestaat al bij dit restaurant." });
    expect((await post(other, otherAdmin.id, { ...tenPercent, code: "pizza" })).status).toBe(200);
  });

  it("is for this restaurant's admins and root; staff roles 403; another restaurant's promotion is not found", async () => {
    const db = getDb();
    const { host, admin, cook, waiter, courier } = await restaurant();
    const { host: other, admin: otherAdmin } = await restaurant();
    const root = await createUser(db, { kind: "root" });
    const customer = await createUser(db, {});
    await post(other, otherAdmin.id, tenPercent);
    const [theirs] = await rows(other);
    for (const [who, status] of [
      [cook.id, 403],
      [waiter.id, 403],
      [courier.id, 403],
      [otherAdmin.id, 403],
      [customer.id, 403],
      [undefined, 302],
    ] as const) {
      expect((await post(host, who, tenPercent)).status, `POST as ${who}`).toBe(status);
      expect((await callRoute(loader, { url: url(host), context: await as(host, who) })).status, `GET as ${who}`).toBe(
        status,
      );
    }
    expect(await rows(host)).toEqual([]);
    // our admin switching off theirs by id: not found, untouched
    const foreign = await post(host, admin.id, { intent: "switch", id: String(theirs.id), active: "0" });
    expect(foreign.status).toBe(404);
    const editForeign = await post(host, admin.id, { ...tenPercent, id: String(theirs.id), name: "Overgenomen" });
    expect(editForeign.status).toBe(404);
    expect((await rows(other))[0]).toMatchObject({ active: true, name: "Tien procent" });
    expect((await post(host, root.id, tenPercent)).status).toBe(200);
  });
});
