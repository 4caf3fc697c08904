// /petitie through the real server (production build): the platform and a restaurant's domain show
// the same page, anonymous visitors get it from the page cache (decision 044), and a signature that
// counts (SMS through the fake Twilio) drops the cached pages on both domains — the counter is right
// at once.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { createHost } from "../../db/factory";
import { startFakeTwilio, type FakeTwilio } from "../support/fake-twilio";
import { startAppServer, type AppServer } from "../support/server";
import { minuteRoom } from "../support/minute";

let app: AppServer;
let twilio: FakeTwilio;
let perma = "";

beforeAll(async () => {
  twilio = await startFakeTwilio();
  perma = (await createHost(getDb(), { name: `Petitiecache ${Date.now()}` })).perma;
  app = await startAppServer(twilio.env);
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await twilio?.close();
});

const PLATFORM = "localhost";
const restaurant = () => `${perma}.localhost`;
const nl = (n: number) => new Intl.NumberFormat("nl-NL").format(n);

async function counted(): Promise<number> {
  const [{ n }] = await getDb()("petition_signatures")
    .whereNotNull("verified_at")
    .whereNull("withdrawn_at")
    .count({ n: "*" });
  return Number(n);
}

async function page(host: string) {
  const res = await app.fetch(host, "/petitie", { headers: { accept: "text/html" } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const shown = /tabular-nums[^>]*>([\d.]+)</.exec(html)?.[1];
  return { html, cache: res.headers.get("x-page-cache"), shown };
}

const form = (host: string, body: Record<string, string>) =>
  app.fetch(host, "/petitie", { method: "POST", body: new URLSearchParams(body), headers: { accept: "text/html" } });

describe("/petitie on every domain, from the page cache", () => {
  // a kept document or table is asserted below: its steps fall in one minute (tests/support/minute.ts)
  beforeEach(() => minuteRoom());
  it("shows the same page on the platform and a restaurant's domain, with its Open Graph tags", async () => {
    const [platform, own] = [await page(PLATFORM), await page(restaurant())];
    for (const p of [platform, own]) {
      expect(p.html).toContain(">Eerlijk bestellen</h1>");
      expect(p.html).toContain(">Teken de petitie</button>");
      expect(p.html).toContain("€\u00a03,44");
      expect(p.shown).toBe(nl(await counted()));
      expect(p.html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    }
    expect(platform.html).toContain(`<meta property="og:url" content="http://localhost:${app.port}/petitie"/>`);
    expect(own.html).toContain(
      `<meta property="og:image" content="http://${perma}.localhost:${app.port}/images/petitie-og.png"/>`,
    );
    const image = await app.fetch(PLATFORM, "/images/petitie-og.png");
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await image.arrayBuffer());
    // the IHDR chunk: width and height
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("answers anonymous visitors from the cache and drops it on both domains when a signature counts", async () => {
    await page(PLATFORM);
    await page(restaurant());
    const warm = [await page(PLATFORM), await page(restaurant())];
    expect(warm.map((p) => p.cache)).toEqual(["hit", "hit"]);
    const before = await counted();
    expect(warm.map((p) => p.shown)).toEqual([nl(before), nl(before)]);

    const mobile = `06${randomInt(10_000_000, 100_000_000)}`;
    const signed = await form(restaurant(), {
      intent: "sign",
      name: "Cache Test",
      place: "Leiden",
      contact: mobile,
      owner: "nee",
    });
    expect(signed.status).toBe(200);
    const id = /name="id" value="(\d+)"/.exec(await signed.text())?.[1];
    expect(id).toBeTruthy();
    const sms = twilio.messages.find((m) => m.to === `+31${mobile.slice(1)}`);
    const code = /^(\d{6}) is je code voor de petitie/.exec(sms?.message ?? "")?.[1];
    expect(code).toBeTruthy();
    // nothing counted yet: the page still shows the old count (from the cache, or — past a full
    // minute, when every cached page ends — rendered afresh with the same count)
    expect((await page(PLATFORM)).shown).toBe(nl(before));

    const verified = await form(restaurant(), { intent: "verify", id: id!, code: code! });
    expect(verified.status).toBe(200);
    expect(await verified.text()).toContain("Bedankt! Je handtekening telt mee.");
    expect(await counted()).toBe(before + 1);
    const after = [await page(PLATFORM), await page(restaurant())];
    expect(after.map((p) => p.cache)).toEqual(["miss", "miss"]);
    expect(after.map((p) => p.shown)).toEqual([nl(before + 1), nl(before + 1)]);
  });
});
