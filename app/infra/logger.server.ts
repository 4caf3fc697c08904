// The one logger (pino). Production writes one JSON object per line (docs/decisions/014-operations.md);
// development writes "[bestelinfo] message key=value" lines a newcomer can read. No personal data:
// phone numbers are scrubbed from every message and error, and fields that carry personal data or
// secrets are redacted wherever they appear.
// logger().warn({ orderId }, "payment provider unavailable");
import pino, { type Logger } from "pino";
import { getEnv } from "~/env.server";
import { singleton } from "~/infra/singleton.server";

/** Dutch mobile and landline numbers as people and our forms write them: +31 6…, 0031 6…, 06-…, 31612…. */
const PHONE = /(?:\+31|\b0031|\b31)[\s-]?(?:\(0\)[\s-]?)?[1-9](?:[\s-]?\d){8}\b|\b0[1-9](?:[\s-]?\d){8}\b/g;

/** A message with every phone number replaced: logs are not a customer file. */
export function scrub(text: string): string {
  return text.replace(PHONE, "[telefoon]");
}

// keys that hold personal data or secrets, at the top level or one object down
const SECRET_KEYS = [
  "phone",
  "code",
  "password",
  "token",
  "to",
  "email",
  "address",
  "customerName",
  "cookie",
  "authorization",
];
const REDACT = [...SECRET_KEYS, ...SECRET_KEYS.map((k) => `*.${k}`)];

function serializeError(err: unknown) {
  const plain = pino.stdSerializers.err(err as Error);
  return { ...plain, message: scrub(plain.message ?? ""), stack: plain.stack ? scrub(plain.stack) : undefined };
}

/** Development: "[bestelinfo] listening on … reqId=…", warnings and errors to stderr. */
function readableLines(): pino.DestinationStream {
  const hidden = new Set(["level", "time", "pid", "hostname", "msg", "name"]);
  return {
    write(line: string) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      const extra = Object.entries(entry)
        .filter(([k]) => !hidden.has(k))
        .map(([k, v]) =>
          k === "err"
            ? `\n${(v as { stack?: string }).stack ?? JSON.stringify(v)}`
            : ` ${k}=${typeof v === "string" ? v : JSON.stringify(v)}`,
        )
        .join("");
      const out = `[${String(entry.name ?? "bestelinfo")}] ${String(entry.msg ?? "")}${extra}\n`;
      if (Number(entry.level) >= 40) process.stderr.write(out);
      else process.stdout.write(out);
    },
  };
}

export function createLogger(options: {
  level: string;
  format: "json" | "pretty";
  destination?: pino.DestinationStream;
}): Logger {
  const destination =
    options.destination ?? (options.format === "pretty" ? readableLines() : pino.destination({ sync: true }));
  return pino(
    {
      name: "bestelinfo",
      level: options.level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: "msg",
      redact: { paths: REDACT, censor: "[verborgen]" },
      serializers: { err: serializeError },
      hooks: {
        // the message itself (and string arguments) may quote an error text with a number in it
        logMethod(args, method) {
          method.apply(this, args.map((a) => (typeof a === "string" ? scrub(a) : a)) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

/** The process's logger, configured from the environment (LOG_LEVEL, LOG_FORMAT). */
export function logger(): Logger {
  return singleton("logger", () => {
    const env = getEnv();
    return createLogger({ level: env.LOG_LEVEL, format: env.LOG_FORMAT });
  });
}
