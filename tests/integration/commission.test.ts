// Marketplace commission per restaurant with an effective date (docs/issues/017.md §4, docs/issues/018.md §7, decision
// 056) against the real database: the owner sets a rate from a day on; the financial overview counts
// each order at the rate of its own day (in SQL), the default before any; the marketplace's orders
// appear apart with their estimated commission; a "what if" rate in the query replaces every rate;
// bad input is refused in Dutch at its field and nothing is stored.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { fromWallClock } from "~/domain/amsterdam-time";
import { IDEAL_FEE } from "~/domain/pricing";
import { loadCommission, saveCommission } from "~/services/commission.server";
import { ServiceError } from "~/services/errors.server";
import { loadFinance } from "~/services/finance.server";
import { createHost, createOrder, createOrganisation, createUser } from "../../db/factory";

const at = (day: number) => fromWallClock({ year: 2026, month: 10, day }, 18, 0);
const NOW = fromWallClock({ year: 2026, month: 11, day: 23 }, 17, 30);
const WEEK = { period: "pick", from: "2026-10-20", to: "2026-10-26" };

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const owner = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin", name: "Fatma" });
  const actor = { userId: owner.id, name: "Fatma" };
  const order = (day: number, euros: number, marketplace = false) =>
    createOrder(db, host.id, {
      createdAt: at(day),
      paymentMethod: "cash",
      ...(marketplace ? { source: "thuisbezorgd" as const } : {}),
      items: [{ name: "Schotel", unitPrice: euros * 100 }],
    });
  return { host, actor, order };
}

/** round(amount × percent) + fee per order, the rate given per order: the definition, written out. */
const commissionOf = (orders: Array<{ amount: number; rate: [number, number] }>) =>
  orders.reduce((sum, o) => sum + Math.round((o.amount * o.rate[0]) / 10_000) + o.rate[1], 0);

describe("commission per restaurant with an effective date", () => {
  it("counts each order at the rate of its day, the default before any; the marketplace's orders apart", async () => {
    const r = await restaurant();
    const own1 = await r.order(20, 20); // before the new rate: 13 % + € 0,19
    const own2 = await r.order(25, 30); // from the 24th: 15 % + € 0,30
    const tb1 = await r.order(22, 25, true);
    const tb2 = await r.order(26, 10, true);
    await r.order(19, 99); // outside the week
    const saved = await saveCommission({
      hostId: r.host.id,
      input: { intent: "commission", from: "2026-10-24", percent: "15", fee: "0,30" },
      actor: r.actor,
    });
    expect(saved.message).toMatch(/^Opgeslagen: 15 % \+ €\s0,30 per bestelling vanaf 2026-10-24\.$/);

    const view = await loadFinance({ hostId: r.host.id, hostName: "x", query: WEEK, now: NOW });
    const DEFAULT: [number, number] = [1300, 19];
    const NEW: [number, number] = [1500, 30];
    expect(view.savings.commission).toBe(
      commissionOf([
        { amount: own1.amount, rate: DEFAULT },
        { amount: own2.amount, rate: NEW },
      ]),
    );
    expect(view.savings.ours).toBe(0); // cash: no iDEAL costs
    expect(view.savings.whatIf).toBe(false);
    expect(view.savings.rateLabel).toMatch(/^je tarief per dag, nu 15 % \+ €\s0,30 per bestelling$/);
    expect(view.marketplace).toEqual({
      orders: 2,
      revenue: tb1.amount + tb2.amount,
      commission: commissionOf([
        { amount: tb1.amount, rate: DEFAULT },
        { amount: tb2.amount, rate: NEW },
      ]),
      saved: view.marketplace.commission - 2 * IDEAL_FEE,
    });
    expect(view.marketplace.commission).toBeGreaterThan(0);

    // "what if": one rate for every order, a part left out is today's
    const whatIf = await loadFinance({ hostId: r.host.id, hostName: "x", query: { ...WEEK, rate: "10" }, now: NOW });
    expect(whatIf.savings.whatIf).toBe(true);
    expect(whatIf.savings.commission).toBe(
      commissionOf([
        { amount: own1.amount, rate: [1000, 30] },
        { amount: own2.amount, rate: [1000, 30] },
      ]),
    );

    // another restaurant's rates are not this one's
    const other = await restaurant();
    const alone = await other.order(25, 30);
    const theirs = await loadFinance({ hostId: other.host.id, hostName: "y", query: WEEK, now: NOW });
    expect(theirs.savings.commission).toBe(commissionOf([{ amount: alone.amount, rate: DEFAULT }]));

    // the settings page: today's rate, the list; removing the rate brings the default back
    expect(await loadCommission({ hostId: r.host.id, now: NOW })).toMatchObject({
      rates: [{ from: "2026-10-24", fromLabel: "24 oktober 2026" }],
    });
    await saveCommission({
      hostId: r.host.id,
      input: { intent: "commission-delete", from: "2026-10-24" },
      actor: r.actor,
    });
    const back = await loadFinance({ hostId: r.host.id, hostName: "x", query: WEEK, now: NOW });
    expect(back.savings.commission).toBe(
      commissionOf([
        { amount: own1.amount, rate: DEFAULT },
        { amount: own2.amount, rate: DEFAULT },
      ]),
    );
  });

  it("refuses bad input in Dutch at its field, and stores nothing", async () => {
    const r = await restaurant();
    const refusal = (input: Parameters<typeof saveCommission>[0]["input"]) =>
      saveCommission({ hostId: r.host.id, input, actor: r.actor }).then(
        () => null,
        (e: unknown) => e as ServiceError,
      );
    for (const [input, field] of [
      [{ intent: "commission", from: "2026-02-30", percent: "13", fee: "0,19" }, "from"],
      [{ intent: "commission", from: "2026-10-24", percent: "101", fee: "0,19" }, "percent"],
      [{ intent: "commission", from: "2026-10-24", percent: "13\u0000", fee: "0,19" }, "percent"],
      [{ intent: "commission", from: "2026-10-24", percent: "13", fee: "€ 1.000" }, "fee"],
    ] as const) {
      const err = await refusal(input);
      expect(err, JSON.stringify(input)).toBeInstanceOf(ServiceError);
      expect(err?.status).toBe(400);
      expect(err?.fields?.[field], field).toMatch(/^Geef /);
    }
    expect(await refusal({ intent: "commission-delete", from: "2026-10-24" })).toMatchObject({ status: 404 });
    expect(await getDb()("commission_rates").where({ host_id: r.host.id })).toHaveLength(0);
    // a what-if rate in the query that is no rate: a Dutch 400 on its field
    const bad = await loadFinance({ hostId: r.host.id, hostName: "x", query: { ...WEEK, rate: "abc" }, now: NOW }).then(
      () => null,
      (e: unknown) => e as ServiceError,
    );
    expect(bad).toMatchObject({ status: 400 });
    expect(bad?.fields?.rate).toMatch(/^Geef /);
  });
});
