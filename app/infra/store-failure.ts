// A session store that failed mid-request (Redis went away after the session loaded, docs/issues/035.md): the
// write is refused with this error, and the route helpers answer it as a Dutch 503 with Retry-After
// instead of a 500. Marked with a registered symbol, not a class: the server (tsx) and the Remix
// build each hold their own copy of every module, so `instanceof` does not cross between them.
// The same for the database restarting under a request (docs/issues/035.md §6): its connection errors are a
// 503 the client may retry (with the same idempotency key), not a 500.
// throw storeFailure(err);   if (isStoreFailure(err) || isDatabaseDown(err)) …

export const SESSIONS_UNAVAILABLE = "Inloggen en bestellen lukt even niet. Probeer het over een minuut opnieuw.";

export const SERVICE_UNAVAILABLE = "Bestelinfo is even niet bereikbaar. Probeer het over een minuut opnieuw.";

/** Seconds a client is asked to wait before it tries a session-bound request again. */
export const STORE_RETRY_AFTER_S = 5;

const MARK = Symbol.for("bestelinfo.store-failure");

export function storeFailure(cause: unknown): Error {
  const err = new Error(`session store: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  (err as unknown as Record<symbol, true>)[MARK] = true;
  return err;
}

export function isStoreFailure(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as Record<symbol, unknown>)[MARK] === true;
}

// PostgreSQL's "connection exception" class (08) and the shutdown/starting codes of class 57
const DATABASE_DOWN_CODES = new Set(["08000", "08001", "08003", "08004", "08006", "57P01", "57P02", "57P03"]);
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"]);
const DOWN_MESSAGES = [
  /Connection terminated/i,
  /Timeout acquiring a connection/i,
  /Client has encountered a connection error/i,
];

/** A database that went away under the request (restarting, unreachable) — not a bug in the query. */
export function isDatabaseDown(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const code = String((err as { code?: unknown }).code ?? "");
  if (DATABASE_DOWN_CODES.has(code) || NETWORK_CODES.has(code)) return true;
  const message = err instanceof Error ? err.message : "";
  return DOWN_MESSAGES.some((m) => m.test(message));
}
