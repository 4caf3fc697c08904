// "Financieel overzicht" and its CSV (docs/issues/017.md): on a generated set of orders — both VAT rates,
// delivery and iDEAL fees, a discount, a stamp-card reward, a half-and-half, Thuisbezorgd, a
// concept that is no order, refunds, and another restaurant's orders on the same days — the
// figures reconcile: per method = per source = per day = pickup + delivery = total = the CSV's sum,
// and VAT per rate adds up. Then the routes: who may see it (403 for staff roles and another
// restaurant's admin, login for anonymous, root may), and a bad period is a Dutch 400.
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { getDb } from "~/db.server";
import { fromWallClock } from "~/domain/amsterdam-time";
import { FROM_AFTER_TO, PERIOD_TOO_LONG } from "~/domain/finance-period";
import { heatCell } from "~/domain/heat-map";
import { postcodeArea } from "~/domain/postcode-area";
import { vatIn } from "~/domain/vat";
import { ServiceError } from "~/services/errors.server";
import { financeCsv } from "~/services/finance-csv.server";
import { loadFinance } from "~/services/finance.server";
import {
  createHost,
  createOrder,
  createOrganisation,
  createPayment,
  createProduct,
  createUser,
} from "../../db/factory";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import type { AppClient } from "../support/server";
import { createRedisSession } from "../support/session";

const cents = (text: string) => {
  const m = /^(-?)(\d+),(\d{2})$/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
};

async function text(chunks: AsyncGenerator<string>) {
  let out = "";
  for await (const c of chunks) out += c;
  return out;
}

const at = (day: number, hour: number) => fromWallClock({ year: 2026, month: 10, day }, hour, 0);

/** A restaurant with a week of mixed orders in October 2026 (the DST change on the 25th included). */
async function generated() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const pizza = await createProduct(db, host.id, { name: "Margherita", price: 1095 });
  const wine = await createProduct(db, host.id, { name: "Huiswijn", price: 450, vatRate: 21 });
  const half = await createProduct(db, host.id, { name: "Half om half", price: 1250, type: "half" });
  const customer = await createUser(db);
  const regular = await createUser(db);
  // a regular: an order before the period makes them "returning"
  await createOrder(db, host.id, { customerId: regular.id, createdAt: at(1, 18), items: [{ productId: pizza.id }] });

  const methods = ["cash", "pin", "ideal", "ondelivery"] as const;
  const sources = ["internet", "app", "phone", "desk"] as const;
  let n = 0;
  for (let day = 20; day <= 26; day++) {
    for (let k = 0; k < 4; k++, n++) {
      const method = methods[n % methods.length];
      const deliver = n % 3 === 0;
      await createOrder(db, host.id, {
        customerId: n % 5 === 0 ? regular.id : customer.id,
        createdAt: at(day, 12 + k * 2 + (day === 25 ? 1 : 0)),
        paymentMethod: method,
        paid: method !== "ondelivery",
        source: sources[n % sources.length],
        deliver,
        deliveryFee: deliver ? 250 : 0,
        discount: n % 7 === 0 ? 300 : 0,
        address: deliver
          ? {
              street: "Dorpsstraat",
              number: "1",
              zipcode: "1234AB",
              city: "Ergens",
              name: "Sanne",
              phone: "0612345678",
            }
          : null,
        items: [
          { productId: pizza.id, quantity: 1 + (n % 3) },
          ...(n % 2 === 0 ? [{ productId: wine.id, quantity: 1 + (n % 4) }] : []),
          ...(n % 6 === 0 ? [{ productId: half.id }] : []),
          ...(n % 9 === 0 ? [{ productId: pizza.id, reward: true }] : []),
        ],
      });
    }
  }
  // Thuisbezorgd (docs/issues/018.md's marketplace orders): counted as "marketplace"
  await createOrder(db, host.id, {
    createdAt: at(22, 19),
    source: "thuisbezorgd",
    paymentMethod: "thuisbezorgd",
    paymentStatus: "thuisbezorgd",
    paid: true,
    items: [{ productId: pizza.id, quantity: 2 }],
  });
  // a concept (iDEAL never paid) is no order
  await createOrder(db, host.id, {
    createdAt: at(23, 19),
    status: "concept",
    paymentMethod: "ideal",
    items: [{ productId: wine.id, quantity: 9 }],
  });
  // refunds of two iDEAL orders (one of them failed: not counted)
  const ideal = await db("orders")
    .where({ host_id: host.id, payment_method: "ideal", status: "new" })
    .orderBy("id")
    .limit(2)
    .select("id", "amount");
  for (const [i, o] of ideal.entries()) {
    const payment = await createPayment(db, host.id, {
      orderId: o.id,
      status: "paid",
      amount: o.amount,
      createdAt: at(21, 12),
    });
    await db("refunds").insert({
      host_id: host.id,
      payment_id: payment.id,
      order_id: o.id,
      idempotency_key: `r-${payment.id}`,
      amount: 500,
      status: i === 0 ? "refunded" : "failed",
      created_at: at(24, 10),
    });
  }
  // another restaurant's orders on the same days never count
  const other = await createHost(db);
  await createOrder(db, other.id, {
    createdAt: at(22, 18),
    paymentMethod: "cash",
    items: [{ name: "Vreemd", unitPrice: 99_999 }],
  });
  return { host, other, org, pizza, wine };
}

const WEEK = { period: "pick", from: "2026-10-20", to: "2026-10-26" };
const NOW = fromWallClock({ year: 2026, month: 11, day: 23 }, 17, 30);

describe("financial overview figures", () => {
  it("reconcile: per method = per source = per day = pickup + delivery = total = the CSV, VAT per rate adds up", async () => {
    const { host } = await generated();
    const view = await loadFinance({ hostId: host.id, hostName: host.name, query: WEEK, now: NOW });
    const sum = (rows: Array<{ revenue: number }>) => rows.reduce((s, r) => s + r.revenue, 0);
    const count = (rows: Array<{ orders: number }>) => rows.reduce((s, r) => s + r.orders, 0);

    const db = getDb();
    const expected = await db("orders")
      .where({ host_id: host.id })
      .whereNot("status", "concept")
      .whereBetween("day", ["2026-10-20", "2026-10-26"])
      .first<{ s: string }>(db.raw("sum(amount) as s"));
    expect(view.revenue.gross).toBe(Number(expected.s));
    expect(view.revenue.orders).toBe(29);
    expect(sum(view.methods)).toBe(view.revenue.gross);
    expect(sum(view.sources)).toBe(view.revenue.gross);
    expect(sum(view.fulfilment)).toBe(view.revenue.gross);
    expect(view.chart.current.reduce((s, v) => s + v, 0)).toBe(view.revenue.gross);
    expect(view.chart.labels).toHaveLength(7);
    expect(count(view.methods)).toBe(29);
    expect(count(view.sources)).toBe(29);
    expect(view.methods.find((m) => m.key === "marketplace")).toMatchObject({
      label: "Thuisbezorgd",
      orders: 1,
      revenue: 2190,
    });

    // VAT: both rates, each rate's VAT exact on its total, the lines of the table add up
    expect(view.vat.map((v) => v.rate)).toEqual([9, 21]);
    expect(view.vat.reduce((s, v) => s + v.gross, 0)).toBe(view.revenue.gross);
    for (const v of view.vat) {
      expect(v.vat).toBe(vatIn(v.gross, v.rate as 9 | 21));
      expect(v.vat + v.net).toBe(v.gross);
    }
    expect(view.revenue.net + view.revenue.vat).toBe(view.revenue.gross);

    // refunds apart: only the one that went through
    expect(view.revenue).toMatchObject({ refunds: 500, refundCount: 1, afterRefunds: view.revenue.gross - 500 });
    expect(view.rewards).toBe(4);
    expect(view.ideal.orders).toBe(7);
    expect(view.ideal.costs).toBe(7 * 29);
    expect(view.customers).toEqual({ total: 2, new: 1, returning: 1 });
    expect(view.topProducts[0].name).toBe("Margherita");

    // heat map: every order in its Amsterdam weekday × hour (the DST Sunday too), none lost
    const placed = await db("orders")
      .where({ host_id: host.id })
      .whereNot("status", "concept")
      .whereBetween("day", ["2026-10-20", "2026-10-26"])
      .select("created_at", "amount", "address");
    const cells = new Map<string, number>();
    for (const o of placed) {
      const c = heatCell(new Date(o.created_at as Date));
      cells.set(`${c.weekday}-${c.hour}`, (cells.get(`${c.weekday}-${c.hour}`) ?? 0) + 1);
    }
    view.heatMap.rows.forEach((row, d) =>
      row.forEach((cell, h) => expect(cell.orders, `${d + 1}-${h}`).toBe(cells.get(`${d + 1}-${h}`) ?? 0)),
    );
    expect(view.heatMap.rows[6].slice(13, 20).map((c) => c.orders)).toEqual([1, 0, 1, 0, 1, 0, 1]);
    // postcode areas: the delivered orders in 1234, the rest without postcode, adding up to the total
    expect(sum(view.areas)).toBe(view.revenue.gross);
    expect(count(view.areas)).toBe(29);
    const inArea = placed.filter((o) => postcodeArea((o.address as { zipcode?: string } | null)?.zipcode) === "1234");
    expect(view.areas.find((a) => a.key === "1234")).toMatchObject({
      orders: inArea.length,
      revenue: inArea.reduce((s, o) => s + Number(o.amount), 0),
    });
    expect(view.areas.at(-1)).toMatchObject({ key: "none", orders: 29 - inArea.length });

    // the CSV: the same total, the same amount per rate, the lines the same goods
    const orders = parse(
      await text(financeCsv({ hostId: host.id, perma: host.perma, file: "orders", query: WEEK, now: NOW }).chunks),
      { delimiter: ";", bom: true, columns: true },
    ) as Array<Record<string, string>>;
    expect(orders).toHaveLength(29);
    expect(orders.reduce((s, r) => s + cents(r["Totaal incl. btw"]), 0)).toBe(view.revenue.gross);
    expect(orders.reduce((s, r) => s + cents(r["Incl. 9%"]), 0)).toBe(view.vat[0].gross);
    expect(orders.reduce((s, r) => s + cents(r["Incl. 21%"]), 0)).toBe(view.vat[1].gross);
    expect(orders.reduce((s, r) => s + cents(r["Terugbetaald"]), 0)).toBe(500);
    // Amsterdam clock: the 25th (winter time from 03:00) keeps its wall-clock hours
    expect(orders.filter((r) => r.Datum === "2026-10-25").map((r) => r.Tijd)).toEqual([
      "13:00",
      "15:00",
      "17:00",
      "19:00",
    ]);
    const lines = parse(
      await text(financeCsv({ hostId: host.id, perma: host.perma, file: "lines", query: WEEK, now: NOW }).chunks),
      { delimiter: ";", bom: true, columns: true },
    ) as Array<Record<string, string>>;
    const goods = await db("order_items as it")
      .join("orders as o", "o.id", "it.order_id")
      .where("o.host_id", host.id)
      .whereNot("o.status", "concept")
      .whereBetween("o.day", ["2026-10-20", "2026-10-26"])
      .sum<{ s: number }[]>("it.amount as s");
    expect(lines.reduce((s, r) => s + cents(r["Bedrag incl. btw"]), 0)).toBe(Number(goods[0].s));
    expect(new Set(lines.map((l) => l["Btw-tarief"]))).toEqual(new Set(["9%", "21%"]));
    expect(lines.filter((l) => l.Beloning === "Ja")).toHaveLength(4);
  });

  it("charts a single day per hour, the DST Sunday's wall-clock hours, adding up to the day", async () => {
    const { host } = await generated();
    const day = { period: "pick", from: "2026-10-25", to: "2026-10-25" };
    const view = await loadFinance({ hostId: host.id, hostName: host.name, query: day, now: NOW });
    expect(view.chart.unit).toBe("hour");
    expect(view.chart.labels[0]).toBe("13:00");
    expect(view.chart.labels.at(-1)).toBe("19:00");
    expect(view.chart.current.reduce((s, v) => s + v, 0)).toBe(view.revenue.gross);
    expect(view.chart.current.filter((v) => v > 0)).toHaveLength(4);
    expect(view.chart.current[view.chart.labels.indexOf("13:00")]).toBeGreaterThan(0);
    // a week earlier (the 18th) had no orders: a flat dotted line of the same hours
    expect(view.chart.previous).toEqual(view.chart.labels.map(() => 0));
  });

  it("is scoped to the restaurant: the other one sees only its own order", async () => {
    const { other } = await generated();
    const view = await loadFinance({ hostId: other.id, hostName: other.name, query: WEEK, now: NOW });
    expect(view.revenue).toMatchObject({ orders: 1, gross: 99_999, refunds: 0 });
    const csv = await text(
      financeCsv({ hostId: other.id, perma: other.perma, file: "lines", query: WEEK, now: NOW }).chunks,
    );
    expect(csv).toContain("Vreemd");
    expect(csv).not.toContain("Margherita");
  });

  it.each([
    [{ period: "pick", from: "2026-10-26", to: "2026-10-20" }, FROM_AFTER_TO],
    [{ period: "pick", from: "2000-01-01", to: "2026-01-01" }, PERIOD_TOO_LONG],
    [{ period: "pick", from: "gisteren", to: "2026-01-01" }, "Geen geldige datum; gebruik bijvoorbeeld 2026-11-23."],
    [{ period: "today", rate: "250" }, "Geef de commissie als percentage tussen 0 en 100, bijvoorbeeld 13."],
  ])("refuses %j with a Dutch 400, before any CSV byte", async (query, message) => {
    const refused = (f: () => unknown) => {
      try {
        f();
        return null;
      } catch (e) {
        return e as ServiceError;
      }
    };
    const viaPage = await loadFinance({ hostId: 1, hostName: "x", query, now: NOW }).then(
      () => null,
      (e: unknown) => e as ServiceError,
    );
    expect(viaPage).toMatchObject({ status: 400, message });
    if (!("rate" in query))
      expect(refused(() => financeCsv({ hostId: 1, perma: "x", file: "orders", query, now: NOW }))).toMatchObject({
        status: 400,
        message,
      });
  });
});

describe("/admin/stats and its CSV through the server", () => {
  let app: AppClient;
  let redis: { url: string };
  beforeAll(async () => {
    redis = sharedRedis();
    app = await sharedAppServer();
  }, 60_000);

  it("who may: the admin and root see it; other roles and another restaurant's admin get 403; anonymous logs in first", async () => {
    const db = getDb();
    const { host, org } = await generated();
    const site = `${host.perma}.localhost`;
    const as = async (user: { id: number }) => createRedisSession(redis.url, { userId: user.id });
    const admin = await as(await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin" }));
    const root = await as(await createUser(db, { kind: "root" }));
    const strangerOrg = await createOrganisation(db);
    await createHost(db, { organisationId: strangerOrg.id });
    const stranger = await as(await createUser(db, { kind: "host", organisationId: strangerOrg.id, orgRole: "admin" }));
    const get = (path: string, cookie?: string) =>
      app.fetch(site, path, {
        headers: cookie ? { cookie, accept: "text/html" } : { accept: "text/html" },
        redirect: "manual",
      });
    const page = "/admin/stats?period=pick&from=2026-10-20&to=2026-10-26";
    const csv = "/admin/stats/csv/bestellingen.csv?period=pick&from=2026-10-20&to=2026-10-26";

    for (const cookie of [admin, root]) {
      const res = await get(page, cookie);
      expect(res.status).toBe(200);
      const html = await res.text();
      for (const heading of ["Omzet", "Per betaalwijze", "BTW", "Wat je bespaart"])
        expect(html).toContain(`>${heading}</h2>`);
      expect(html).toContain("CSV downloaden");
      const file = await get(csv, cookie);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(file.headers.get("content-disposition")).toContain(`${host.perma}-bestellingen-2026-10-20-pick.csv`);
      const bytes = new Uint8Array(await file.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes).split("\r\n").filter(Boolean)).toHaveLength(30);
    }
    for (const role of ["order", "user", "cook", "courier", "callcenter"] as const) {
      const cookie = await as(await createUser(db, { kind: "host", organisationId: org.id, orgRole: role }));
      expect((await get(page, cookie)).status, role).toBe(403);
      expect((await get(csv, cookie)).status, role).toBe(403);
    }
    expect((await get(page, stranger)).status).toBe(403);
    expect((await get(csv, stranger)).status).toBe(403);
    const anonymous = await get(csv);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain("/login");

    const bad = await get("/admin/stats?period=pick&from=2026-10-26&to=2026-10-20", admin);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(FROM_AFTER_TO);
    expect(
      (await get("/admin/stats/csv/bestellingen.csv?period=pick&from=2026-10-20%00&to=2026-10-26", admin)).status,
    ).toBe(400);
    expect((await get("/admin/stats/csv/geheim.csv", admin)).status).toBe(404);
  });
});
