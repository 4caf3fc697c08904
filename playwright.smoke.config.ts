// The README's first command, tried as a newcomer would (issue 12): `npm start` runs `tsx server.ts`
// on the embedded defaults — development mode (Vite), a fresh data directory, the dev SMS outbox and
// the Mollie simulator, no environment at all. This config starts exactly that on a free port with
// a cold Vite dependency cache, and tests/e2e/smoke/ walks it in Chromium on a phone, failing on any
// console error or failed request. scripts/test-all.sh runs it as its own step.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { launchOptions } from "./tests/e2e/browser";

process.env.SMOKE_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
// The walk must work at any hour (issue 12): scripts/test-all.sh runs it twice, with the server's
// clock (libfaketime: the process and the embedded PostgreSQL it starts) on a Monday at 03:00 in
// Amsterdam, when every demo restaurant but the 24/7 one is closed, and on a Friday at 18:00, when
// they are open. Unset, the server runs on the real clock.
// The last such Monday and Friday before today, not fixed dates (decision 086): the browser runs on
// the real clock, and a session cookie the faked server dates 30 days after a fixed day expires in the
// browser the moment the real date passes that — every staff login of the smoke would then fail.
const AMSTERDAM_WEEKDAY = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Amsterdam", weekday: "short" });
const AMSTERDAM_HOUR = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Amsterdam",
  hour: "2-digit",
  hourCycle: "h23",
});
const AMSTERDAM_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }); // YYYY-MM-DD
function lastAmsterdam(weekday: string, hour: number): string {
  for (let daysAgo = 1; daysAgo <= 7; daysAgo++) {
    const day = new Date(Date.now() - daysAgo * 86_400_000);
    if (AMSTERDAM_WEEKDAY.format(day) !== weekday) continue;
    const [y, m, d] = AMSTERDAM_DATE.format(day).split("-").map(Number);
    for (const offset of [1, 2]) {
      const t = new Date(Date.UTC(y, m - 1, d, hour - offset));
      if (Number(AMSTERDAM_HOUR.format(t)) === hour) return t.toISOString().slice(0, 19).replace("T", " ");
    }
  }
  throw new Error(`no ${weekday} ${String(hour)}:00 in Amsterdam in the last week`);
}
// as libfaketime reads them with TZ=UTC
const CLOCKS: Record<string, string> = { closed: lastAmsterdam("Mon", 3), open: lastAmsterdam("Fri", 18) };
const clock = process.env.SMOKE_CLOCK ? CLOCKS[process.env.SMOKE_CLOCK] : undefined;
if (process.env.SMOKE_CLOCK && !clock) throw new Error(`SMOKE_CLOCK must be one of ${Object.keys(CLOCKS).join(", ")}`);
process.env.SMOKE_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "bestelinfo-smoke-"));
const port = Number(process.env.SMOKE_PORT);

// the environment `npm start` gets: nothing of ours, whatever the test runner's shell has set
const inherited = Object.fromEntries(
  Object.entries(process.env).filter(
    ([k]) =>
      !/^(NODE_ENV|DATABASE_URL|REDIS_URL|PORT|HOST|DATA_DIR|SESSION_SECRET|TWILIO_|MOLLIE_|PAYMENT_|EMBEDDED_DB|SEED_ON_START|LOG_LEVEL|VAPID_|CODE_LIMIT|COOKIE_)/.test(
        k,
      ),
  ),
) as Record<string, string>;

export default defineConfig({
  testDir: "tests/e2e/smoke",
  outputDir: "test-results/smoke-artifacts",
  fullyParallel: false,
  workers: 1,
  retries: 0, // a flaky test is found and fixed, not retried (decision 086)
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: `test-results/smoke${process.env.SMOKE_CLOCK ? `-${process.env.SMOKE_CLOCK}` : ""}.json` }],
  ],
  use: {
    // off unless E2E_TRACE=1, as in playwright.config.ts (decision 098)
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
  },
  projects: [{ name: "smoke-phone", use: { ...devices["Pixel 7"], launchOptions } }],
  webServer: {
    // what `npm start` runs after its `npm install`
    command: `rm -rf node_modules/.vite && ${clock ? `TZ=UTC faketime '${clock}' ` : ""}npx tsx server.ts`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: { ...inherited, PORT: String(port), DATA_DIR: process.env.SMOKE_DATA_DIR },
  },
});
