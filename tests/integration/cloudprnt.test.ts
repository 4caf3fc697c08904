// Issue 7 through the real server: a simulated Star printer polls /api/cloudprnt, fetches and
// confirms jobs; a failed print is queued again and printed on the next poll; unknown or malformed
// MACs and bad JSON learn nothing and never cause a 500; printers in settings ("Ongeldig mac
// adres"); print on accept and "Afdrukken" on the card; /bon; and isolation between restaurants.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { createHost, createOrder, createOrganisation, createPrinter, createUser } from "../../db/factory";
import { useRedis } from "../support/redis";
import { startAppServer, type AppServer } from "../support/server";
import { createRedisSession } from "../support/session";
import { StarPrinter } from "../support/star-printer";
import { UNKNOWN_MAC_LIMIT } from "~/services/cloudprnt.server";

let app: AppServer;
let redis: Awaited<ReturnType<typeof useRedis>>;

interface Restaurant {
  host: { id: number; perma: string };
  site: string;
  admin: string;
  staff: string;
}

let a: Restaurant;
let b: Restaurant;

async function restaurant(): Promise<Restaurant> {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const session = async (orgRole: "admin" | "order") =>
    createRedisSession(redis.url, { userId: (await createUser(db, { kind: "host", organisationId: org.id, orgRole })).id });
  return { host, site: `${host.perma}.localhost`, admin: await session("admin"), staff: await session("order") };
}

beforeAll(async () => {
  redis = await useRedis();
  app = await startAppServer({ REDIS_URL: redis.url });
  a = await restaurant();
  b = await restaurant();
}, 90_000);

afterAll(async () => {
  await app?.stop();
  await redis?.stop();
});

const mac = () =>
  `00:11:62:${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256).toString(16).padStart(2, "0")).join(":")}`;

const printerOn = (r: Restaurant, m: string, accepts?: string[]) => new StarPrinter({ port: app.port, host: r.site, mac: m, accepts });

const board = (r: Restaurant, cookie: string, id: number, body: unknown) =>
  app.fetch(r.site, `/api/board/${String(id)}`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) });

const settings = (r: Restaurant, form: Record<string, string>, cookie = r.admin, site = r.site) =>
  app.fetch(site, "/admin/settings/printers", {
    method: "POST",
    headers: { cookie, origin: `http://${site}:${String(app.port)}` },
    body: new URLSearchParams(form),
  });

const jobsOf = (orderId: number) =>
  getDb()("print_jobs").where({ order_id: orderId }).orderBy("id").select<Array<{ id: number; printer_id: number; status: string; attempts: number; last_code: string | null; content_type: string | null }>>(
    "id", "printer_id", "status", "attempts", "last_code", "content_type",
  );

const cloudprnt = (site: string, method: string, query = "", body?: string) =>
  app.fetch(site, `/api/cloudprnt${query}`, { method, headers: body === undefined ? {} : { "content-type": "application/json" }, body });

describe("the CloudPRNT cycle with a simulated printer", () => {
  it("polls, fetches the receipt as Star markup, confirms it, and records the poll", async () => {
    // its own restaurant: "Afdrukken" queues a job on every active printer of the host
    const a = await restaurant();
    const m = mac();
    const p = await createPrinter(getDb(), a.host.id, { name: "Keuken", mac: m, paper: "thermal3" });
    const order = await createOrder(getDb(), a.host.id, { status: "order", customerName: "Kees Kok", items: [{ name: "Pizza Calzone", quantity: 2, unitPrice: 1100 }] });
    const printer = printerOn(a, m);

    expect((await printer.pollOnce()).answer).toEqual({ jobReady: false });
    expect((await board(a, a.staff, order.id, { intent: "print" })).status).toBe(200);

    const poll = await printer.pollOnce();
    expect(poll.status).toBe(200);
    expect(poll.answer).toMatchObject({ jobReady: true, mediaTypes: ["text/vnd.star.markup", "text/plain"], jobToken: expect.stringMatching(/^\d+$/) });
    expect(poll.job?.contentType).toBe("text/vnd.star.markup; charset=utf-8");
    expect(poll.job?.body).toContain(`#${String(order.number)}`);
    expect(poll.job?.body).toContain("2x Pizza Calzone");
    expect(poll.job?.body).toContain("Kees Kok");
    expect(poll.job?.body).toContain("[cut: feed; partial]");
    expect(await jobsOf(order.id)).toEqual([
      expect.objectContaining({ printer_id: p.id, status: "done", attempts: 1, last_code: "200 OK", content_type: "text/vnd.star.markup" }),
    ]);
    expect((await printer.pollOnce()).answer).toEqual({ jobReady: false });
    const row = await getDb()("printers").where({ id: p.id }).first<{ last_poll_at: Date | null; last_status: string }>("last_poll_at", "last_status");
    expect(row.last_status).toBe("200 OK");
    expect(Date.now() - (row.last_poll_at?.getTime() ?? 0)).toBeLessThan(30_000);
  });

  it("queues a failed print again (attempts + code kept) and prints it on the next poll, polling on its own", async () => {
    // its own restaurant: "Afdrukken" queues a job on every active printer of the host
    const a = await restaurant();
    const m = mac();
    await createPrinter(getDb(), a.host.id, { mac: m });
    const order = await createOrder(getDb(), a.host.id, { status: "order", items: [{ name: "Lasagne", unitPrice: 1250 }] });
    const printer = printerOn(a, m);
    printer.failNext("520 Paper out");
    expect((await board(a, a.staff, order.id, { intent: "print" })).status).toBe(200);

    const failed = await printer.pollOnce();
    expect(failed.job?.code).toBe("520 Paper out");
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "queued", attempts: 1, last_code: "520 Paper out" })]);

    printer.start(100);
    const [printed] = await printer.waitForPrints(1);
    await printer.stop();
    expect(printed.body).toContain("1x Lasagne");
    expect(printed.token).toBe(failed.answer.jobToken);
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "done", attempts: 2, last_code: "200 OK" })]);
    expect(printer.printed).toHaveLength(1);
  });

  it("serves plain text at the printer's paper width, 415 for a type it does not make, 404 without a job", async () => {
    // its own restaurant: "Afdrukken" queues a job on every active printer of the host
    const a = await restaurant();
    const m = mac();
    await createPrinter(getDb(), a.host.id, { mac: m, paper: "thermal2" });
    const order = await createOrder(getDb(), a.host.id, { status: "order", items: [{ name: "Pizza Quattro Formaggi met extra veel kaas", unitPrice: 1350 }] });
    expect((await board(a, a.staff, order.id, { intent: "print" })).status).toBe(200);
    const q = `?mac=${encodeURIComponent(m)}`;
    expect((await cloudprnt(a.site, "GET", `${q}&type=application%2Fpdf`)).status).toBe(415);
    const plain = await cloudprnt(a.site, "GET", `${q}&type=text%2Fplain`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await plain.text();
    expect(text.split("\n").every((l) => l.length <= 32)).toBe(true);
    expect(text).toContain("BESTELLING #");
    // Star's GET fallback for DELETE: a failure first (queued again), then printed
    const failed = await cloudprnt(a.site, "GET", `${q}&code=520%20Error&delete`);
    expect(await failed.json()).toMatchObject({ job: { status: "queued" } });
    expect((await cloudprnt(a.site, "GET", `${q}&type=text%2Fplain`)).status).toBe(200);
    expect((await cloudprnt(a.site, "DELETE", `${q}&code=200%20OK`)).status).toBe(200);
    expect((await cloudprnt(a.site, "GET", `${q}&type=text%2Fplain`)).status).toBe(404);
    expect((await cloudprnt(a.site, "DELETE", `${q}&code=200%20OK`)).status).toBe(404);
  });

  it("takes the MAC in any spelling, also on the platform domain", async () => {
    // its own restaurant: "Afdrukken" queues a job on every active printer of the host
    const a = await restaurant();
    const m = mac();
    await createPrinter(getDb(), a.host.id, { mac: m });
    const order = await createOrder(getDb(), a.host.id, { status: "order", items: [{ name: "Tiramisu", unitPrice: 550 }] });
    expect((await board(a, a.staff, order.id, { intent: "print" })).status).toBe(200);
    const shouted = m.toUpperCase().replace(/:/g, "-");
    const printer = new StarPrinter({ port: app.port, host: "localhost", mac: shouted });
    const poll = await printer.pollOnce();
    expect(poll.job?.body).toContain("1x Tiramisu");
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "done" })]);
  });
});

describe("unknown and malformed printers", () => {
  it("answers an unknown MAC jobReady false, and 404 to its GET and DELETE, touching nobody's jobs", async () => {
    // its own restaurant: "Afdrukken" queues a job on every active printer of the host
    const a = await restaurant();
    const m = mac();
    await createPrinter(getDb(), a.host.id, { mac: m });
    const order = await createOrder(getDb(), a.host.id, { status: "order", items: [{ name: "Cola", unitPrice: 250 }] });
    expect((await board(a, a.staff, order.id, { intent: "print" })).status).toBe(200);
    const stranger = new StarPrinter({ port: app.port, host: a.site, mac: "00:11:62:ff:ff:fe" });
    expect((await stranger.pollOnce()).answer).toEqual({ jobReady: false });
    const q = "?mac=00%3A11%3A62%3Aff%3Aff%3Afe";
    expect((await cloudprnt(a.site, "GET", `${q}&type=text%2Fplain`)).status).toBe(404);
    expect((await cloudprnt(a.site, "DELETE", `${q}&code=200%20OK`)).status).toBe(404);
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "queued", attempts: 0 })]);
  });

  it("never 500s on malformed MACs, bad JSON or a missing body", async () => {
    const answers = await Promise.all([
      cloudprnt(a.site, "POST", "", JSON.stringify({ printerMAC: "zz:11:62:00:00:01", statusCode: "200%20OK" })),
      cloudprnt(a.site, "POST", "", JSON.stringify({ printerMAC: "00:11:62", statusCode: "200%20OK" })),
      cloudprnt(a.site, "POST", "", JSON.stringify({ statusCode: "200%20OK" })),
      cloudprnt(a.site, "POST", "", "{not json"),
      cloudprnt(a.site, "POST", "", JSON.stringify(["00:11:62:00:00:01"])),
      cloudprnt(a.site, "POST"),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ jobReady: false });
    }
    expect((await cloudprnt(a.site, "GET", "?mac=nonsense&type=text%2Fplain")).status).toBe(404);
    expect((await cloudprnt(a.site, "GET")).status).toBe(404);
    expect((await cloudprnt(a.site, "DELETE", "?mac=%E0%A4%A&code=200")).status).toBe(404);
    expect((await cloudprnt(a.site, "DELETE", "?mac=00:11:62:00:00:01&code=200&token=abc")).status).toBe(404);
    expect((await cloudprnt(a.site, "PUT")).status).toBe(405);
  });
});

describe("printing from the board", () => {
  it("queues one job per active printer on accept when the host prints automatically, none when it does not", async () => {
    const r = await restaurant();
    const db = getDb();
    await createPrinter(db, r.host.id, { name: "Keuken", mac: mac() });
    await createPrinter(db, r.host.id, { name: "Toonbank", mac: mac(), paper: "thermal2" });
    await createPrinter(db, r.host.id, { name: "Uit", mac: mac(), active: false });

    const manual = await createOrder(db, r.host.id, { status: "new", paymentMethod: "cash" });
    expect((await board(r, r.staff, manual.id, { intent: "advance", from: "new" })).status).toBe(200);
    expect(await jobsOf(manual.id)).toEqual([]);

    const saved = await settings(r, { intent: "autoprint", autoPrint: "on" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Bestellingen worden afgedrukt bij accepteren.");
    const auto = await createOrder(db, r.host.id, { status: "new", paymentMethod: "cash" });
    expect((await board(r, r.staff, auto.id, { intent: "advance", from: "new" })).status).toBe(200);
    expect((await jobsOf(auto.id)).map((j) => j.status)).toEqual(["queued", "queued"]);
    // moving on from 'order' prints nothing more
    expect((await board(r, r.staff, auto.id, { intent: "advance", from: "order" })).status).toBe(200);
    expect(await jobsOf(auto.id)).toHaveLength(2);
  });

  it("reprints on 'Afdrukken', says so when no printer is set up, and keeps to the restaurant", async () => {
    const r = await restaurant();
    const order = await createOrder(getDb(), r.host.id, { status: "done", paymentMethod: "cash" });
    const none = await board(r, r.staff, order.id, { intent: "print" });
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ result: "ERROR", message: "Geen printer ingesteld." });
    await createPrinter(getDb(), r.host.id, { mac: mac() });
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);
    expect(await jobsOf(order.id)).toHaveLength(2);

    // another restaurant's staff: not on this host (403), and this order is not theirs (404)
    expect((await board(r, b.staff, order.id, { intent: "print" })).status).toBe(403);
    expect((await board(b, b.staff, order.id, { intent: "print" })).status).toBe(404);
    expect(await jobsOf(order.id)).toHaveLength(2);
  });
});

describe("/admin/settings/printers", () => {
  it("adds a printer with a valid MAC in any spelling and refuses a bad one with 'Ongeldig mac adres'", async () => {
    const r = await restaurant();
    const bad = await settings(r, { intent: "add", name: "Keuken", mac: "00:11:62:aa:bb", paper: "thermal3" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Ongeldig mac adres");
    const empty = await settings(r, { intent: "add", name: "Keuken", mac: "", paper: "thermal3" });
    expect(await empty.text()).toContain("Verplicht.");

    const m = mac();
    const ok = await settings(r, { intent: "add", name: "Keuken", mac: m.toUpperCase().replace(/:/g, "-"), paper: "thermal2" });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Printer Keuken is toegevoegd.");
    const rows = await getDb()("printers").where({ host_id: r.host.id }).select("name", "mac", "paper");
    expect(rows).toEqual([{ name: "Keuken", mac: m, paper: "thermal2" }]);

    const twice = await settings(b, { intent: "add", name: "Ook keuken", mac: m, paper: "thermal3" });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("Dit mac adres is al in gebruik voor een printer.");
  });

  it("shows each printer's status line: never connected, online after a poll, offline since", async () => {
    const r = await restaurant();
    const m = mac();
    const p = await createPrinter(getDb(), r.host.id, { name: "Keuken", mac: m });
    const page = async () => (await app.fetch(r.site, "/admin/settings/printers", { headers: { cookie: r.admin } })).text();
    expect(await page()).toContain("nog nooit verbonden");
    await printerOn(r, m).pollOnce();
    expect(await page()).toContain("online");
    // 12:03 Amsterdam, today
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
    const earlier = await getDb().raw<{ rows: Array<{ at: Date }> }>("SELECT (?::date + time '12:03') AT TIME ZONE 'Europe/Amsterdam' AS at", [today]);
    const at = earlier.rows[0].at;
    if (Date.now() - at.getTime() > 60_000) {
      await getDb()("printers").where({ id: p.id }).update({ last_poll_at: at });
      expect(await page()).toContain("offline sinds 12:03");
    } else {
      await getDb()("printers").where({ id: p.id }).update({ last_poll_at: new Date(Date.now() - 24 * 3_600_000) });
      expect(await page()).toMatch(/offline sinds \d\d-\d\d-\d{4} \d\d:\d\d/);
    }
  });

  it("test print queues a test page the printer prints; remove takes the printer away", async () => {
    const r = await restaurant();
    const m = mac();
    const p = await createPrinter(getDb(), r.host.id, { name: "Toonbank", mac: m, paper: "thermal2" });
    expect((await settings(r, { intent: "test", id: String(p.id) })).status).toBe(200);
    const poll = await printerOn(r, m, ["text/plain"]).pollOnce();
    expect(poll.job?.body).toContain("TESTAFDRUK");
    expect(poll.job?.body).toContain("Printer: Toonbank");
    expect((await settings(r, { intent: "remove", id: String(p.id) })).status).toBe(200);
    expect(await getDb()("printers").where({ id: p.id }).first()).toBeUndefined();
    expect((await printerOn(r, m).pollOnce()).answer).toEqual({ jobReady: false });
  });

  it("is for this restaurant's admin only: other staff 403, another restaurant's admin cannot see or remove its printers", async () => {
    const r = await restaurant();
    const m = mac();
    const p = await createPrinter(getDb(), r.host.id, { name: "Geheim", mac: m });
    expect((await app.fetch(r.site, "/admin/settings/printers", { headers: { cookie: r.staff } })).status).toBe(403);
    expect((await app.fetch(r.site, "/admin/settings/printers", { headers: { cookie: b.admin } })).status).toBe(403);
    expect((await settings(r, { intent: "remove", id: String(p.id) }, b.admin)).status).toBe(403);
    const own = await app.fetch(b.site, "/admin/settings/printers", { headers: { cookie: b.admin } });
    expect(own.status).toBe(200);
    expect(await own.text()).not.toContain(m);
    const remove = await settings(b, { intent: "remove", id: String(p.id) });
    expect(remove.status).toBe(404);
    expect(await remove.text()).toContain("Printer niet gevonden.");
    expect((await settings(b, { intent: "test", id: String(p.id) })).status).toBe(404);
    expect(await getDb()("printers").where({ id: p.id }).first()).toBeDefined();
    expect(await getDb()("print_jobs").where({ printer_id: p.id })).toEqual([]);
  });
});

describe("/bon/{id}", () => {
  it("shows the receipt to the restaurant's staff at the paper asked for, and nobody else", async () => {
    const order = await createOrder(getDb(), a.host.id, { status: "order", customerName: "Bon Klant", items: [{ name: "Pizza Hawaii", unitPrice: 1050 }] });
    const page = await app.fetch(a.site, `/bon/${String(order.id)}?paper=thermal2`, { headers: { cookie: a.staff } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Bon Klant");
    expect(html).toContain("Pizza Hawaii");
    expect(html).toContain('data-paper="thermal2"');
    expect(html).toContain("size: 58mm");

    expect((await app.fetch(b.site, `/bon/${String(order.id)}`, { headers: { cookie: b.staff } })).status).toBe(404);
    expect((await app.fetch(a.site, `/bon/${String(order.id)}`, { headers: { cookie: b.staff } })).status).toBe(403);
    expect((await app.fetch(a.site, `/bon/${String(order.id)}`)).status).toBe(302);
    expect((await app.fetch(a.site, "/bon/abc", { headers: { cookie: a.staff } })).status).toBe(404);
  });
});

// Last in this file: it leaves 127.0.0.1 over the limit for the rest of the hour.
describe("guessing MACs", () => {
  it("a removed printer repeating its MAC changes nothing; an address trying many unknown MACs is answered as unknown", async () => {
    const r = await restaurant();
    const m = mac();
    await createPrinter(getDb(), r.host.id, { mac: m });
    const order = await createOrder(getDb(), r.host.id, { status: "order", items: [{ name: "Cola", unitPrice: 250 }] });
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);
    const known = () => printerOn(r, m).pollOnce().then((p) => p.answer.jobReady);

    const forgotten = new StarPrinter({ port: app.port, host: r.site, mac: "00:11:62:0f:0f:0f" });
    for (let i = 0; i < 30; i += 1) await forgotten.pollOnce();
    const queued = await cloudprnt(r.site, "POST", "", JSON.stringify({ printerMAC: m, statusCode: "200%20OK", printingInProgress: true }));
    expect(await queued.json()).toEqual({ jobReady: false }); // busy printer: nothing offered, nothing printed
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "queued" })]);

    for (let i = 0; i < UNKNOWN_MAC_LIMIT; i += 1) {
      const guess = `00:11:62:ee:${(i >> 8).toString(16).padStart(2, "0")}:${(i & 255).toString(16).padStart(2, "0")}`;
      await new StarPrinter({ port: app.port, host: r.site, mac: guess }).pollOnce();
    }
    expect(await known()).toBe(false);
    expect((await cloudprnt(r.site, "GET", `?mac=${encodeURIComponent(m)}&type=text%2Fplain`)).status).toBe(404);
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "queued" })]);
  });
});
