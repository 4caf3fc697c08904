// A session store that failed mid-request (Redis went away after the session loaded, issue 35): the
// write is refused with this error, and the route helpers answer it as a Dutch 503 with Retry-After
// instead of a 500. Marked with a registered symbol, not a class: the server (tsx) and the Remix
// build each hold their own copy of every module, so `instanceof` does not cross between them.
// throw storeFailure(err);   if (isStoreFailure(err)) …

export const SESSIONS_UNAVAILABLE = "Inloggen en bestellen lukt even niet. Probeer het over een minuut opnieuw.";

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
