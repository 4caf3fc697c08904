// The cached menu page with personal islands (docs/issues/021.md §1, decision 054), through the real server:
// a visitor with a cart or a login gets the same cached shell as everyone (a cache hit), byte for
// byte, plus one inline script with their own data; that answer is private, its ETag is theirs
// alone; the pickup mode has its own shell; the failed-iDEAL banner is an island and an open iDEAL
// payment a redirect before any shell; staff and root are rendered by Remix as before.
import crypto from "node:crypto";
import zlib from "node:zlib";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { idealFailedBanner } from "~/domain/payment-status";
import { createHost, createOrganisation, createPayment, createProduct, createUser } from "../../db/factory";
import { idealOrder } from "../support/payments";
import type { AppClient } from "../support/server";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import { createRedisSession } from "../support/session";
import { minuteRoom } from "../support/minute";

let redis: { url: string };
let app: AppClient;
let host: { id: number; perma: string };
let productId: number;
let organisationId: number;
const stamp = Date.now();
const CUSTOMER_NAME = `Merel${stamp}`;
const LINK = "https://www.mollie.com/checkout/test-mode?method=ideal&token=islands";

beforeAll(async () => {
  redis = sharedRedis();
  const db = getDb();
  organisationId = (await createOrganisation(db)).id;
  host = await createHost(db, { organisationId, menu: ["Pizza"], name: `Eilandhuis ${stamp}` });
  productId = (await createProduct(db, host.id, { name: `Calzone ${stamp}`, tab: "Pizza", price: 1100 })).id;
  app = await sharedAppServer();
}, 120_000);

const on = () => `${host.perma}.localhost`;
const get = (headers: Record<string, string> = {}) =>
  app.fetch(on(), "/", { headers: { "accept-encoding": "br, gzip", ...headers } });
const body = async (res: Response) => {
  const raw = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  const plain = encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;
  return plain.toString("utf8");
};
const ISLAND = /<script>window\.__islands=(.*?)<\/script>/;
type Islands = {
  root: { user: { firstName: string | null } | null; paymentBanner: { text: string; href: string } | null };
  "routes/_index": { cart: { count: number; deliver: boolean; items: { _id: string | number }[] } };
};
const island = (html: string): Islands => JSON.parse(ISLAND.exec(html)?.[1] ?? "null") as Islands;
const shell = (html: string) => html.replace(ISLAND, "");

async function cart(body: Record<string, unknown>, cookie?: string): Promise<string> {
  const res = await app.fetch(on(), "/api/cart", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return cookie ?? (res.headers.get("set-cookie") ?? "").split(";")[0]!;
}
const ADD = { intent: "add", volume: null, variation: null, includes: {}, removed: [], remark: "", quantity: 1 };
const add = (cookie?: string) => cart({ ...ADD, productId }, cookie);
const customer = async (firstName = CUSTOMER_NAME) =>
  createRedisSession(redis.url, { userId: (await createUser(getDb(), { firstName, lastName: "Klant" })).id });

describe("the cached menu page with personal islands", () => {
  // a kept document or table is asserted below: its steps fall in one minute (tests/support/minute.ts)
  beforeEach(() => minuteRoom());
  it("gives two visitors with a cart (one logged in) the cached shell byte for byte, each with only their own island", async () => {
    const anonymous = await body(await get());
    expect(anonymous).not.toMatch(ISLAND);
    // the shell claims no count for anyone: no wrong count before the island is in
    expect(anonymous).toContain('aria-label="Mijn winkelwagen"');
    const withCart = await add(await add());
    const loggedIn = await add(await customer());

    const mine = await get({ cookie: withCart });
    const theirs = await get({ cookie: loggedIn });
    // the cache was warm: both are a hit, with islands
    expect(mine.headers.get("x-page-cache")).toBe("hit, islands");
    expect(theirs.headers.get("x-page-cache")).toBe("hit, islands");
    const [a, b] = [await body(mine), await body(theirs)];
    expect(shell(a)).toBe(anonymous);
    expect(shell(b)).toBe(anonymous);

    expect(island(a).root.user).toBeNull();
    expect(island(a)["routes/_index"].cart.count).toBe(2);
    expect(island(b).root.user?.firstName).toBe(CUSTOMER_NAME);
    expect(island(b)["routes/_index"].cart.count).toBe(1);
    expect(a).not.toContain(CUSTOMER_NAME);
    expect(anonymous).not.toContain(CUSTOMER_NAME);

    // CSP: still no nonce; the island's own hash is allowed
    for (const [res, html] of [
      [mine, a],
      [theirs, b],
    ] as const) {
      const csp = res.headers.get("content-security-policy") ?? "";
      const code = /<script>(window\.__islands=.*?)<\/script>/.exec(html)![1]!;
      expect(csp).toContain(`'sha256-${crypto.createHash("sha256").update(code).digest("base64")}'`);
      expect(csp).not.toContain("nonce");
    }
  });

  it("answers the same islands document in brotli, gzip and plain, each with its length", async () => {
    const withCart = await add();
    const answers = await Promise.all(
      ["br", "gzip", "identity"].map((encoding) => get({ cookie: withCart, "accept-encoding": encoding })),
    );
    const documents: string[] = [];
    for (const [i, res] of answers.entries()) {
      expect(res.headers.get("content-encoding") ?? "identity").toBe(["br", "gzip", "identity"][i]);
      const raw = Buffer.from(await res.clone().arrayBuffer());
      expect(Number(res.headers.get("content-length"))).toBe(raw.length);
      documents.push(await body(res));
    }
    expect(island(documents[0]!)["routes/_index"].cart.count).toBe(1);
    // the shared shell around them, byte for byte
    expect(shell(documents[0]!)).toBe(await body(await get()));
    expect(new Set(documents).size).toBe(1);
  });

  it("answers the islands privately, never for a shared cache: no-cache for a cart, no-store for a login", async () => {
    const withCart = await add();
    const res = await get({ cookie: withCart });
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    const loggedIn = await get({ cookie: await add(await customer()) });
    expect(loggedIn.headers.get("cache-control")).toBe("private, no-store");
    // the shared shell itself stays publicly revalidatable
    expect((await get()).headers.get("cache-control")).toBe("no-cache");
  });

  it("gives an island answer its own ETag: 304 only for the same visitor's unchanged page", async () => {
    const anonymousTag = (await get()).headers.get("etag")!;
    const first = await add();
    const second = await add(await add());
    const tag = (await get({ cookie: first })).headers.get("etag")!;
    const other = (await get({ cookie: second })).headers.get("etag")!;
    expect(tag).toMatch(/^"[\w-]+\.[\w-]+-br"$/);
    expect(new Set([anonymousTag, tag, other]).size).toBe(3);

    expect((await get({ cookie: first, "if-none-match": tag })).status).toBe(304);
    // someone else's tag, or the shell's, is not this visitor's page
    expect((await get({ cookie: first, "if-none-match": anonymousTag })).status).toBe(200);
    expect((await get({ cookie: second, "if-none-match": tag })).status).toBe(200);
    expect((await get({ "if-none-match": tag })).status).toBe(200);
    // the cart changed: the old tag no longer matches, and the new count is in
    await add(first);
    const changed = await get({ cookie: first, "if-none-match": tag });
    expect(changed.status).toBe(200);
    expect(island(await body(changed))["routes/_index"].cart.count).toBe(2);
  });

  it("serves the pickup menu from its own shell", async () => {
    const deliverShell = await body(await get());
    const pickup = await cart({ intent: "mode", deliver: false }, await add());
    const first = await get({ cookie: pickup });
    expect(first.headers.get("x-page-cache")).toMatch(/^(hit|miss), islands$/);
    const html = await body(first);
    expect(island(html)["routes/_index"].cart.deliver).toBe(false);
    expect(shell(html)).not.toBe(deliverShell);
    expect(shell(html)).toMatch(/aria-pressed="true"[^>]*>Afhalen</);
    // a second visitor in pickup mode: the same shell, from the cache
    const another = await get({ cookie: await cart({ intent: "mode", deliver: false }) });
    expect(another.headers.get("x-page-cache")).toBe("hit, islands");
    expect(shell(await body(another))).toBe(shell(html));
  });

  it("shows the failed-iDEAL banner as an island of that customer only", async () => {
    // the shell warmed in this minute (the earlier tests' may have ended with theirs)
    const warmShell = await body(await get());
    const { customerId, order } = await idealOrder(getDb(), { hostId: host.id });
    await createPayment(getDb(), host.id, { orderId: order.id, amount: 1029, status: "failed" });
    const res = await get({ cookie: await createRedisSession(redis.url, { userId: customerId }) });
    expect(res.headers.get("x-page-cache")).toBe("hit, islands");
    const html = await body(res);
    expect(island(html).root.paymentBanner).toEqual({
      text: idealFailedBanner(order.number),
      href: `/thanks/${order.id}`,
    });
    expect(shell(html)).toBe(warmShell);
  });

  it("sends a customer with an open iDEAL payment to its payment page before any shell", async () => {
    const { customerId, order } = await idealOrder(getDb(), { hostId: host.id });
    await createPayment(getDb(), host.id, { orderId: order.id, amount: 1029, status: "open", checkoutUrl: LINK });
    const res = await get({ cookie: await createRedisSession(redis.url, { userId: customerId }) });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(LINK);
    expect(res.headers.get("x-page-cache")).toBeNull();
  });

  it("renders staff and root through Remix as before (their '/' is elsewhere): never the shell", async () => {
    const db = getDb();
    const admin = await createUser(db, { kind: "host", organisationId, orgRole: "admin" });
    const root = await createUser(db, { kind: "root" });
    for (const userId of [admin.id, root.id]) {
      const res = await get({ cookie: await createRedisSession(redis.url, { userId }) });
      expect(res.headers.get("x-page-cache")).toBeNull();
      expect(await body(res)).not.toMatch(ISLAND);
    }
  });

  // decision 091: an island answer is made before helmet runs; what it passes on still goes through it
  it("sends an island answer every security header the anonymous page gets; a staff '/' passed on still gets helmet's nonce", async () => {
    const security = (res: Response) =>
      Object.fromEntries(
        [...res.headers]
          .filter(([name]) =>
            /^(content-security-policy|strict-transport|x-|cross-origin|referrer|origin-agent)/.test(name),
          )
          .filter(([name]) => !["x-request-id", "x-page-cache"].includes(name))
          .map(([name, value]) => [
            name,
            name === "content-security-policy" ? value.replace(/'sha256-[^']+' ?/g, "") : value,
          ]),
      );
    const anonymous = await get();
    const islands = await get({ cookie: await add() });
    expect(islands.headers.get("x-page-cache")).toBe("hit, islands");
    expect(Object.keys(security(anonymous)).length).toBeGreaterThan(5);
    expect(security(islands)).toEqual(security(anonymous));

    const admin = await createUser(getDb(), { kind: "host", organisationId, orgRole: "admin" });
    const staff = await get({ cookie: await createRedisSession(redis.url, { userId: admin.id }) });
    expect(staff.headers.get("x-page-cache")).toBeNull();
    expect(staff.headers.get("content-security-policy")).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(Object.keys(security(staff)).sort()).toEqual(Object.keys(security(anonymous)).sort());
  });
});
