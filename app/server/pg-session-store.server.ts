// express-session's store on PostgreSQL, for the workers of one machine without Redis (decision 087):
// a session saved by one worker is read by the next request on any other. A small store on our own
// knex pool rather than connect-pg-simple: it would open a second pool beside knex's, and the
// SQL stays in app/models. No touch(): with rolling cookies off the row expires with its cookie,
// and a write per request would cost every page a round trip.
import session from "express-session";
import { getDb } from "~/db.server";
import { COOKIE_LIFETIME_MS } from "~/domain/constants";
import { deleteExpiredSessions, deleteSession, readSession, writeSession } from "~/models/sessions.server";

type Callback = (err?: unknown) => void;

function expiryOf(sess: session.SessionData): Date {
  const expires = sess.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + COOKIE_LIFETIME_MS);
}

export class PgSessionStore extends session.Store {
  override get(sid: string, cb: (err: unknown, sess?: session.SessionData | null) => void): void {
    readSession(getDb(), { sid }).then(
      (sess) => cb(null, sess as session.SessionData | null),
      (err: unknown) => cb(err),
    );
  }

  override set(sid: string, sess: session.SessionData, cb?: Callback): void {
    writeSession(getDb(), { sid, sess, expiresAt: expiryOf(sess) }).then(
      () => cb?.(),
      (err: unknown) => cb?.(err),
    );
  }

  override destroy(sid: string, cb?: Callback): void {
    deleteSession(getDb(), { sid }).then(
      () => cb?.(),
      (err: unknown) => cb?.(err),
    );
  }
}

/** Expired sessions go once an hour (run by one worker only); returns the stop function. */
export function startSessionPrune(everyMs = 60 * 60 * 1000): () => void {
  const prune = () => {
    deleteExpiredSessions(getDb()).catch(() => {
      // the database is away: the next round tries again, an expired row is never read meanwhile
    });
  };
  const timer = setInterval(prune, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
