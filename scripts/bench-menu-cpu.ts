// What one menu request costs the server and its PostgreSQL in CPU, one request after another
// (decision 091): the anonymous menu (no cookie) and the menu of a logged-in customer with a cart (the
// cached shell plus islands), both as a browser asks (brotli). The production server on a fresh
// embedded database, the customer logged in by SMS code (a fake Twilio); the CPU the server process
// and this database's PostgreSQL processes used meanwhile (/proc, 10 ms ticks), divided by N. Less
// sensitive to a busy machine than req/s: compare two commits with it side by side.
//
//   npx tsx scripts/bench-menu-cpu.ts [--n 2000] [--only anonymous|cart] [--cpu-prof DIR] [--load S --rounds R]
//
// --load S: instead, under load — autocannon at 10 connections for S seconds per kind, R rounds
// alternating the kinds (after one warm-up round) — req/s and the server's CPU per answer. Closer to
// `npm run bench` (many answers per turn of the event loop, no wake-up per request) than one at a time.
//
// With --cpu-prof the server writes a V8 profile of the measured requests' process when it stops.
// Linux only (/proc).
import { parseArgs } from "node:util";
// @ts-expect-error -- autocannon ships no type declarations; the part we use is typed below.
import autocannonUntyped from "autocannon";
import { startMeteredServer } from "./cpu-meter";

interface CannonResult {
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
}
const autocannon = autocannonUntyped as (
  opts: { url: string; headers: Record<string, string>; connections: number; duration: number },
  done: (err: unknown, result: CannonResult) => void,
) => unknown;
function cannon(port: number, cookie: string, seconds: number): Promise<CannonResult> {
  const headers: Record<string, string> = { host: `pizzaroma.localhost:${port}`, "accept-encoding": BROWSER_ENCODINGS };
  if (cookie) headers.cookie = cookie;
  return new Promise((resolve, reject) =>
    autocannon({ url: `http://127.0.0.1:${port}/`, headers, connections: 10, duration: seconds }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );
}

const { values: args } = parseArgs({
  options: {
    n: { type: "string", default: "2000" },
    only: { type: "string" },
    "cpu-prof": { type: "string" },
    load: { type: "string" },
    rounds: { type: "string", default: "3" },
  },
});
const N = Number(args.n);
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

const server = await startMeteredServer({ name: "bench-menu-cpu", cpuProf: args["cpu-prof"] });
try {
  const customer = await server.loginCustomer("0698700001");
  await server.call("POST", "/api/cart", { intent: "add", productId: server.productId, quantity: 1 });

  const menu = (who: string) => async () => {
    server.useCookie(who);
    const { res } = await server.call("GET", "/", undefined, { "accept-encoding": BROWSER_ENCODINGS });
    const served = res.headers.get("x-page-cache") ?? "";
    if (who ? !served.includes("islands") : !/^(hit|miss)$/.test(served))
      throw new Error(`GET / ${who ? "with a cart" : "anonymous"}: X-Page-Cache "${served}"`);
  };
  const all = { anonymous: ["menu (anonymous)", menu("")], cart: ["menu (logged in, cart)", menu(customer)] } as const;
  // --only: one kind alone (a profile of that path without the other's samples)
  const keys = (args.only ? [args.only] : Object.keys(all)).filter((k): k is keyof typeof all => k in all);
  if (keys.length === 0) throw new Error(`--only: one of ${Object.keys(all).join(", ")}`);
  const kinds = Object.fromEntries(keys.map((k) => all[k]));
  if (args.load) {
    const seconds = Number(args.load);
    const cookies: Record<string, string> = { anonymous: "", cart: customer };
    console.log(`under load: 10 connections, ${seconds} s per kind, ${args.rounds} rounds after a warm-up round`);
    console.log("request                  req/s  server µs/answer");
    for (let round = 0; round <= Number(args.rounds); round++)
      for (const kind of keys) {
        let result: CannonResult | null = null;
        const m = await server.measure(async () => {
          result = await cannon(server.port, cookies[kind]!, seconds);
        }, 1);
        const r = result as CannonResult | null;
        if (!r || r.non2xx > 0 || r.errors > 0) throw new Error(`${kind}: ${r?.non2xx} non-2xx, ${r?.errors} errors`);
        if (round === 0) continue;
        const label = all[kind][0];
        console.log(
          `${label.padEnd(23)} ${r.requests.average.toFixed(0).padStart(6)} ${((m.node / r.requests.total) * 1000).toFixed(0).padStart(17)}`,
        );
      }
  } else {
    // a first pass warms the server (JIT, caches); the second is printed
    for (const request of Object.values(kinds)) await server.measure(request, N);
    console.log(`${N} requests each, one after another; CPU per request (ms):`);
    console.log("request                  server  postgres   wall");
    for (const [kind, request] of Object.entries(kinds)) {
      const m = await server.measure(request, N);
      console.log(
        `${kind.padEnd(23)} ${m.node.toFixed(3).padStart(7)} ${m.pg.toFixed(3).padStart(9)} ${m.wall.toFixed(2).padStart(6)}`,
      );
    }
  }
} finally {
  await server.stop();
}
