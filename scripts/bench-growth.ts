// `npm run bench:growth -- --data DIR` (docs/issues/021.md §6, docs/reports/058-growth-at-a-million-orders.md):
// `npm run bench` twice — on the demo database (a fresh one) and on a copy of DIR, a data folder grown
// by scripts/seed-growth.ts (1,000 restaurants, 1,000,000 orders; DIR itself stays as seeded) — and the
// two side by side with the grown/small ratio: the goal is no figure more than 20 % worse. One bench at
// a time; each prints its own table too.
//   npx tsx scripts/seed-growth.ts --dir /tmp/growth && npm run bench:growth -- --data /tmp/growth
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    data: { type: "string" },
    rounds: { type: "string", default: "1" },
    seconds: { type: "string", default: "8" },
    warmup: { type: "string", default: "1" },
  },
});
if (!values.data || !fs.existsSync(path.join(values.data, "pg")))
  throw new Error("--data DIR: a data folder made by scripts/seed-growth.ts (with DIR/pg)");

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}
interface Result {
  menu: Figures;
  checkout: Figures;
  thanks: Figures;
  board: Figures;
  orders: { perSecond: number; p50: number; p95: number; gapless: boolean };
  loadAtStart: number;
}

const root = path.resolve(import.meta.dirname, "..");
const out = fs.mkdtempSync(path.join(os.tmpdir(), "bench-growth-"));
function bench(label: string, extra: string[]): Result {
  const json = path.join(out, `${label}.json`);
  console.log(`\n=== ${label} ===`);
  const args = ["--rounds", values.rounds, "--seconds", values.seconds, "--warmup", values.warmup, "--json", json];
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench.ts", ...args, ...extra], {
    cwd: root,
    stdio: "inherit",
  });
  if (r.status !== 0) throw new Error(`the ${label} bench failed (exit ${r.status})`);
  return JSON.parse(fs.readFileSync(json, "utf8")) as Result;
}

try {
  const small = bench("small (demo data)", []);
  // a copy of the grown folder: the bench places orders, and a second run on the same folder would
  // find the first run's orders on today's board (docs/reports/058-growth-at-a-million-orders.md)
  const copy = path.join(out, "grown");
  // cp -a: owner and modes as they are (as root, PostgreSQL runs as the postgres user, who owns pg/
  // and must be able to pass through this temporary folder to reach it)
  fs.chmodSync(out, 0o711);
  const copied = spawnSync("cp", ["-a", path.resolve(values.data), copy], { stdio: "inherit" });
  if (copied.status !== 0) throw new Error(`could not copy ${values.data} (exit ${copied.status})`);
  const grown = bench("grown", ["--data", copy]);
  const rows: Array<[string, number, number, boolean]> = [
    // [measure, small, grown, higher is better]
    ["menu GET / req/s", small.menu.rps, grown.menu.rps, true],
    ["menu p99 ms", small.menu.p99, grown.menu.p99, false],
    ["board /orders req/s", small.board.rps, grown.board.rps, true],
    ["board p99 ms", small.board.p99, grown.board.p99, false],
    ["checkout req/s", small.checkout.rps, grown.checkout.rps, true],
    ["thank-you req/s", small.thanks.rps, grown.thanks.rps, true],
    ["orders placed/s", small.orders.perSecond, grown.orders.perSecond, true],
    ["place p95 ms", small.orders.p95, grown.orders.p95, false],
  ];
  console.log(
    `\n${"measure".padEnd(22)}${"small".padStart(10)}${"grown".padStart(10)}${"grown/small".padStart(13)}  worse?`,
  );
  for (const [name, s, g, higherBetter] of rows) {
    const ratio = g / s;
    const worse = higherBetter ? 1 - ratio : ratio - 1;
    console.log(
      `${name.padEnd(22)}${s.toFixed(1).padStart(10)}${g.toFixed(1).padStart(10)}${ratio.toFixed(2).padStart(13)}  ${worse > 0.2 ? `${(worse * 100).toFixed(0)} % worse (goal ≤ 20 %)` : "ok"}`,
    );
  }
  console.log(
    `order numbers gapless: small ${small.orders.gapless}, grown ${grown.orders.gapless}; load at start ${small.loadAtStart.toFixed(2)} / ${grown.loadAtStart.toFixed(2)} on ${os.availableParallelism()} cores`,
  );
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}
