// The customer's data under the AVG (decision 078): the export holds exactly the person's data at
// one restaurant; erasure keeps every order's fiscal record (the financial overview and the CSVs of
// the past year give the same totals) while a scan of every text and JSON column of every table no
// longer finds her name, number, e-mail or street; the restaurant's erasure on request is theirs
// alone, admin-only and audited; root sees the requests.
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { insertLoginCode } from "~/models/login-codes.server";
import { financeCsv } from "~/services/finance-csv.server";
import { loadFinance } from "~/services/finance.server";
import { hashCode } from "~/services/login-codes.server";
import { eraseAtRestaurant, eraseMyAccount } from "~/services/privacy-erase.server";
import { buildExport } from "~/services/privacy-export.server";
import { loadMyData, loadPrivacyRequests } from "~/services/privacy.server";
import { action as myDataAction, loader as myDataLoader } from "~/routes/mijn-gegevens";
import { loader as downloadLoader } from "~/routes/mijn-gegevens_.download.$hostId";
import { action as staffEraseAction } from "~/routes/customers.$id_.verwijderen";
import { action as staffExportAction } from "~/routes/customers.$id_.exporteren";
import { loader as requestsLoader } from "~/routes/admin.privacyverzoeken";
import { createUser } from "../../db/factory";
import { requestContext } from "../support/context";
import { callRoute } from "../support/route-call";
import { personEverywhere, scanEverything } from "../support/privacy";

const NOW = new Date();
const dayText = (d: Date) => d.toISOString().slice(0, 10);
const PAST_YEAR = { period: "pick", from: dayText(new Date(NOW.getTime() - 365 * 86_400_000)), to: dayText(NOW) };

async function text(chunks: AsyncGenerator<string>) {
  let out = "";
  for await (const c of chunks) out += c;
  return out;
}

function unzip(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

/** What the accountant sees of a restaurant over the past year. */
async function books(host: { id: number; name: string; perma: string }) {
  const view = await loadFinance({ hostId: host.id, hostName: host.name, query: PAST_YEAR, now: NOW });
  const { revenue, vat, methods, sources, fulfilment, deliveryFees, ideal, discounts, rewards, topProducts, chart } =
    view;
  const csv = async (file: "orders" | "lines") =>
    text(financeCsv({ hostId: host.id, perma: host.perma, file, query: PAST_YEAR, now: NOW }).chunks);
  return {
    figures: {
      revenue,
      vat,
      methods,
      sources,
      fulfilment,
      deliveryFees,
      ideal,
      discounts,
      rewards,
      topProducts,
      chart,
    },
    orders: await csv("orders"),
    lines: await csv("lines"),
  };
}

/** Each order's fiscal record: number, date, lines, amounts, VAT, payment method. */
async function fiscal(ids: number[]) {
  const db = getDb();
  const orders = await db("orders")
    .whereIn("id", ids)
    .orderBy("id")
    .select(
      "id",
      "host_id",
      "number",
      "day",
      "created_at",
      "status",
      "payment_method",
      "subtotal",
      "delivery_fee",
      "fee",
      "discount",
      "amount",
      "paid",
    );
  const lines = await db("order_items")
    .whereIn("order_id", ids)
    .orderBy(["order_id", "position"])
    .select("order_id", "name", "quantity", "unit_price", "amount", "vat_rate", "amount21");
  return { orders, lines };
}

async function codeFor(phone: string, code = "K7PX") {
  await insertLoginCode(getDb(), {
    phone,
    codeHash: hashCode(phone, code),
    expiresAt: new Date(Date.now() + 600_000),
    ip: null,
    from: "privacy",
    hostId: null,
  });
  return code;
}

describe("export (art. 15/20)", () => {
  it("holds exactly the person's data at one restaurant, as JSON and CSV in one zip", async () => {
    const p = await personEverywhere(getDb(), NOW);
    const { filename, bytes } = await buildExport({ hostId: p.a.id, customerId: p.anna.id, now: NOW });
    expect(filename).toBe(`bestelinfo-gegevens-${p.a.perma}-${dayText(NOW)}.zip`);
    const files = unzip(bytes);
    expect(Object.keys(files).sort()).toEqual(
      [
        "adressen.csv",
        "apparaten.csv",
        "berichten.csv",
        "beoordelingen.csv",
        "bestellingen.csv",
        "bestelregels.csv",
        "gegevens.json",
        "profiel.csv",
        "stempels.csv",
        "toestemmingen.csv",
      ].sort(),
    );
    const json = JSON.parse(files["gegevens.json"]);
    expect(json.restaurant).toEqual({ name: p.a.name, perma: p.a.perma });
    expect(json.profile).toMatchObject({ mobiel: p.phone, voornaam: p.first, achternaam: p.last, email: p.email });
    // her three orders here (the desk order by her number included), not the one at B, not Bob's
    const ids = json.orders.map((o: { order: { id: number } }) => o.order.id).sort();
    expect(ids).toEqual([p.orders.pickup.id, p.orders.delivery.id, p.orders.desk.id].sort());
    expect(json.orders.flatMap((o: { lines: unknown[] }) => o.lines)).toHaveLength(4);
    expect(json.addresses).toEqual([expect.objectContaining({ adres: expect.stringContaining("Kerkstraat") })]);
    expect(json.stamps.map((s: { stempels: number }) => s.stempels).sort()).toEqual([1, 2]);
    expect(json.devices).toEqual([expect.objectContaining({ apparaat: "iPhone Safari" })]);
    expect(json.reviews).toEqual([expect.objectContaining({ score: 5, tekst: `Heerlijk! Groet, ${p.first}` })]);
    expect(json.messages).toEqual([expect.objectContaining({ kanaal: "sms" })]);
    expect(json.consents).toMatchObject({ nieuwsbrief: true, klantenclubAanmeldingVia: "checkout", favoriet: true });
    // the CSV says the same: a header and one row per order; the lines carry their order
    expect(files["bestellingen.csv"].trim().split("\r\n")).toHaveLength(4);
    expect(files["bestelregels.csv"]).toContain("Huiswijn");
    expect(files["profiel.csv"]).toContain(p.first);
    // nothing of anyone else, nothing of the other restaurant
    const all = Object.values(files).join("\n");
    expect(all).not.toContain(`Bob`);
    expect(all).not.toContain("Kapsalon");
    expect(all).not.toContain(p.b.name);
  });

  it("is downloaded only after the SMS code, and only for this restaurant on its domain", async () => {
    const p = await personEverywhere(getDb(), NOW);
    const session = { userId: p.anna.id, sessionVersion: 0 };
    const context = await requestContext(`http://${p.a.perma}.localhost/`, session);
    const url = `http://${p.a.perma}.localhost/mijn-gegevens`;
    const download = (hostId: number) =>
      callRoute(downloadLoader, { url: `${url}/download/${hostId}`, context, params: { hostId: String(hostId) } });

    expect((await download(p.a.id)).status).toBe(403);
    const wrong = await callRoute(myDataAction, { url, context, form: { intent: "export", code: "ZZZZ" } });
    expect(wrong.status).toBe(400);
    expect((await download(p.a.id)).status).toBe(403);
    const code = await codeFor(p.phone);
    const ok = await callRoute(myDataAction, { url, context, form: { intent: "export", code } });
    expect(ok).toMatchObject({ status: 200, body: { result: "OK" } });
    expect((await download(p.a.id)).status).toBe(200);
    // B's data is asked for on B's domain (or the platform), not here
    expect((await download(p.b.id)).status).toBe(404);
    // "Mijn gegevens" on this restaurant shows this restaurant
    const page = await callRoute(myDataLoader, { url, context });
    expect((page.body.restaurants as Array<{ name: string }>).map((r) => r.name)).toEqual([p.a.name]);
    const platform = await loadMyData({ customerId: p.anna.id, hostId: null });
    expect(platform.restaurants.map((r) => r.hostId).sort()).toEqual([p.a.id, p.b.id].sort());
    expect(platform.restaurants.find((r) => r.hostId === p.a.id)).toMatchObject({ orders: 3, stamps: 3, reviews: 1 });
  });
});

describe("erasure by the customer (art. 17)", () => {
  it("keeps every order's fiscal record and the books' totals, and leaves her nowhere in the database", async () => {
    const db = getDb();
    const p = await personEverywhere(db, NOW);
    const hers = [p.orders.pickup.id, p.orders.delivery.id, p.orders.desk.id, p.orders.atB.id];
    const [booksA, booksB, record] = [await books(p.a), await books(p.b), await fiscal(hers)];
    expect(await scanEverything(db, p.needles)).not.toEqual([]);
    const bobBefore = await db("orders").where({ id: p.orders.bobs.id }).first();

    const context = await requestContext(`http://${p.a.perma}.localhost/`, { userId: p.anna.id, sessionVersion: 0 });
    const url = `http://${p.a.perma}.localhost/mijn-gegevens`;
    const unconfirmed = await callRoute(myDataAction, {
      url,
      context,
      form: { intent: "erase", code: await codeFor(p.phone) },
    });
    expect(unconfirmed.status).toBe(400); // the irreversibility was not ticked
    const done = await callRoute(myDataAction, {
      url,
      context,
      form: { intent: "erase", code: await codeFor(p.phone, "M3QW"), confirm: "ja" },
    });
    expect(done).toMatchObject({ status: 200, body: { result: "OK", erased: true } });

    expect(await fiscal(hers)).toEqual(record);
    expect(await books(p.a)).toEqual(booksA);
    expect(await books(p.b)).toEqual(booksB);
    // under the anonymous customer ('person/0000000000', "Anoniem")
    const after = await db("orders")
      .whereIn("id", hers)
      .select("customer_id", "phone", "customer_name", "address", "description");
    expect(after.every((o) => o.customer_id === null && o.phone === "0000000000" && o.customer_name === null)).toBe(
      true,
    );
    expect(after.every((o) => o.address === null && o.description === null)).toBe(true);
    // every text and JSON column of every table
    expect(await scanEverything(db, p.needles)).toEqual([]);
    expect(await db("users").where({ id: p.anna.id }).first()).toBeUndefined();
    expect(await db("stamps").whereIn("order_id", hers)).toEqual([]);
    // the review's score stays in the average, without her
    expect(await db("reviews").where({ order_id: p.orders.pickup.id }).first("score", "customer_id", "remark")).toEqual(
      {
        score: 5,
        customer_id: null,
        remark: null,
      },
    );
    // Bob is untouched
    expect(await db("orders").where({ id: p.orders.bobs.id }).first()).toEqual(bobBefore);
    expect(await db("reviews").where({ customer_id: p.bob.id }).first("remark")).toEqual({ remark: "Prima" });
    const requests = await loadPrivacyRequests();
    expect(requests.find((r) => r.kind === "Verwijdering" && r.by === "Klant zelf" && r.orders === 4)).toBeTruthy();
  });

  it("is refused with a wrong code, and then nothing changes", async () => {
    const p = await personEverywhere(getDb(), NOW);
    const context = await requestContext(`http://${p.a.perma}.localhost/`, { userId: p.anna.id, sessionVersion: 0 });
    const res = await callRoute(myDataAction, {
      url: `http://${p.a.perma}.localhost/mijn-gegevens`,
      context,
      form: { intent: "erase", code: "ABCD", confirm: "ja" },
    });
    expect(res.status).toBe(400);
    expect(await getDb()("users").where({ id: p.anna.id }).first("id")).toEqual({ id: p.anna.id });
  });
});

describe("erasure and export by the restaurant on request", () => {
  async function staffOf(p: Awaited<ReturnType<typeof personEverywhere>>, orgRole: "admin" | "order") {
    const user = await createUser(getDb(), {
      kind: "host",
      organisationId: p.a.organisationId,
      orgRole,
      name: `Eigenaar ${orgRole}`,
    });
    return requestContext(`http://${p.a.perma}.localhost/`, { userId: user.id, sessionVersion: 0 });
  }

  it("erases her part here, audited; the account and her data at the other restaurant stay", async () => {
    const db = getDb();
    const p = await personEverywhere(db, NOW);
    const booksA = await books(p.a);
    const context = await staffOf(p, "admin");
    const url = `http://${p.a.perma}.localhost/customers/${p.anna.id}/verwijderen`;
    const params = { id: String(p.anna.id) };
    const noReason = await callRoute(staffEraseAction, { url, context, params, form: { reason: "", confirm: "ja" } });
    expect(noReason.status).toBe(400);
    const res = await callRoute(staffEraseAction, {
      url,
      context,
      params,
      form: { reason: "Verzoek per telefoon, 28-11", confirm: "ja" },
    });
    expect(res).toMatchObject({ status: 200, body: { result: "OK", accountErased: false } });
    expect(await books(p.a)).toEqual(booksA);
    const left = await db("orders")
      .whereIn("id", [p.orders.pickup.id, p.orders.delivery.id, p.orders.desk.id])
      .select("customer_id", "phone", "address", "customer_name");
    expect(left).toEqual(Array(3).fill({ customer_id: null, phone: "0000000000", address: null, customer_name: null }));
    // what is left of her is the account's and B's: nothing in a table of this restaurant's part
    const hits = await scanEverything(db, p.needles);
    const allowed = /^(users\.|orders\.(customer_name|phone)|login_codes\.phone|petition_signatures\.)/;
    expect(hits.filter((h) => !allowed.test(h))).toEqual([]);
    const byPhone = await db("orders").where("phone", p.phone).pluck("id");
    expect(byPhone).toEqual([p.orders.atB.id]);
    expect(await db("host_customers").where({ host_id: p.a.id, customer_id: p.anna.id }).first()).toBeUndefined();
    // B still knows her; the account lives on
    expect(await db("orders").where({ id: p.orders.atB.id }).first("customer_id")).toEqual({ customer_id: p.anna.id });
    expect(await db("users").where({ id: p.anna.id }).first("id")).toEqual({ id: p.anna.id });
    const audit = await db("audit_log")
      .where({ host_id: p.a.id, area: "privacy" })
      .first("user_name", "summary", "created_at");
    expect(audit).toMatchObject({
      user_name: "Eigenaar admin",
      summary: "Klantgegevens verwijderd op verzoek: Verzoek per telefoon, 28-11",
    });
    // a second time: she is no longer a customer here
    const again = await callRoute(staffEraseAction, {
      url,
      context,
      params,
      form: { reason: "nogmaals", confirm: "ja" },
    });
    expect(again.status).toBe(404);
  });

  it("erases the account too when nothing is left at another restaurant", async () => {
    const db = getDb();
    const p = await personEverywhere(db, NOW);
    // erase B's part first (as B's admin would), then A's
    await eraseAtRestaurant({
      hostId: p.b.id,
      customerId: p.anna.id,
      actor: { userId: null, name: "B" },
      reason: "verzoek",
    });
    const done = await eraseAtRestaurant({
      hostId: p.a.id,
      customerId: p.anna.id,
      actor: { userId: null, name: "A" },
      reason: "verzoek",
    });
    expect(done.accountErased).toBe(true);
    expect(await scanEverything(db, p.needles)).toEqual([]);
  });

  it("exports her data here as a zip, for admins only; other staff are refused", async () => {
    const p = await personEverywhere(getDb(), NOW);
    const url = `http://${p.a.perma}.localhost/customers/${p.anna.id}/exporteren`;
    const params = { id: String(p.anna.id) };
    const order = await callRoute(staffExportAction, {
      url,
      context: await staffOf(p, "order"),
      params,
      form: { reason: "vraag" },
    });
    expect(order.status).toBe(403);
    const orderErase = await callRoute(staffEraseAction, {
      url,
      context: await staffOf(p, "order"),
      params,
      form: { reason: "vraag", confirm: "ja" },
    });
    expect(orderErase.status).toBe(403);
    const admin = await staffOf(p, "admin");
    const res = await staffExportAction({
      request: new Request(url, { method: "POST", body: new URLSearchParams({ reason: "Verzoek per e-mail" }) }),
      context: admin,
      params,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const json = JSON.parse(unzip(new Uint8Array(await res.arrayBuffer()))["gegevens.json"]);
    expect(json.orders).toHaveLength(3);
    expect(
      await getDb()("privacy_requests")
        .where({ host_id: p.a.id, kind: "export", requested_by: "staff" })
        .first("reason", "actor_name"),
    ).toEqual({ reason: "Verzoek per e-mail", actor_name: "Eigenaar admin" });
    // a customer of another restaurant is not this restaurant's to export
    const stranger = await createUser(getDb());
    const other = await callRoute(staffExportAction, {
      url,
      context: admin,
      params: { id: String(stranger.id) },
      form: { reason: "vraag" },
    });
    expect(other.status).toBe(404);
  });

  it("root sees the requests; staff do not", async () => {
    const p = await personEverywhere(getDb(), NOW);
    await eraseMyAccount({ customerId: p.anna.id });
    const root = await createUser(getDb(), { kind: "root" });
    const platform = await requestContext("http://localhost/", { userId: root.id, sessionVersion: 0 });
    const res = await callRoute(requestsLoader, { url: "http://localhost/admin/privacyverzoeken", context: platform });
    expect(res.status).toBe(200);
    expect((res.body.requests as unknown[]).length).toBeGreaterThan(0);
    const staff = await staffOf(p, "admin");
    const refused = await callRoute(requestsLoader, {
      url: `http://${p.a.perma}.localhost/admin/privacyverzoeken`,
      context: staff,
    });
    expect(refused.status).toBe(403);
  });
});
