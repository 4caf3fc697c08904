// The one module that reads process.env. Validated once; other modules call getEnv().
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { singleton } from "~/infra/singleton.server";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  PLATFORM_DOMAIN: z.string().min(1).default("localhost"),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  SESSION_SECRET: optionalString,
  DATA_DIR: z.string().default(".data"),
  SEED_ON_START: z.enum(["auto", "always", "never"]).default("auto"),
  MIGRATE_ON_START: z.enum(["auto", "always", "never"]).default("auto"),
  EMBEDDED_DB: z.enum(["0", "1"]).optional(),
  LOG_LEVEL: z.enum(["silent", "error", "warn", "info", "debug"]).default("info"),
  // json: one JSON object per line (the default in production); pretty: readable lines (otherwise)
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  // GET /metrics answers only with "Authorization: Bearer <METRICS_TOKEN>"; unset, /metrics is off
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, "must be at least 16 characters (openssl rand -hex 16)").optional(),
  ),
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  COOKIE_SECURE: z.enum(["auto", "0", "1"]).default("auto"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: z.string().default("mailto:support@bestelinfo.nl"),
  // login codes per client address per hour, sized for a shared address (decision 070)
  CODE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(200),
  DB_POOL_MAX: z.coerce.number().int().min(1).default(10),
  // worker processes on the one port (decision 087); unset: see workerCount
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  // set by the primary for each worker it starts (0, 1, …): worker 0 runs the sweeps
  CLUSTER_WORKER: z.coerce.number().int().min(0).optional(),
  // tests: every answer names the worker that gave it in X-Worker (decision 087)
  WORKER_HEADER: z.enum(["0", "1"]).default("0"),
  // off: this process runs no timed sweeps (escalation, planned release, retention, marketplace
  // watchdog, session prune); the integration tests' servers, which share one database (decision 095)
  SWEEPS: z.enum(["on", "off"]).default("on"),
  // SMS through Twilio; without SID + token + sender, messages go to the dev outbox instead.
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  // Tests and development point the real twilio client at a local fake (http://127.0.0.1:PORT).
  TWILIO_API_BASE: optionalString.pipe(z.url().optional()),
  // Production without Twilio refuses to start (a login would say a code was sent and send none);
  // SMS_DISABLED=1 starts it anyway, loudly, and code requests answer 503 (tests, benchmarks).
  SMS_DISABLED: z.enum(["0", "1"]).optional(),
  // Mail over SMTP through nodemailer (decision 080): smtp://user:pass@host:587 or smtps://…:465.
  // Unset: the dev outbox in development; in production the server starts without mail and every
  // feature that needs it says so.
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, "must start with smtp:// or smtps://")
      .optional(),
  ),
  // The sender of every mail, e.g. "Bestelinfo <noreply@bestelinfo.nl>"; default noreply@PLATFORM_DOMAIN.
  MAIL_FROM: optionalString,
  // Payments (docs/issues/005.md). The platform's Mollie key, used for organisations without their own key;
  // without any key the built-in simulator runs (never in production unless PAYMENT_SIMULATOR=1).
  MOLLIE_API_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(test|live)_\w+$/, "must start with test_ or live_")
      .optional(),
  ),
  // Points the Mollie client elsewhere (an external simulator in tests): https://127.0.0.1:PORT/v2/
  MOLLIE_API_ENDPOINT: optionalString.pipe(z.url().startsWith("https://").optional()),
  PAYMENT_SIMULATOR: z.enum(["0", "1"]).optional(),
  // Thuisbezorgd / JET Connect (docs/issues/018.md): its partner API (tests and development point it at a
  // simulator); without it the built-in simulator runs, never in production unless THUISBEZORGD_SIMULATOR=1.
  THUISBEZORGD_API_BASE: optionalString.pipe(z.url().optional()),
  THUISBEZORGD_SIMULATOR: z.enum(["0", "1"]).optional(),
  // AES-256-GCM key for secrets at rest (organisations' Mollie keys): 64 hex characters.
  ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex characters (openssl rand -hex 32)")
      .optional(),
  ),
});

/** Every variable the server reads (README's table and .env.example document each; a test checks). */
export const ENV_KEYS = Object.keys(schema.shape);

export type Env = Omit<z.infer<typeof schema>, "COOKIE_SECURE" | "LOG_FORMAT"> & {
  LOG_FORMAT: "json" | "pretty";
  HOST: string;
  SESSION_SECRET: string;
  COOKIE_SECURE: boolean;
};

export class EnvError extends Error {}

function devSecret(dataDir: string, name = "session-secret"): string {
  const file = path.join(dataDir, name);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("hex");
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === "production";
  let secret = env.SESSION_SECRET;
  if (!secret) {
    if (production) {
      throw new EnvError(
        "SESSION_SECRET is not set. In production it is required: set it to a long random string (openssl rand -hex 32).",
      );
    }
    secret = devSecret(env.DATA_DIR);
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new EnvError(
      "Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys), or neither.",
    );
  }
  const twilio = Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM);
  if (production && !twilio && env.SMS_DISABLED !== "1") {
    throw new EnvError(
      "SMS is not configured: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM. Without them customers cannot log in; set SMS_DISABLED=1 only to run without SMS on purpose (login codes then answer 503).",
    );
  }
  if (production && !env.DATABASE_URL && env.EMBEDDED_DB !== "1") {
    throw new EnvError(
      "DATABASE_URL is not set. In production the data must live in a real PostgreSQL server; set EMBEDDED_DB=1 only to run the production build on the embedded database (tests, benchmarks).",
    );
  }
  return {
    ...env,
    HOST: env.HOST ?? (production ? "0.0.0.0" : "127.0.0.1"),
    SESSION_SECRET: secret,
    COOKIE_SECURE: env.COOKIE_SECURE === "auto" ? production : env.COOKIE_SECURE === "1",
    LOG_FORMAT: env.LOG_FORMAT ?? (production ? "json" : "pretty"),
  };
}

/** Twilio settings when all three are set; otherwise SMS go to the dev outbox. */
export function twilioConfig(env: Env = getEnv()) {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM) return null;
  return {
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from: env.TWILIO_FROM,
    apiBase: env.TWILIO_API_BASE,
  };
}

/** SMTP settings when SMTP_URL is set; otherwise mail goes to the dev outbox (or nowhere in production). */
export function smtpConfig(env: Env = getEnv()) {
  if (!env.SMTP_URL) return null;
  return { url: env.SMTP_URL, from: env.MAIL_FROM ?? `Bestelinfo <noreply@${env.PLATFORM_DOMAIN}>` };
}

/**
 * The key that encrypts secrets at rest. Asked for only when a secret is stored or read, so a
 * production server without stored secrets still boots; in production it must come from the env
 * (a generated one would change with every machine and lose every stored key).
 */
export function encryptionKey(env: Env = getEnv()): Buffer {
  if (env.ENCRYPTION_KEY) return Buffer.from(env.ENCRYPTION_KEY, "hex");
  if (env.NODE_ENV === "production") {
    throw new EnvError(
      "ENCRYPTION_KEY is not set. In production it is required to store payment keys: openssl rand -hex 32.",
    );
  }
  return Buffer.from(devSecret(env.DATA_DIR, "encryption-key"), "hex");
}

/**
 * How many workers `server.ts` runs (decision 087): WEB_CONCURRENCY; else 1 outside production; in
 * production every core when PostgreSQL is a server of its own (DATABASE_URL), and every core but one when
 * it is the embedded one on this machine (EMBEDDED_DB=1: it needs a core, and on 2 cores a second worker
 * placed fewer orders, not more — the status note of decision 087).
 */
export function workerCount(env: Env, cores: number): number {
  if (env.WEB_CONCURRENCY) return env.WEB_CONCURRENCY;
  if (env.NODE_ENV !== "production") return 1;
  return env.DATABASE_URL ? cores : Math.max(1, cores - 1);
}

export function getEnv(): Env {
  return singleton("env", () => parseEnv(process.env));
}

/** The values the browser may see; rendered into window.ENV by the root loader. */
export function getClientEnv() {
  const env = getEnv();
  return { PLATFORM_DOMAIN: env.PLATFORM_DOMAIN, NODE_ENV: env.NODE_ENV };
}
