// express-session with connect-redis when REDIS_URL is set; without it, PostgreSQL when several
// workers share the machine (decision 087), an in-process store for one process alone.
import { RedisStore } from "connect-redis";
import type { Request, RequestHandler } from "express";
import crypto from "node:crypto";
import { isPersonalPath } from "~/server/cache-control.server";
import session, { type Store } from "express-session";
import createMemoryStore from "memorystore";
import type { AppSession } from "~/context";
import type { Redis } from "~/infra/redis.server";
import { COOKIE_LIFETIME_MS } from "~/domain/constants";
import { logger } from "~/infra/logger.server";
import { PgSessionStore } from "~/server/pg-session-store.server";
import { SESSIONS_UNAVAILABLE, STORE_RETRY_AFTER_S, storeFailure } from "~/infra/store-failure";

export const SESSION_COOKIE = "bestelinfo.sid";

export function createSessionStore(redis?: Redis, { shared = false } = {}): Store {
  if (redis)
    return withoutTouch(new RedisStore({ client: redis, prefix: "bestelinfo:sess:", ttl: COOKIE_LIFETIME_MS / 1000 }));
  // one of several workers: a session made on one must be read on every other
  if (shared) return new PgSessionStore();
  const MemoryStore = createMemoryStore(session);
  return withoutTouch(new MemoryStore({ checkPeriod: 60 * 60 * 1000 }));
}

/**
 * No store is touched (decision 108): with `rolling: false` the browser's cookie ends 30 days after the
 * session last changed (its Set-Cookie goes out with every change), and the store keeps it at least as
 * long — each save stores it with that expiry. express-session's touch on every other answer (Redis'
 * EXPIRE, a round trip; memorystore's rewrite) only kept the stored copy past its cookie. The
 * PostgreSQL store has none for the same reason (decision 087). express-session skips a store
 * without a `touch` method.
 */
function withoutTouch(store: Store): Store {
  (store as { touch?: Store["touch"] }).touch = undefined;
  return store;
}

export function createSessionMiddleware(opts: { secret: string; secure: boolean; store: Store }): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: opts.secret,
    store: opts.store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: undefined, // follows Express' "trust proxy"
    cookie: {
      httpOnly: true,
      sameSite: "lax",
      secure: opts.secure,
      maxAge: COOKIE_LIFETIME_MS,
      path: "/",
    },
  });
}

export { SESSIONS_UNAVAILABLE };

/** Wrap express-session's callback API for Remix code (context.session). */
export function appSession(req: { session: AppSession["data"]; sessionID: string }): AppSession {
  return new RequestSession(req);
}

// A class, not an object literal per request: its getters and methods live once on the prototype
// (a literal's accessors are defined anew for every request, each a change of the object's shape).
class RequestSession implements AppSession {
  constructor(private readonly req: { session: AppSession["data"]; sessionID: string }) {}
  get data() {
    return this.req.session;
  }
  get id() {
    return this.req.sessionID;
  }
  regenerate() {
    return this.call("regenerate");
  }
  destroy() {
    return this.call("destroy");
  }
  save() {
    return this.call("save");
  }
  private call(method: "regenerate" | "destroy" | "save") {
    return new Promise<void>((resolve, reject) =>
      this.req.session[method]((err?: unknown) => (err ? reject(storeFailure(err)) : resolve())),
    );
  }
}

/** A session that lives for one request and is never stored: the public pages when the store is down. */
function passingSession(req: Request) {
  const done = (cb?: (err?: unknown) => void) => cb?.();
  const stub = {
    cookie: { maxAge: COOKIE_LIFETIME_MS },
    regenerate: done,
    destroy: done,
    save: done,
    reload: done,
    touch: () => stub,
    resetMaxAge: () => stub,
  };
  (req as unknown as { session: unknown }).session = stub;
  (req as unknown as { sessionID: string }).sessionID = `unstored-${crypto.randomUUID()}`;
}

/**
 * When the session store cannot answer (Redis down: the client fails commands at once, see
 * redis.server.ts) the public pages still serve — read-only, as an anonymous visitor — and
 * everything that needs a session answers a Dutch 503 at once instead of hanging (docs/issues/014.md §13).
 * The next request after Redis is back uses it again: nothing to restart.
 *
 * express-session saves a changed session when the response ends and reports a failed save through
 * the same callback, from a setImmediate, after the answer was sent (docs/issues/035.md §1): that error is
 * logged and goes no further — answering it would set headers on a sent response, and the throw
 * that follows ended the process. The request already had its answer.
 */
export function withSessionFallback(middleware: RequestHandler, storeReady: () => boolean): RequestHandler {
  const unavailable: RequestHandler = (req, res, next) => {
    // reading the public pages needs no session: serve them as to an anonymous visitor
    if ((req.method === "GET" || req.method === "HEAD") && !isPersonalPath(req.path)) {
      passingSession(req);
      return next();
    }
    res.setHeader("Retry-After", String(STORE_RETRY_AFTER_S));
    res.setHeader("Cache-Control", "no-store");
    if (req.path.startsWith("/api/")) res.status(503).json({ result: "ERROR", message: SESSIONS_UNAVAILABLE });
    else res.status(503).type("text/plain").send(SESSIONS_UNAVAILABLE);
  };
  return (req, res, next) => {
    // known down: do not even try (a new visitor's session would fail only when it is saved)
    if (!storeReady()) return unavailable(req, res, next);
    middleware(req, res, (err?: unknown) => {
      if (!err) return next();
      const reason = err instanceof Error ? err.message : String(err);
      if (res.headersSent) {
        logger().error({ area: "session" }, `session not saved after the answer: ${reason}`);
        return;
      }
      logger().error({ area: "session" }, `store unavailable: ${reason}`);
      unavailable(req, res, next);
    });
  };
}
