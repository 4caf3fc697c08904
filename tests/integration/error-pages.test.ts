// No answer of ours is ever Express's default error page (docs/issues/033.md §3), and no error answer is
// English (§15). The production server talks to PostgreSQL through a TCP proxy this test holds;
// once the restaurants' tenants are cached, the proxy drops every connection and resets every new
// one — a database that is really gone. Then every route file in app/routes is asked for (its
// document, its data request, a POST), as anonymous, a customer with a cart and the restaurant's
// admin, on a restaurant whose tenant is cached and on one whose lookup itself now fails. Every
// answer must be ours: a Dutch page or JSON refusal, never Express's "<pre>Internal Server Error"
// or Remix's "Unexpected Server Error".
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { createHost, createProduct } from "../../db/factory";
import { tcpCut, type TcpCut } from "../support/tcp-cut";
import { useRedis } from "../support/redis";
import { startAppServer, type AppServer } from "../support/server";
import { twoRestaurants } from "../support/tenants";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Express's finalhandler page (any status), and Remix's last-resort text. */
const EXPRESS_DEFAULT = /<title>Error<\/title>|<pre>|Cannot (GET|POST)|Internal Server Error|Forbidden/;
const ENGLISH = /Unexpected Server Error/;

/** Every route file's URL ("/api/board/1/add"): the build's route table, checked against app/routes. */
async function routeUrls(): Promise<Array<{ file: string; url: string }>> {
  const build = (await import(path.join(ROOT, "build/server/index.js"))) as {
    routes: Record<string, { id: string; parentId?: string; path?: string }>;
  };
  const files = fs.readdirSync(path.join(ROOT, "app/routes")).map((f) => `routes/${f.replace(/\.tsx?$/, "")}`);
  const ids = Object.keys(build.routes).filter((id) => id !== "root");
  expect(ids.sort()).toEqual(files.sort());
  const full = (id: string): string => {
    const r = build.routes[id];
    const base = r.parentId && r.parentId !== "root" ? full(r.parentId) : "";
    return r.path ? `${base}/${r.path}` : base;
  };
  return ids.map((id) => ({
    file: id,
    url:
      full(id)
        .replace(/:[^/]+\?$/, "all")
        .replace(/:file/, "bestellingen.csv")
        .replace(/:kind/, "order")
        .replace(/:[^/]+/g, "1")
        .replace(/\/\*$/, "/bestaat-niet")
        .replace(/\(\.csv\)$/, ".csv") || "/",
  }));
}

let app: AppServer;
let redis: Awaited<ReturnType<typeof useRedis>>;
let proxy: TcpCut;
let cached: string;
let cold: string;
let cookies: Record<"anonymous" | "customer" | "adminA", string | undefined>;

beforeAll(async () => {
  redis = await useRedis();
  const db = new URL(process.env.DATABASE_URL!);
  proxy = await tcpCut({ host: db.hostname, port: Number(db.port) });
  const viaProxy = new URL(db);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  // errors are what this test makes: logged at level error by the server, not by this process
  app = await startAppServer({ REDIS_URL: redis.url, DATABASE_URL: viaProxy.toString(), LOG_LEVEL: "silent" });
  const t = await twoRestaurants(redis.url, ["adminA", "customer"]);
  await createProduct(getDb(), t.hostA.id, { name: "Bitterballen", tab: "Snacks", price: 550 });
  const other = await createHost(getDb());
  cached = `${t.hostA.perma}.localhost`;
  cold = `${other.perma}.localhost`;
  cookies = { anonymous: undefined, customer: t.cookies.customer, adminA: t.cookies.adminA };
  // the restaurant's tenant is cached (the other's is not: its lookup itself will fail)
  expect((await app.fetch(cached, "/")).status).toBe(200);
  // with the database up, a refusal's data answer (the turbo-stream carries the status text) has no
  // English in it either: it is what the loop below meets when the root's data comes from a cache
  const refused = await app.fetch(cached, "/petitie/handtekeningen.csv.data");
  expect(refused.status).toBe(403);
  expect(await refused.text()).not.toMatch(EXPRESS_DEFAULT);
  proxy.cut();
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await proxy?.close();
  await redis?.stop();
});

describe("with the database gone", () => {
  it("every route answers our Dutch page or JSON, never Express's default page", async () => {
    const urls = await routeUrls();
    const failures: string[] = [];
    let ours5xx = 0;
    let answers = 0;
    for (const { file, url } of urls) {
      for (const [who, cookie] of Object.entries(cookies)) {
        for (const host of who === "anonymous" ? [cached, cold] : [cached]) {
          const asks: Array<[string, RequestInit]> = [
            [url, { headers: { accept: "text/html" } }],
            [`${url === "/" ? "/_root" : url}.data`, {}],
            [
              url,
              {
                method: "POST",
                headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}:${app.port}` },
                body: "intent=x",
              },
            ],
          ];
          for (const [p, init] of asks) {
            const headers = new Headers(init.headers);
            if (cookie) headers.set("cookie", cookie);
            const res = await app.fetch(host, p, { ...init, headers });
            const body = await res.text();
            answers++;
            const where = `${init.method ?? "GET"} ${host}${p} as ${who} (${file}): ${res.status}`;
            if (EXPRESS_DEFAULT.test(body)) failures.push(`${where} Express's default page: ${body.slice(0, 120)}`);
            else if (ENGLISH.test(body)) failures.push(`${where} English: ${body.slice(0, 120)}`);
            else if (res.status >= 500) {
              ours5xx++;
              // the database went away under the request: a dependency down for a moment (503 with
              // Retry-After), never a 500 (docs/issues/035.md §6)
              if (res.status !== 503 || !res.headers.get("retry-after"))
                failures.push(`${where} the database is down: not a 503 with Retry-After`);
              const type = res.headers.get("content-type") ?? "";
              const dutch =
                /Er heeft zich een fout voorgedaan|"result":"ERROR"|Even niet beschikbaar|niet beschikbaar|even niet bereikbaar/;
              // a data request's answer is Remix's turbo-stream (text/x-script), read by the page's own boundary
              if (!type.includes("turbo-stream") && !type.includes("text/x-script") && !dutch.test(body))
                failures.push(`${where} not our error answer (${type}): ${body.slice(0, 120)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // the failure was real: most of what asks the database failed
    expect(ours5xx).toBeGreaterThan(answers / 4);
  }, 300_000);
});
