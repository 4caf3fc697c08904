// docs/issues/018.md §5 through the real server: /admin/thuisbezorgd/importeren and POST /api/thuisbezorgd/get
// per role (owner, root, every staff role, a customer, another restaurant's admin, anonymous), the
// CSV upload and the pull answered with their summary, hostile input answered 4xx and nothing stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { encryptionKey } from "~/env.server";
import { sealSecret } from "~/integrations/mollie/secret-box.server";
import { startJetSimulator, type JetSimulator } from "~/integrations/thuisbezorgd/simulator.server";
import { NO_PULL } from "~/services/thuisbezorgd-import.server";
import { saveMarketplaceLink } from "~/models/marketplace.server";
import { useRedis } from "../support/redis";
import { startAppServer, type AppServer } from "../support/server";
import { twoRestaurants, type TwoRestaurants } from "../support/tenants";
import { runsAloneAmongSweepers } from "../support/sweepers";

runsAloneAmongSweepers();

let app: AppServer;
let sim: JetSimulator;
let redis: Awaited<ReturnType<typeof useRedis>>;
const PEOPLE = ["adminA", "orderA", "userA", "cookA", "courierA", "callcenterA", "adminB", "root", "customer"] as const;
let t: TwoRestaurants<(typeof PEOPLE)[number]>;

beforeAll(async () => {
  redis = await useRedis();
  sim = await startJetSimulator();
  app = await startAppServer({
    REDIS_URL: redis.url,
    ENCRYPTION_KEY: encryptionKey().toString("hex"),
    THUISBEZORGD_API_BASE: sim.base,
  });
  t = await twoRestaurants(redis.url, PEOPLE);
  await saveMarketplaceLink(getDb(), {
    hostId: t.hostA.id,
    externalId: `r-${t.hostA.id}`,
    active: true,
    token: { encrypted: sealSecret("route-key-123456"), last4: "3456" },
    secretEncrypted: sealSecret("route-secret-123456"),
  });
}, 90_000);

afterAll(async () => {
  await app?.stop();
  await sim?.close();
  await redis?.stop();
});

const site = () => `${t.hostA.perma}.localhost`;
const PAGE = "/admin/thuisbezorgd/importeren";
const origin = () => `http://${site()}:${app.port}`;

function multipart(fields: Record<string, string>, file: string | null) {
  const boundary = "----bestelinfo-import-boundary";
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  if (file !== null)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n`,
    );
  return { body: `${parts.join("")}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}
const upload = (cookie: string | undefined, file: string | null, fields = { intent: "csv" }) => {
  const { body, type } = multipart(fields, file);
  return app.fetch(site(), PAGE, {
    method: "POST",
    headers: { ...(cookie ? { cookie } : {}), origin: origin(), accept: "text/html", "content-type": type },
    body,
  });
};
const pull = (cookie: string | undefined, body = '{"type":"thuisbezorgd","token":"x"}') =>
  app.fetch(site(), "/api/thuisbezorgd/get", {
    method: "POST",
    headers: { ...(cookie ? { cookie } : {}), origin: origin(), "content-type": "application/json" },
    body,
  });
const count = async () => Number((await getDb()("orders").where({ host_id: t.hostA.id }).count("* as n"))[0].n);
const EXPORT = "Bestelnummer;Datum;Totaal\nR-1;20-11-2026 18:05;23,50\nR-2;20-11-2026 18:06;x\n";

describe("who may import", () => {
  it("the owner and root: the page, the upload and the pull; a re-run doubles nothing", async () => {
    for (const who of ["adminA", "root"] as const) {
      const page = await app.fetch(site(), PAGE, { headers: { cookie: t.cookies[who] } });
      expect([who, page.status]).toEqual([who, 200]);
      // decision 064: nothing to fetch — the page says where a missed order is, and offers the export
      const html = await page.text();
      expect(html).toContain("Ophalen bij Thuisbezorgd kan niet");
      expect(html).toContain("Thuisbezorgd-tablet");
      expect(html).not.toContain(">Ophalen bij Thuisbezorgd<");
    }
    const first = await upload(t.cookies.adminA, EXPORT);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(
      "1 geïmporteerd, 0 al aanwezig, 1 overgeslagen: regel 3: Totaal &quot;x&quot; is geen bedrag, bijvoorbeeld 23,50.",
    );
    const again = await upload(t.cookies.root, EXPORT);
    expect(await again.text()).toContain("0 geïmporteerd, 1 al aanwezig, 1 overgeslagen");
    expect(await count()).toBe(1);

    // docs/spec.md §7's call stays, and says plainly that there is nothing to fetch (no promise of a retry)
    const pulled = await pull(t.cookies.adminA);
    expect(pulled.status).toBe(409);
    expect(await pulled.json()).toEqual({ result: "ERROR", message: NO_PULL });
    expect((await pull(t.cookies.root)).status).toBe(409);
    expect(await count()).toBe(1);
  });

  it("every staff role, a customer and another restaurant's admin get 403, anonymous the login; nothing stored", async () => {
    const before = await count();
    for (const who of ["orderA", "userA", "cookA", "courierA", "callcenterA", "customer", "adminB"] as const) {
      const cookie = t.cookies[who];
      expect([who, (await app.fetch(site(), PAGE, { headers: { cookie } })).status]).toEqual([who, 403]);
      expect([who, (await upload(cookie, "Bestelnummer;Datum;Totaal\nX-1;20-11-2026 18:05;1,00\n")).status]).toEqual([
        who,
        403,
      ]);
      expect([who, (await pull(cookie)).status]).toEqual([who, 403]);
    }
    const anonymous = await app.fetch(site(), PAGE);
    expect([302, 303]).toContain(anonymous.status);
    expect((await pull(undefined)).status).toBe(401);
    expect(await count()).toBe(before);
  });
});

describe("hostile input", () => {
  it("answers 4xx with a Dutch message, never a 500, and imports nothing", async () => {
    const cookie = t.cookies.adminA;
    const before = await count();
    // JSON to the form action, a missing file, no export, NUL bytes, a 3 MB body
    const json = await app.fetch(site(), PAGE, {
      method: "POST",
      headers: { cookie, origin: origin(), "content-type": "application/json" },
      body: '{"intent":"csv"}',
    });
    expect(json.status).toBe(415);
    const missing = await upload(cookie, null);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Kies het exportbestand van Thuisbezorgd (CSV).");
    const notExport = await upload(cookie, "Naam;Prijs\nPizza;10\n");
    expect(notExport.status).toBe(400);
    expect(await notExport.text()).toContain("Niets geïmporteerd. Dit is geen Thuisbezorgd-export");
    expect((await upload(cookie, "Bestelnummer;Datum;Totaal\nA\u0000;20-11-2026 18:05;1\n")).status).toBe(400);
    expect((await upload(cookie, `Bestelnummer;Datum;Totaal\n${"x".repeat(3 * 1024 * 1024)}\n`)).status).toBe(413);
    // the API: a wrong type, unreadable JSON, NUL bytes, a form
    const wrongType = await pull(cookie, '{"type":"uber"}');
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({
      result: "ERROR",
      message: 'Onbekend type; verwacht "thuisbezorgd".',
    });
    expect((await pull(cookie, '{"type":')).status).toBe(400);
    expect((await pull(cookie, '{"type":"thuisbezorgd","token":"a\\u0000"}')).status).toBe(400);
    expect((await app.fetch(site(), "/api/thuisbezorgd/get", { headers: { cookie } })).status).toBe(405);
    // the platform domain has no restaurant
    expect((await app.fetch("localhost", PAGE, { headers: { cookie: t.cookies.root } })).status).toBe(404);
    expect(await count()).toBe(before);
  });
});
