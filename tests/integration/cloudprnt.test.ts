// docs/issues/007.md and docs/issues/022.md through the real server, driven by the Star printer emulator
// (tests/support/star-printer.ts): poll → GET → DELETE with and without jobToken, repeated
// confirmations, null poll fields, status and confirmation codes, two printers, keys (query and
// HTTP Basic), wrong credentials, throttling of unknown clients only; printers in settings; print on
// accept and "Afdrukken" on the card; the board's printer banner; /bon; isolation between restaurants.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { MAC_ONLY_UNTIL } from "~/domain/cloudprnt";
import { createHost, createOrder, createOrganisation, createPrinter, createUser } from "../../db/factory";
import { useRedis } from "../support/redis";
import { startAppServer, type AppServer } from "../support/server";
import { createRedisSession } from "../support/session";
import { StarPrinter, type StarPrinterOptions } from "../support/star-printer";
import { UNKNOWN_MAC_LIMIT } from "~/services/cloudprnt.server";
import { eventually } from "../support/eventually";

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
    createRedisSession(redis.url, {
      userId: (await createUser(db, { kind: "host", organisationId: org.id, orgRole })).id,
    });
  return { host, site: `${host.perma}.localhost`, admin: await session("admin"), staff: await session("order") };
}

beforeAll(async () => {
  redis = await useRedis();
  // TRUST_PROXY: the emulated printers poll from addresses of their own (X-Forwarded-For)
  app = await startAppServer({ REDIS_URL: redis.url, TRUST_PROXY: "1" });
  a = await restaurant();
  b = await restaurant();
}, 90_000);

afterAll(async () => {
  await app?.stop();
  await redis?.stop();
});

const mac = () =>
  `00:11:62:${Array.from({ length: 3 }, () =>
    Math.floor(Math.random() * 256)
      .toString(16)
      .padStart(2, "0"),
  ).join(":")}`;
const newKey = () => crypto.randomBytes(18).toString("base64url");
// a new address for each client of this file: two drawn at random could meet, and one address's
// refused polls count towards the other's unknown-MAC limit
let addresses = Math.floor(Math.random() * 50_000);
const freshIp = () => {
  addresses += 1;
  return `10.99.${String(Math.floor(addresses / 250) % 250)}.${String(1 + (addresses % 250))}`;
};

const emulator = (r: Restaurant, opts: Omit<StarPrinterOptions, "port" | "host">) =>
  new StarPrinter({ port: app.port, host: r.site, ...opts });

/** A printer with a key in restaurant r, and its emulator (more options for the emulator). */
async function keyedPrinter(
  r: Restaurant,
  input: Parameters<typeof createPrinter>[2] = {},
  opts: Partial<StarPrinterOptions> = {},
) {
  const key = newKey();
  const m = input.mac ?? mac();
  const row = await createPrinter(getDb(), r.host.id, { ...input, mac: m, secret: key });
  return { id: row.id, mac: m, key, printer: emulator(r, { mac: m, key, ...opts }) };
}

const board = (r: Restaurant, cookie: string, id: number, body: unknown) =>
  app.fetch(r.site, `/api/board/${String(id)}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const settings = (r: Restaurant, form: Record<string, string>, cookie = r.admin, site = r.site) =>
  app.fetch(site, "/admin/settings/printers", {
    method: "POST",
    headers: { cookie, origin: `http://${site}:${String(app.port)}` },
    body: new URLSearchParams(form),
  });

const jobsOf = (orderId: number) =>
  getDb()("print_jobs").where({ order_id: orderId }).orderBy("id").select<
    Array<{
      id: number;
      printer_id: number;
      status: string;
      attempts: number;
      last_code: string | null;
      content_type: string | null;
    }>
  >("id", "printer_id", "status", "attempts", "last_code", "content_type");

/** A raw CloudPRNT call from `ip` (a fresh address unless given), with optional extra headers. */
const cloudprnt = (
  site: string,
  method: string,
  query = "",
  body?: string,
  headers: Record<string, string> = {},
  ip = freshIp(),
) =>
  app.fetch(site, `/api/cloudprnt${query}`, {
    method,
    headers: {
      "x-forwarded-for": ip,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...headers,
    },
    body,
  });

const boardHtml = async (r: Restaurant) =>
  (await app.fetch(r.site, "/orders", { headers: { cookie: r.staff } })).text();

const bytes = (...b: number[]) => Buffer.from(b);

describe("the CloudPRNT cycle with the emulator", () => {
  it("polls, is offered StarPRNT first, fetches the receipt as StarPRNT bytes, confirms it, and records the poll", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r, { name: "Keuken", paper: "thermal3" });
    const order = await createOrder(getDb(), r.host.id, {
      status: "order",
      customerName: "Kees Kok",
      items: [{ name: "Pizza Calzone", quantity: 2, unitPrice: 1100 }],
    });

    expect((await p.printer.pollOnce()).answer).toEqual({ jobReady: false });
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);

    const poll = await p.printer.pollOnce();
    expect(poll.status).toBe(200);
    expect(poll.answer).toMatchObject({
      jobReady: true,
      mediaTypes: ["application/vnd.star.starprnt", "text/plain"],
      jobToken: expect.stringMatching(/^\d+$/),
    });
    expect(poll.job?.contentType).toBe("application/vnd.star.starprnt");
    const job = poll.job?.bytes ?? Buffer.alloc(0);
    // initialise, code page 1252, the order number three times as large, cut
    expect(job.subarray(0, 6)).toEqual(bytes(0x1b, 0x40, 0x1b, 0x1d, 0x74, 32));
    expect(job.includes(Buffer.concat([bytes(0x1b, 0x69, 2, 2), Buffer.from(`#${String(order.number)}\n`)]))).toBe(
      true,
    );
    expect(job.includes(bytes(0x1b, 0x45))).toBe(true); // bold
    expect(job.subarray(-3)).toEqual(bytes(0x1b, 0x64, 0x03)); // feed and partial cut
    expect(poll.job?.body).toContain("2x Pizza Calzone");
    expect(poll.job?.body).toContain("Kees Kok");
    // € 22,00 as Windows-1252's 0x80, not UTF-8's E2 82 AC
    expect(job.includes(Buffer.from([0x80, 0x20, 0x32, 0x32, 0x2c, 0x30, 0x30]))).toBe(true);
    expect(job.includes(bytes(0xe2, 0x82, 0xac))).toBe(false);
    expect(await jobsOf(order.id)).toEqual([
      expect.objectContaining({
        printer_id: p.id,
        status: "done",
        attempts: 1,
        last_code: "200 OK",
        content_type: "application/vnd.star.starprnt",
      }),
    ]);
    expect((await p.printer.pollOnce()).answer).toEqual({ jobReady: false });
    const row = await getDb()("printers")
      .where({ id: p.id })
      .first<{ last_poll_at: Date | null; last_status: string }>("last_poll_at", "last_status");
    expect(row.last_status).toBe("200 OK");
    expect(Date.now() - (row.last_poll_at?.getTime() ?? 0)).toBeLessThan(30_000);
  });

  it("a GET without type gets the first type offered (StarPRNT), not Star's markup; markup is a 415", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r, {}, { omitType: true });
    const order = await createOrder(getDb(), r.host.id, {
      status: "order",
      items: [{ name: "Lasagne", unitPrice: 1250 }],
    });
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);
    const q = `?key=${p.key}&mac=${encodeURIComponent(p.mac)}`;
    expect((await cloudprnt(r.site, "GET", `${q}&type=text%2Fvnd.star.markup`)).status).toBe(415);
    const poll = await p.printer.pollOnce();
    expect(poll.job?.contentType).toBe("application/vnd.star.starprnt");
    expect(poll.job?.bytes.subarray(0, 2)).toEqual(bytes(0x1b, 0x40));
  });

  it("queues a 520 (download timeout) again and prints it on the next poll, polling on its own", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r);
    const order = await createOrder(getDb(), r.host.id, {
      status: "order",
      items: [{ name: "Lasagne", unitPrice: 1250 }],
    });
    p.printer.failNext("520 Download timeout");
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);

    const failed = await p.printer.pollOnce();
    expect(failed.job?.code).toBe("520 Download timeout");
    expect(await jobsOf(order.id)).toEqual([
      expect.objectContaining({ status: "queued", attempts: 1, last_code: "520 Download timeout" }),
    ]);

    p.printer.start(100);
    const [printed] = await p.printer.waitForPrints(1);
    await p.printer.stop();
    expect(printed.body).toContain("1x Lasagne");
    expect(printed.token).toBe(failed.answer.jobToken);
    expect(await jobsOf(order.id)).toEqual([
      expect.objectContaining({ status: "done", attempts: 2, last_code: "200 OK" }),
    ]);
    expect(p.printer.printed).toHaveLength(1);
  });

  it("serves plain text at the paper width with € in the printer's code page (858: D5), 404 without a job", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r, { paper: "thermal2", codepage: "858" });
    const order = await createOrder(getDb(), r.host.id, {
      status: "order",
      items: [{ name: "Pizza Quattro Formaggi met extra veel kaas", unitPrice: 1350 }],
    });
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);
    const q = `?key=${p.key}&mac=${encodeURIComponent(p.mac)}`;
    expect((await cloudprnt(r.site, "GET", `${q}&type=application%2Fpdf`)).status).toBe(415);
    const plain = await cloudprnt(r.site, "GET", `${q}&type=text%2Fplain`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toBe("text/plain; charset=IBM00858");
    const raw = Buffer.from(await plain.arrayBuffer());
    expect(
      raw
        .toString("latin1")
        .split("\n")
        .every((l) => l.length <= 32),
    ).toBe(true);
    expect(raw.toString("latin1")).toContain("BESTELLING #");
    expect(raw.includes(Buffer.from([0xd5, 0x20, 0x31, 0x33, 0x2c, 0x35, 0x30]))).toBe(true); // "€ 13,50"
    expect(raw.includes(bytes(0xe2, 0x82, 0xac))).toBe(false);
    expect(raw.includes(bytes(0x1b))).toBe(false); // plain text: no commands
    // Star's GET fallback for DELETE: a 520 first (queued again), then printed
    const failed = await cloudprnt(r.site, "GET", `${q}&code=520%20Error&delete`);
    expect(await failed.json()).toMatchObject({ job: { status: "queued" } });
    expect((await cloudprnt(r.site, "GET", `${q}&type=text%2Fplain`)).status).toBe(200);
    expect((await cloudprnt(r.site, "DELETE", `${q}&code=200%20OK`)).status).toBe(200);
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "done" })]);
    expect((await cloudprnt(r.site, "GET", `${q}&type=text%2Fplain`)).status).toBe(404);
  });

  it("rings the buzzer when the printer is set to: StarPRNT's command, text/plain's Star header", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r, { buzzer: true });
    const order = await createOrder(getDb(), r.host.id, { status: "order" });
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);
    const q = `?key=${p.key}&mac=${encodeURIComponent(p.mac)}`;
    const star = Buffer.from(
      await (await cloudprnt(r.site, "GET", `${q}&type=application%2Fvnd.star.starprnt`)).arrayBuffer(),
    );
    expect(star.includes(bytes(0x1b, 0x1d, 0x07))).toBe(true);
    const plain = await cloudprnt(r.site, "GET", `${q}&type=text%2Fplain`);
    expect(plain.headers.get("x-star-buzzerstartpattern")).toBe("1");
  });

  it("takes the MAC in any spelling, also on the platform domain", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r);
    const order = await createOrder(getDb(), r.host.id, {
      status: "order",
      items: [{ name: "Tiramisu", unitPrice: 550 }],
    });
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);
    const shouted = p.mac.toUpperCase().replace(/:/g, "-");
    const printer = new StarPrinter({ port: app.port, host: "localhost", mac: shouted, key: p.key });
    const poll = await printer.pollOnce();
    expect(poll.job?.body).toContain("1x Tiramisu");
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "done" })]);
  });

  it("two printers of one restaurant each print their own copy, each with its own key", async () => {
    const r = await restaurant();
    const keuken = await keyedPrinter(r, { name: "Keuken" });
    const toonbank = await keyedPrinter(r, { name: "Toonbank", paper: "thermal2" }, { accepts: ["text/plain"] });
    const order = await createOrder(getDb(), r.host.id, { status: "order", items: [{ name: "Cola", unitPrice: 250 }] });
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);
    // one printer's key is no key for the other
    const swapped = emulator(r, { mac: toonbank.mac, key: keuken.key });
    expect((await swapped.pollOnce()).status).toBe(401);
    const [k, t] = [await keuken.printer.pollOnce(), await toonbank.printer.pollOnce()];
    expect(k.job?.contentType).toBe("application/vnd.star.starprnt");
    expect(t.job?.contentType).toBe("text/plain; charset=windows-1252");
    expect((await jobsOf(order.id)).map((j) => [j.printer_id, j.status])).toEqual([
      [keuken.id, "done"],
      [toonbank.id, "done"],
    ]);
  });
});

describe("keys (docs/issues/022.md §1)", () => {
  it("refuses a keyed printer without its key or with a wrong one (401, WWW-Authenticate) on poll, GET and DELETE; the job stays queued", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r);
    const order = await createOrder(getDb(), r.host.id, { status: "order", items: [{ name: "Cola", unitPrice: 250 }] });
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);

    for (const thief of [
      emulator(r, { mac: p.mac }),
      emulator(r, { mac: p.mac, key: "geraden" }),
      emulator(r, { mac: p.mac, key: "geraden", auth: "basic" }),
    ]) {
      const poll = await thief.pollOnce();
      expect(poll.status).toBe(401);
      expect(poll.job).toBeNull();
    }
    const noKey = await cloudprnt(r.site, "POST", "", JSON.stringify({ printerMAC: p.mac, statusCode: "200%20OK" }));
    expect(noKey.status).toBe(401);
    expect(noKey.headers.get("www-authenticate")).toMatch(/^Basic realm="Bestelinfo CloudPRNT"/);
    const q = `?mac=${encodeURIComponent(p.mac)}`;
    expect((await cloudprnt(r.site, "GET", `${q}&type=text%2Fplain`)).status).toBe(401);
    expect((await cloudprnt(r.site, "GET", `${q}&key=fout&type=text%2Fplain`)).status).toBe(401);
    expect((await cloudprnt(r.site, "DELETE", `${q}&code=200%20OK`)).status).toBe(401);
    expect((await cloudprnt(r.site, "GET", `${q}&code=200%20OK&delete`)).status).toBe(401);
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "queued", attempts: 0 })]);

    // the right key as HTTP Basic auth's password prints it
    const basic = emulator(r, { mac: p.mac, key: p.key, auth: "basic" });
    expect((await basic.pollOnce()).job?.code).toBe("200 OK");
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "done" })]);
  });

  it("an unknown MAC is refused (403) and touches nobody's jobs", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r);
    const order = await createOrder(getDb(), r.host.id, { status: "order", items: [{ name: "Cola", unitPrice: 250 }] });
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);
    const stranger = emulator(r, { mac: "00:11:62:ff:ff:fe", key: p.key });
    expect((await stranger.pollOnce()).status).toBe(403);
    const q = `?key=${p.key}&mac=00%3A11%3A62%3Aff%3Aff%3Afe`;
    expect((await cloudprnt(r.site, "GET", `${q}&type=text%2Fplain`)).status).toBe(403);
    expect((await cloudprnt(r.site, "DELETE", `${q}&code=200%20OK`)).status).toBe(403);
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "queued", attempts: 0 })]);
  });

  it("settings show the server URL with a new key once; 'Nieuwe sleutel' makes the old key useless", async () => {
    const r = await restaurant();
    const m = mac();
    const added = await settings(r, {
      intent: "add",
      name: "Keuken",
      mac: m,
      paper: "thermal3",
      codepage: "858",
      buzzer: "on",
    });
    expect(added.status).toBe(200);
    const html = await added.text();
    expect(html).toContain("Printer Keuken is toegevoegd.");
    const url = /\/api\/cloudprnt\?key=([A-Za-z0-9_-]{20,})/.exec(html);
    expect(url).not.toBeNull();
    const first = url?.[1] ?? "";
    const row = await getDb()("printers")
      .where({ mac: m })
      .first<{ id: number; secret_hash: string; codepage: string; buzzer: boolean }>(
        "id",
        "secret_hash",
        "codepage",
        "buzzer",
      );
    expect(row).toMatchObject({ codepage: "858", buzzer: true });
    // only the hash is kept, and the page never shows the key again
    expect(row.secret_hash).toBe(crypto.createHash("sha256").update(first).digest("hex"));
    const page = await (await app.fetch(r.site, "/admin/settings/printers", { headers: { cookie: r.admin } })).text();
    expect(page).not.toContain(first);
    expect(page).toContain("Sleutel ingesteld");
    expect((await emulator(r, { mac: m, key: first }).pollOnce()).status).toBe(200);

    const rotated = await settings(r, { intent: "newkey", id: String(row.id) });
    expect(rotated.status).toBe(200);
    const rotatedHtml = await rotated.text();
    expect(rotatedHtml).toContain("Nieuwe sleutel voor Keuken. De oude werkt niet meer.");
    const second = /\/api\/cloudprnt\?key=([A-Za-z0-9_-]{20,})/.exec(rotatedHtml)?.[1] ?? "";
    expect(second).not.toBe(first);
    expect((await emulator(r, { mac: m, key: first }).pollOnce()).status).toBe(401);
    expect((await emulator(r, { mac: m, key: second }).pollOnce()).status).toBe(200);
    // another restaurant cannot rotate it
    expect((await settings(b, { intent: "newkey", id: String(row.id) })).status).toBe(404);
  });

  it("a printer from before keys prints on its MAC alone until the cut-over, and its settings say what to re-enter", async () => {
    const r = await restaurant();
    const m = mac();
    await createPrinter(getDb(), r.host.id, { name: "Oude keuken", mac: m });
    const order = await createOrder(getDb(), r.host.id, { status: "order", items: [{ name: "Cola", unitPrice: 250 }] });
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);
    const poll = await emulator(r, { mac: m }).pollOnce();
    if (Date.now() < MAC_ONLY_UNTIL.getTime()) expect(poll.job?.code).toBe("200 OK");
    else expect(poll.status).toBe(401);
    const page = await (await app.fetch(r.site, "/admin/settings/printers", { headers: { cookie: r.admin } })).text();
    expect(page).toContain("Oude keuken gebruikt nog alleen het MAC-adres.");
    expect(page).toContain("Klik bij de printer op Nieuwe sleutel en vul het nieuwe server-adres in de printer in");
    expect(page).toContain("Geen sleutel");
  });
});

describe("confirmations (docs/issues/022.md §2, §3)", () => {
  it("a printer without jobToken repeating its DELETE (retry=n) confirms only the job it fetched; the next ticket is untouched", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r, {}, { noJobToken: true, repeatConfirmations: 2 });
    const first = await createOrder(getDb(), r.host.id, {
      status: "order",
      items: [{ name: "Eerste", unitPrice: 100 }],
    });
    const second = await createOrder(getDb(), r.host.id, {
      status: "order",
      items: [{ name: "Tweede", unitPrice: 100 }],
    });
    expect((await board(r, r.staff, first.id, { intent: "print" })).status).toBe(200);
    expect((await board(r, r.staff, second.id, { intent: "print" })).status).toBe(200);

    const poll = await p.printer.pollOnce();
    expect(poll.job?.token).toBeNull();
    expect(poll.job?.body).toContain("Eerste");
    expect(poll.confirmations.map((c) => c.status)).toEqual([200, 200, 200]);
    expect(poll.confirmations.map((c) => (c.body as { job: { status: string } | null }).job?.status ?? null)).toEqual([
      "done",
      null,
      null,
    ]);
    expect(await jobsOf(first.id)).toEqual([expect.objectContaining({ status: "done", attempts: 1 })]);
    // the never-fetched ticket is still waiting, not "printed"
    expect(await jobsOf(second.id)).toEqual([
      expect.objectContaining({ status: "queued", attempts: 0, last_code: null }),
    ]);
    const next = await p.printer.pollOnce();
    expect(next.job?.body).toContain("Tweede");
    expect(await jobsOf(second.id)).toEqual([expect.objectContaining({ status: "done", attempts: 1 })]);
  });

  it("a DELETE with nothing fetched changes nothing; with a jobToken a repeat is a no-op too", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r, {}, { repeatConfirmations: 1 });
    const order = await createOrder(getDb(), r.host.id, { status: "order" });
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);
    const q = `?key=${p.key}&mac=${encodeURIComponent(p.mac)}`;
    const early = await cloudprnt(r.site, "DELETE", `${q}&code=200%20OK`);
    expect(early.status).toBe(200);
    expect(await early.json()).toEqual({ job: null });
    const [job] = await jobsOf(order.id);
    expect((await cloudprnt(r.site, "DELETE", `${q}&code=200%20OK&token=${String(job.id)}`)).status).toBe(200);
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "queued", attempts: 0 })]);
    const poll = await p.printer.pollOnce();
    expect(poll.confirmations.map((c) => c.body)).toEqual([{ job: { id: job.id, status: "done" } }, { job: null }]);
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "done", attempts: 1 })]);
  });

  it("'OK' (older firmware) means printed: no second copy", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r);
    const order = await createOrder(getDb(), r.host.id, { status: "order" });
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);
    p.printer.failNext("OK");
    expect((await p.printer.pollOnce()).job?.code).toBe("OK");
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "done", attempts: 1, last_code: "OK" })]);
    expect((await p.printer.pollOnce()).answer).toEqual({ jobReady: false });
  });

  it("a 51x/52x other than 520 fails the job at once, shows it on the board with a reprint, and lets the next ticket through", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r, { name: "Keuken" });
    const bad = await createOrder(getDb(), r.host.id, {
      status: "order",
      items: [{ name: "Te groot", unitPrice: 100 }],
    });
    const good = await createOrder(getDb(), r.host.id, {
      status: "order",
      items: [{ name: "Gewoon", unitPrice: 100 }],
    });
    expect((await board(r, r.staff, bad.id, { intent: "print" })).status).toBe(200);
    expect((await board(r, r.staff, good.id, { intent: "print" })).status).toBe(200);
    p.printer.failNext("511 Job too large");
    expect((await p.printer.pollOnce()).job?.code).toBe("511 Job too large");
    const [failed] = await jobsOf(bad.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, last_code: "511 Job too large" });
    expect((await p.printer.pollOnce()).job?.body).toContain("Gewoon");
    expect(await jobsOf(good.id)).toEqual([expect.objectContaining({ status: "done" })]);

    const html = await boardHtml(r);
    expect(html).toContain(`Bon #${String(bad.number)} niet afgedrukt op Keuken (511 Job too large)`);
    expect(html).toContain("Opnieuw afdrukken");
    // another restaurant's staff cannot touch it
    const foreign = await app.fetch(b.site, `/api/printjobs/${String(failed.id)}`, {
      method: "POST",
      headers: { cookie: b.staff, "content-type": "application/json" },
      body: JSON.stringify({ intent: "reprint" }),
    });
    expect(foreign.status).toBe(404);
    const again = await app.fetch(r.site, `/api/printjobs/${String(failed.id)}`, {
      method: "POST",
      headers: { cookie: r.staff, "content-type": "application/json" },
      body: JSON.stringify({ intent: "reprint" }),
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ result: "OK", job: { id: failed.id, status: "queued" } });
    expect((await p.printer.pollOnce()).job?.body).toContain("Te groot");
    expect(await jobsOf(bad.id)).toEqual([expect.objectContaining({ status: "done" })]);
    expect(await boardHtml(r)).not.toContain("niet afgedrukt op");
  });

  it("each 51x/52x but 520 fails at once; 520 and a printer error are tried again", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r);
    for (const [code, status] of [
      ["510 Unsupported media type", "failed"],
      ["512 Corrupt", "failed"],
      ["521 Error", "failed"],
      ["520 Download timeout", "queued"],
      ["410 Paper out", "queued"],
    ]) {
      const order = await createOrder(getDb(), r.host.id, { status: "order" });
      expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);
      p.printer.failNext(code);
      expect((await p.printer.pollOnce()).job?.code).toBe(code);
      expect(await jobsOf(order.id), code).toEqual([expect.objectContaining({ status, last_code: code })]);
      if (status === "queued") expect((await p.printer.pollOnce()).job?.code).toBe("200 OK");
    }
  });
});

describe("poll fields that are null (docs/issues/022.md §4)", () => {
  it("a poll with status and printingInProgress null gets its ticket and shows online", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r, {}, { nullFields: true });
    const order = await createOrder(getDb(), r.host.id, { status: "order", items: [{ name: "Nul", unitPrice: 100 }] });
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);
    const poll = await p.printer.pollOnce();
    expect(poll.answer.jobReady).toBe(true);
    expect(poll.job?.body).toContain("Nul");
    const raw = await cloudprnt(
      r.site,
      "POST",
      `?key=${p.key}`,
      JSON.stringify({
        printerMAC: p.mac,
        statusCode: null,
        status: null,
        printingInProgress: null,
        clientAction: null,
      }),
    );
    expect(await raw.json()).toEqual({ jobReady: false });
    const row = await getDb()("printers").where({ id: p.id }).first<{ last_poll_at: Date | null }>("last_poll_at");
    expect(Date.now() - (row.last_poll_at?.getTime() ?? 0)).toBeLessThan(30_000);
    const page = await (await app.fetch(r.site, "/admin/settings/printers", { headers: { cookie: r.admin } })).text();
    expect(page).toContain("online");
  });
});

describe("the board's printer banner (docs/issues/022.md §7)", () => {
  it("shows paper out and cover open with the printer's name, clears when the printer reports OK", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r, { name: "Keuken" });
    await p.printer.pollOnce();
    expect(await boardHtml(r)).not.toContain("Printer Keuken");
    p.printer.setStatus("410 Paper out");
    await p.printer.pollOnce();
    expect(await boardHtml(r)).toContain("Printer Keuken: papier op");
    p.printer.setStatus("420 Cover open");
    await p.printer.pollOnce();
    expect(await boardHtml(r)).toContain("Printer Keuken: klep open");
    p.printer.setStatus("200 OK");
    await p.printer.pollOnce();
    expect(await boardHtml(r)).not.toContain("Printer Keuken");
  });

  it("offline after two poll intervals plus 5 s (15 s), also on the settings page", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r, { name: "Toonbank" });
    const settingsPage = async () =>
      (await app.fetch(r.site, "/admin/settings/printers", { headers: { cookie: r.admin } })).text();
    await getDb()("printers")
      .where({ id: p.id })
      // past two poll intervals (10 s), still 4.5 s before offline: room for a slow render below
      .update({ last_poll_at: new Date(Date.now() - 10_500), last_status: "200 OK" });
    expect(await boardHtml(r)).not.toContain("Printer Toonbank");
    expect(await settingsPage()).toContain("online");
    await getDb()("printers")
      .where({ id: p.id })
      .update({ last_poll_at: new Date(Date.now() - 16_000) });
    expect(await boardHtml(r)).toMatch(/Printer Toonbank: offline sinds [\d: -]+/);
    expect(await settingsPage()).toMatch(/offline sinds [\d: -]+/);
  });
});

describe("malformed requests", () => {
  it("never 500s on malformed MACs, bad JSON or a missing body", async () => {
    const ip = freshIp();
    const answers = await Promise.all([
      cloudprnt(a.site, "POST", "", JSON.stringify({ statusCode: "200%20OK" }), {}, ip),
      cloudprnt(a.site, "POST", "", "{not json", {}, ip),
      cloudprnt(a.site, "POST", "", JSON.stringify(["00:11:62:00:00:01"]), {}, ip),
      cloudprnt(a.site, "POST", "", undefined, {}, ip),
    ]);
    for (const res of answers) expect([200, 403]).toContain(res.status);
    // not one of ours: 403, whatever the spelling
    for (const body of [
      { printerMAC: "zz:11:62:00:00:01", statusCode: "200%20OK" },
      { printerMAC: "00:11:62", statusCode: "200%20OK" },
    ]) {
      expect((await cloudprnt(a.site, "POST", "", JSON.stringify(body), {}, ip)).status).toBe(403);
    }
    expect((await cloudprnt(a.site, "POST", "", "{not json", {}, ip)).status).toBe(200);
    expect((await cloudprnt(a.site, "GET", "?mac=nonsense&type=text%2Fplain", undefined, {}, ip)).status).toBe(403);
    expect((await cloudprnt(a.site, "GET", "", undefined, {}, ip)).status).toBe(400);
    expect((await cloudprnt(a.site, "DELETE", "?mac=%E0%A4%A&code=200", undefined, {}, ip)).status).toBe(403);
    expect(
      (await cloudprnt(a.site, "DELETE", "?mac=00:11:62:00:00:01&code=200&token=abc", undefined, {}, ip)).status,
    ).toBe(400);
    expect(
      (await cloudprnt(a.site, "DELETE", "?mac=00:11:62:00:00:01&code=200&token=99999999999", undefined, {}, ip))
        .status,
    ).toBe(400);
    expect(
      (
        await cloudprnt(
          a.site,
          "POST",
          "",
          JSON.stringify({ printerMAC: "00:11:62:00:00:01" }),
          { authorization: "Basic %%%" },
          ip,
        )
      ).status,
    ).toBe(403);
    expect((await cloudprnt(a.site, "PUT", "", undefined, {}, ip)).status).toBe(405);
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
    const ok = await settings(r, {
      intent: "add",
      name: "Keuken",
      mac: m.toUpperCase().replace(/:/g, "-"),
      paper: "thermal2",
    });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("Printer Keuken is toegevoegd.");
    const rows = await getDb()("printers")
      .where({ host_id: r.host.id })
      .select("name", "mac", "paper", "codepage", "buzzer");
    expect(rows).toEqual([{ name: "Keuken", mac: m, paper: "thermal2", codepage: "1252", buzzer: false }]);

    const twice = await settings(b, { intent: "add", name: "Ook keuken", mac: m, paper: "thermal3" });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("Dit mac adres is al in gebruik voor een printer.");
  });

  it("shows each printer's status line: never connected, online after a poll, offline since", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r, { name: "Keuken" });
    const page = async () =>
      (await app.fetch(r.site, "/admin/settings/printers", { headers: { cookie: r.admin } })).text();
    expect(await page()).toContain("nog nooit verbonden");
    await p.printer.pollOnce();
    expect(await page()).toContain("online");
    // 12:03 Amsterdam, today
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
    const earlier = await getDb().raw<{ rows: Array<{ at: Date }> }>(
      "SELECT (?::date + time '12:03') AT TIME ZONE 'Europe/Amsterdam' AS at",
      [today],
    );
    const at = earlier.rows[0].at;
    if (Date.now() - at.getTime() > 60_000) {
      await getDb()("printers").where({ id: p.id }).update({ last_poll_at: at });
      expect(await page()).toContain("offline sinds 12:03");
    } else {
      await getDb()("printers")
        .where({ id: p.id })
        .update({ last_poll_at: new Date(Date.now() - 24 * 3_600_000) });
      expect(await page()).toMatch(/offline sinds \d\d-\d\d-\d{4} \d\d:\d\d/);
    }
  });

  it("test print queues a test page the printer prints; remove takes the printer away", async () => {
    const r = await restaurant();
    const p = await keyedPrinter(r, { name: "Toonbank", paper: "thermal2" }, { accepts: ["text/plain"] });
    expect((await settings(r, { intent: "test", id: String(p.id) })).status).toBe(200);
    const poll = await p.printer.pollOnce();
    expect(poll.job?.body).toContain("TESTAFDRUK");
    expect(poll.job?.body).toContain("Printer: Toonbank");
    expect((await settings(r, { intent: "remove", id: String(p.id) })).status).toBe(200);
    expect(await getDb()("printers").where({ id: p.id }).first()).toBeUndefined();
    expect((await p.printer.pollOnce()).status).toBe(403);
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
    const order = await createOrder(getDb(), a.host.id, {
      status: "order",
      customerName: "Bon Klant",
      items: [{ name: "Pizza Hawaii", unitPrice: 1050 }],
    });
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

describe("throttling unknown clients only (docs/issues/022.md §5)", () => {
  it("20 unknown MACs from one address (a shared NAT): that address gets 429, its known printer with its key still prints", async () => {
    const r = await restaurant();
    const nat = freshIp();
    const p = await keyedPrinter(r, {}, { ip: nat });
    const order = await createOrder(getDb(), r.host.id, { status: "order", items: [{ name: "Cola", unitPrice: 250 }] });
    expect((await board(r, r.staff, order.id, { intent: "print" })).status).toBe(200);

    // a removed printer repeating one MAC is one unknown client, never throttled
    const forgotten = emulator(r, { mac: "00:11:62:0f:0f:0f", ip: nat });
    for (let i = 0; i < 30; i += 1) expect((await forgotten.pollOnce()).status).toBe(403);
    const busy = await cloudprnt(
      r.site,
      "POST",
      `?key=${p.key}`,
      JSON.stringify({ printerMAC: p.mac, statusCode: "200%20OK", printingInProgress: true }),
      {},
      nat,
    );
    expect(await busy.json()).toEqual({ jobReady: false }); // busy printer: nothing offered, nothing printed
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "queued" })]);

    for (let i = 1; i < UNKNOWN_MAC_LIMIT; i += 1) {
      const guess = `00:11:62:ee:${(i >> 8).toString(16).padStart(2, "0")}:${(i & 255).toString(16).padStart(2, "0")}`;
      expect((await emulator(r, { mac: guess, ip: nat }).pollOnce()).status).toBe(403);
    }
    const refused = await cloudprnt(
      r.site,
      "POST",
      "",
      JSON.stringify({ printerMAC: "00:11:62:ee:ee:ee", statusCode: "200%20OK" }),
      {},
      nat,
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    // the known printer without its key is an unknown client too
    expect((await emulator(r, { mac: p.mac, ip: nat }).pollOnce()).status).toBe(429);
    // with its key: served, from the very same address
    const poll = await p.printer.pollOnce();
    expect(poll.status).toBe(200);
    expect(poll.job?.code).toBe("200 OK");
    expect(await jobsOf(order.id)).toEqual([expect.objectContaining({ status: "done" })]);
    // another address is not affected
    expect((await emulator(r, { mac: "00:11:62:ee:ee:ee" }).pollOnce()).status).toBe(403);
    // and it is visible in the log
    await eventually("the throttle is logged", () => app.output().includes("cloudprnt: address throttled (429)"));
    expect(app.output()).toContain(nat);
  });
});
