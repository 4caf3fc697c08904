// Two instances, as production runs them (issue 12 §3): two server processes (production build) on
// different ports sharing one PostgreSQL and one Redis — Debian's, which scripts/test-all.sh starts
// and passes as E2E_DATABASE_URL and E2E_REDIS_URL. Instance A is E2E_PORT (the helpers in
// tests/e2e/api.ts talk to it), B is E2E_PORT_B. Cookies do not care about ports, so one browser
// context is logged in on both: exactly what a load balancer does to a session.
import { defineConfig, devices } from "@playwright/test";
import { launchOptions } from "./tests/e2e/browser";

const databaseUrl = process.env.E2E_DATABASE_URL;
const redisUrl = process.env.E2E_REDIS_URL;
if (!databaseUrl || !redisUrl)
  throw new Error("E2E_DATABASE_URL and E2E_REDIS_URL are needed: scripts/test-all.sh sets them");

process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_PORT_B ??= String(Number(process.env.E2E_PORT) + 2);
process.env.E2E_TWILIO_PORT ??= String(Number(process.env.E2E_PORT) + 1);
const portA = Number(process.env.E2E_PORT);
const portB = Number(process.env.E2E_PORT_B);

const instance = (port: number, seed: "always" | "never") => ({
  command: "node --import tsx server.ts",
  url: `http://127.0.0.1:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 90_000,
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
  // the server logs (pino) on stdout, at LOG_LEVEL warn: an instance that does not start says why
  stdout: "pipe" as const,
  stderr: "pipe" as const,
  env: {
    NODE_ENV: "production",
    // one process, as the suite was written for (workers on every core: tests/integration/cluster.test.ts)
    WEB_CONCURRENCY: "1",
    PORT: String(port),
    HOST: "127.0.0.1",
    PLATFORM_DOMAIN: "localhost",
    SESSION_SECRET: "two-secret-two-secret-two-secret-two",
    COOKIE_SECURE: "0",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // both migrate (knex's lock makes the second wait); A seeds the demo
    MIGRATE_ON_START: "always",
    SEED_ON_START: seed,
    PAYMENT_SIMULATOR: "1",
    CODE_LIMIT_PER_IP: "1000",
    LOG_LEVEL: "warn",
    TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000000",
    TWILIO_AUTH_TOKEN: "fake-twilio-auth-token",
    TWILIO_FROM: "Bestelinfo",
    TWILIO_API_BASE: `http://127.0.0.1:${process.env.E2E_TWILIO_PORT}`,
  },
});

export default defineConfig({
  testDir: "tests/e2e/two",
  outputDir: "test-results/two-artifacts",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0, // a flaky test is found and fixed, not retried (decision 086)
  timeout: 120_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/two-instances.json" }]],
  use: {
    // off unless E2E_TRACE=1, as in playwright.config.ts (decision 098)
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
  },
  projects: [{ name: "two-tablet", use: { ...devices["Galaxy Tab S4"], launchOptions } }],
  // A first (it seeds), then B
  webServer: [instance(portA, "always"), instance(portB, "never")],
});
