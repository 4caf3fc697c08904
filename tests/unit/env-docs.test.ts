// docs/issues/014.md §22: configuration that does not lie — every variable the server reads is documented in
// README's table and in .env.example, and production without SMS refuses to start.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_KEYS, EnvError, parseEnv, workerCount } from "~/env.server";

const root = path.resolve(import.meta.dirname, "../..");
const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
const example = fs.readFileSync(path.join(root, ".env.example"), "utf8");

describe("environment documentation", () => {
  it("lists every variable of app/env.server.ts in README's table and in .env.example", () => {
    expect(ENV_KEYS.length).toBeGreaterThan(20);
    expect(ENV_KEYS.filter((k) => !readme.includes(`\`${k}\``))).toEqual([]);
    expect(ENV_KEYS.filter((k) => !new RegExp(`^#?\\s*${k}=`, "m").test(example))).toEqual([]);
  });

  it("documents nothing the server does not read", () => {
    const documented = [...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]);
    expect(documented.filter((k) => !ENV_KEYS.includes(k))).toEqual([]);
  });
});

describe("production without SMS", () => {
  const production = {
    NODE_ENV: "production" as const,
    SESSION_SECRET: "x".repeat(40),
    DATABASE_URL: "postgres://x@127.0.0.1/x",
  };

  it("refuses to start, naming what to set", () => {
    expect(() => parseEnv(production)).toThrow(EnvError);
    expect(() => parseEnv(production)).toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM/);
  });

  it("starts with Twilio, or with SMS_DISABLED=1 on purpose", () => {
    expect(() =>
      parseEnv({ ...production, TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t", TWILIO_FROM: "Bestelinfo" }),
    ).not.toThrow();
    expect(() => parseEnv({ ...production, SMS_DISABLED: "1" })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: "development" as const })).not.toThrow();
  });
});

describe("workers (decision 087)", () => {
  const base = parseEnv({ NODE_ENV: "development", SESSION_SECRET: "x".repeat(32) });
  it("runs one worker outside production, whatever the cores", () => {
    expect(workerCount({ ...base, NODE_ENV: "development" }, 8)).toBe(1);
  });
  it("runs every core against a PostgreSQL server of its own, one less beside the embedded one", () => {
    expect(workerCount({ ...base, NODE_ENV: "production", DATABASE_URL: "postgres://db/x" }, 4)).toBe(4);
    expect(workerCount({ ...base, NODE_ENV: "production", DATABASE_URL: undefined }, 4)).toBe(3);
    expect(workerCount({ ...base, NODE_ENV: "production", DATABASE_URL: undefined }, 2)).toBe(1);
    expect(workerCount({ ...base, NODE_ENV: "production", DATABASE_URL: undefined }, 1)).toBe(1);
  });
  it("takes WEB_CONCURRENCY as it is", () => {
    expect(workerCount({ ...base, NODE_ENV: "production", WEB_CONCURRENCY: 2 }, 8)).toBe(2);
    expect(workerCount({ ...base, NODE_ENV: "development", WEB_CONCURRENCY: 3 }, 8)).toBe(3);
  });
});
