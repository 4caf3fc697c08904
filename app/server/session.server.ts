// express-session with connect-redis when REDIS_URL is set, an in-process store otherwise.
import { RedisStore } from "connect-redis";
import type { RequestHandler } from "express";
import session, { type Store } from "express-session";
import createMemoryStore from "memorystore";
import type { AppSession } from "~/context";
import type { Redis } from "~/server/redis.server";
import { COOKIE_LIFETIME_MS } from "~/domain/constants";

export const SESSION_COOKIE = "bestelinfo.sid";

export function createSessionStore(redis?: Redis): Store {
  if (redis) return new RedisStore({ client: redis, prefix: "bestelinfo:sess:", ttl: COOKIE_LIFETIME_MS / 1000 });
  const MemoryStore = createMemoryStore(session);
  return new MemoryStore({ checkPeriod: 60 * 60 * 1000 });
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

/** Wrap express-session's callback API for Remix code (context.session). */
export function appSession(req: { session: AppSession["data"]; sessionID: string }): AppSession {
  const call = (fn: (cb: (err?: unknown) => void) => void) =>
    new Promise<void>((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));
  return {
    get data() {
      return req.session;
    },
    get id() {
      return req.sessionID;
    },
    regenerate: () => call((cb) => req.session.regenerate(cb)),
    destroy: () => call((cb) => req.session.destroy(cb)),
    save: () => call((cb) => req.session.save(cb)),
  };
}
