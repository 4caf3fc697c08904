// e2e: Debian's Chromium against the real server running the production build (`npm run build`
// first; scripts/test-all.sh does). One server per run, on a free port, with its own embedded
// database in a temp folder; it is stopped with SIGTERM when the run ends.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { launchOptions } from "./tests/e2e/browser";

// Chosen once in the main process; workers inherit them through the environment.
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "bestelinfo-e2e-"));
const port = Number(process.env.E2E_PORT);
// The fake Twilio the production server sends its SMS to (tests/e2e/global-setup.ts starts it).
process.env.E2E_TWILIO_PORT ??= String(port + 1);

// Which project runs a spec (decision 094, after 086): both only when the spec asserts something the
// viewport or the device changes (layout, touch versus mouse, what a phone shows and a desktop hides) or
// records a screen at the project's own size; otherwise once, on the project of the people it serves —
// staff on the desktop project (a tablet or desktop at the counter), customers on the phone. A spec that
// sets its own viewport(s) or takes its screenshots in one project runs in that project.
const DESKTOP_ONLY = [
  // staff flows (decision 086)
  "board-edit",
  "chains",
  "customers",
  "deliver",
  "kit-fields",
  "printer",
  "receipt",
  "settings-berichten",
  "todo",
  "users",
  // decision 094: staff flows; nothing they assert depends on the viewport, and their screenshots are
  // taken at every size they were taken at before from the one walk
  "alcohol-vat",
  "hub-play",
  "marketplace-more",
  "menu-structure",
  "no-access",
  "privacy-restaurant",
  "thuisbezorgd",
  "thuisbezorgd-import",
  // decision 094: they set every viewport themselves (own contexts or setViewportSize), so the
  // phone project walked the same sizes again and wrote the same files
  "discounts",
  "islands-screens",
  "page-cache-screens",
].map((name) => new RegExp(`/${name}\\.spec\\.ts$`));
const PHONE_ONLY = [
  // customer flows (decision 086)
  "abort-noise",
  "before-hydration",
  "login",
  "loyalty-customer",
  "my-bestelinfo",
  "order",
  "payment",
  // decision 094: customer pages; nothing they assert depends on the viewport (screenshots at every size)
  "home",
  "privacy",
  "privacy-cookies",
  "suspension",
  // decision 094: owner screens whose screenshots (phone and tablet) were taken by the phone project only
  "menu-bulk",
  "product-editor",
  "pwa-update",
  // decision 094: walked on the phone, each screen photographed on the phone and on the tablet
  "register",
  "settings",
  // decision 096: the first paint of the menu on a phone (its header's account corner)
  "first-paint",
  // the courier's screen is a phone screen
  "courier",
  "rides-join",
].map((name) => new RegExp(`/${name}\\.spec\\.ts$`));

// Traces cost a fifth of the suite's CPU and CI keeps only a failed run's text output: off unless asked for
// (decision 098). `E2E_TRACE=1 npx playwright test …` records one and keeps it for each failed test.
const trace = process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off";

// The phone project renders at device pixel ratio 1 (decision 098): layout, touch and every assertion are in
// CSS pixels, and rendering 2.625 times as many pixels per side cost a fifth of the phone project's time.
// Its screenshots are 412 px wide. `npm run screenshots` (SCREENSHOTS=1) keeps the Pixel 7's own ratio for
// the README's pictures.
const phone = {
  ...devices["Pixel 7"],
  deviceScaleFactor: process.env.SCREENSHOTS ? devices["Pixel 7"].deviceScaleFactor : 1,
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e-artifacts",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0, // a flaky test is found and fixed, not retried (decision 086)
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL: `http://pizzaroma.localhost:${port}`,
    trace,
    screenshot: "only-on-failure",
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
  },
  projects: [
    {
      name: "phone",
      testIgnore: [/lighthouse\.spec\.ts/, /smoke\//, /two\//, /pwa-version\.spec\.ts/, ...DESKTOP_ONLY],
      // a test whose question is one viewport's runs on that project alone (decisions 094, 098)
      grepInvert: /@desktop-only/,
      use: { ...phone, launchOptions },
    },
    {
      name: "desktop",
      // looks.spec.ts measures a 390×844 phone; the app version is platform-wide, so one project changes it
      testIgnore: [
        /lighthouse\.spec\.ts/,
        /smoke\//,
        /two\//,
        /looks\.spec\.ts/,
        /pwa-version\.spec\.ts/,
        ...PHONE_ONLY,
      ],
      grepInvert: /@phone-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // Lighthouse runs its own Chromium (mobile emulation): once, not per viewport; after the phone and
    // desktop tests, alone on the machine, so its timings are the page's and not the other worker's
    // (goal 4 of docs/issues/039.md: the board scored 75–92 beside them in CI). By hand:
    // `npx playwright test --project=lighthouse --no-deps`.
    {
      name: "lighthouse",
      testMatch: /lighthouse\.spec\.ts/,
      dependencies: ["phone", "desktop"],
      use: { launchOptions },
    },
    // A new app version with "update" reloads every open board, checkout and menu on the platform
    // (issue 19): the test that sets one runs last, alone, on a phone — never under another test's page.
    {
      name: "version",
      testMatch: /pwa-version\.spec\.ts/,
      dependencies: ["phone", "desktop", "lighthouse"],
      use: { ...phone, launchOptions },
    },
  ],
  webServer: {
    command: "node --import tsx server.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    // the server logs (pino) on stdout at LOG_LEVEL warn: a 500 in a test names its cause in the run's log
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      // one process, as the suite was written for (workers on every core: tests/integration/cluster.test.ts)
      WEB_CONCURRENCY: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      PLATFORM_DOMAIN: "localhost",
      DATA_DIR: process.env.E2E_DATA_DIR,
      SESSION_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e",
      COOKIE_SECURE: "0",
      SEED_ON_START: "auto",
      DATABASE_URL: "",
      EMBEDDED_DB: "1",
      PAYMENT_SIMULATOR: "1",
      // the built-in Thuisbezorgd marketplace (issue 18): the demo restaurant is linked to it
      THUISBEZORGD_SIMULATOR: "1",
      // every browser of the suite asks for codes from 127.0.0.1
      CODE_LIMIT_PER_IP: "1000",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000000",
      TWILIO_AUTH_TOKEN: "fake-twilio-auth-token",
      TWILIO_FROM: "Bestelinfo",
      TWILIO_API_BASE: `http://127.0.0.1:${process.env.E2E_TWILIO_PORT}`,
    },
  },
});
