// What one menu request costs the server and its PostgreSQL in CPU, one request after another
// (decision 091): the anonymous menu (no cookie) and the menu of a logged-in customer with a cart (the
// cached shell plus islands), both as a browser asks (brotli). The production server on a fresh
// embedded database, the customer logged in by SMS code (a fake Twilio); the CPU the server process
// and this database's PostgreSQL processes used meanwhile (/proc, 10 ms ticks), divided by N. Less
// sensitive to a busy machine than req/s: compare two commits with it side by side.
//
//   npx tsx scripts/bench-menu-cpu.ts [--n 2000] [--only anonymous|cart] [--cpu-prof DIR]
//
// With --cpu-prof the server writes a V8 profile of the measured requests' process when it stops.
// Linux only (/proc).
import { parseArgs } from "node:util";
import { startMeteredServer } from "./cpu-meter";

const { values: args } = parseArgs({
  options: {
    n: { type: "string", default: "2000" },
    only: { type: "string" },
    "cpu-prof": { type: "string" },
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
  const chosen = args.only ? [all[args.only as keyof typeof all]].filter(Boolean) : Object.values(all);
  if (chosen.length === 0) throw new Error(`--only: one of ${Object.keys(all).join(", ")}`);
  const kinds = Object.fromEntries(chosen);
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
} finally {
  await server.stop();
}
