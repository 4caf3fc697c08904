// What one request costs the server and PostgreSQL in CPU (docs/issues/021.md §3, §4), one request after
// another: the production server on a fresh embedded database, one customer logged in by SMS code (a
// fake Twilio), and N requests of each kind; the CPU time the server process and this run's PostgreSQL
// processes used meanwhile (/proc, 10 ms ticks), divided by N. Less sensitive to a busy machine than
// req/s (the machine's speed drifts ±20 % between runs): compare two commits with it side by side.
//
//   npx tsx scripts/cpu-per-request.ts [--n 300] [--only checkout|add|place|thanks] [--cpu-prof DIR]
//     [--accept-encoding "gzip, deflate, br, zstd"]
//
// A placement needs a cart: the add before each one is not counted (the CPU is read just before and after
// each placement and summed; until 2026-11-30 the add was measured beside it and subtracted, which left an
// error as large as the figure once the add's own cost moved).
// Requests go without Accept-Encoding (no compression: the page's own cost), unless --accept-encoding
// gives one: Chromium's "gzip, deflate, br, zstd" measures what a browser's request costs, compression
// included (decision 109). Linux only (/proc).
import crypto from "node:crypto";
import { parseArgs } from "node:util";
import { startMeteredServer, type CpuPerRequest } from "./cpu-meter";

const { values: args } = parseArgs({
  options: {
    n: { type: "string", default: "300" },
    only: { type: "string" },
    "cpu-prof": { type: "string" },
    "accept-encoding": { type: "string" },
  },
});
const N = Number(args.n);
const KINDS = ["checkout", "add", "place", "thanks"] as const;
type Kind = (typeof KINDS)[number];
const kinds = args.only ? KINDS.filter((k) => k === args.only) : KINDS;
if (kinds.length === 0) throw new Error(`--only: one of ${KINDS.join(", ")}`);

const server = await startMeteredServer({
  name: "cpu-per-request",
  cpuProf: args["cpu-prof"],
  acceptEncoding: args["accept-encoding"],
});
try {
  await server.loginCustomer("0698700001");
  const { call, productId } = server;

  // the checkout's total of the cart (pickup, cash), sent as the confirmed total (decision 066)
  let shown = 0;
  const add = async () => {
    const answer = await call("POST", "/api/cart", { intent: "add", productId, quantity: 1 });
    shown = (JSON.parse(answer.text()) as { cart: { subtotal: number } }).cart.subtotal;
    return answer;
  };
  const place = async () => {
    const answer = await call("POST", "/api/order/place", {
      deliver: false,
      address: { name: "Bench Klant", phone: "0612345678", street: "", number: "", zipcode: "", city: "" },
      time: "asap",
      payment: "cash",
      idempotencyKey: crypto.randomUUID(),
      confirmedTotal: shown,
    });
    return (JSON.parse(answer.text()) as { order: { id: number } }).order.id;
  };
  await add();
  const orderId = await place();
  const requests: Record<Kind, () => Promise<unknown>> = {
    checkout: () => call("GET", "/order/checkout"),
    add,
    place,
    thanks: () => call("GET", `/thanks/${orderId}`),
  };
  // the checkout of a cart with one line, every time: a placement before it empties the cart
  const measure = async (kind: Kind) => {
    if (kind === "checkout") {
      await place().catch(() => undefined);
      await add();
    }
    // a placement needs a cart: each one's add goes before it, not counted (cpu-meter's measureEach)
    if (kind === "place") return server.measureEach(add, place, N);
    return server.measure(requests[kind], N);
  };

  // a first pass warms the server (JIT, caches); the second is printed
  for (const kind of kinds) await measure(kind);
  console.log(`${N} requests each, one after another; CPU per request (ms):`);
  console.log("request          server  postgres   wall");
  const measured: Partial<Record<Kind, CpuPerRequest>> = {};
  for (const kind of kinds) measured[kind] = await measure(kind);
  for (const [kind, m] of Object.entries(measured))
    console.log(
      `${kind.padEnd(15)} ${m.node.toFixed(2).padStart(7)} ${m.pg.toFixed(2).padStart(9)} ${m.wall.toFixed(2).padStart(6)}`,
    );
} finally {
  await server.stop();
}
