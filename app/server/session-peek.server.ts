// The menu's islands read the session without express-session (decision 102): the cookie's signature
// checked as express-session checks it (cookie-signature, the same secret), the session read from the
// same store, and nothing written. express-session's own work per request — the cookie parsed and its
// signature made again, the session's hash before and after, the store's `touch` — was a fifth of the
// islands answer's CPU (decision 097's profile).
//
// Only what reads: a loader that would write the session (a cart whose price moved is stored, a login
// that ended is destroyed) marks the peek dirty and its answer is thrown away; the request then goes
// through express-session and is answered again from the start. The skipped `touch` changes nothing a
// customer sees: with rolling cookies off the browser's cookie ends where the last save put it, and a
// store's expiry is never before that (the in-process and Redis stores count from the last save or
// touch, PostgreSQL's row from the cookie itself).
//
// app.use(peek); … if (peekOf(res)?.dirty) unpeek(req) and pass on to express-session
import type { Request, RequestHandler, Response } from "express";
import type { Store } from "express-session";
import signature from "cookie-signature";

interface Peek {
  /** something asked to write, regenerate or destroy the session: this answer must not be sent */
  dirty: boolean;
}

const PEEK = "sessionPeek";
/** Signed cookies already checked (the same secret for the process's life): a hit costs no HMAC. */
const verified = new Map<string, string>();
const MAX_VERIFIED = 10_000;

/** The session id of a signed cookie ("s:" + id + "." + signature), or null. */
export function signedSessionId(header: string | undefined, name: string, secret: string): string | null {
  if (!header) return null;
  const start = header.indexOf(`${name}=`);
  if (start < 0 || (start > 0 && header[start - 1] !== " " && header[start - 1] !== ";")) return null;
  const end = header.indexOf(";", start);
  const raw = header.slice(start + name.length + 1, end < 0 ? undefined : end).trim();
  // known by the cookie's text as sent: a hit is not even decoded
  const known = verified.get(raw);
  if (known !== undefined) return known;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!value.startsWith("s:")) return null;
  const id = signature.unsign(value.slice(2), secret);
  if (id === false) return null;
  if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
  verified.set(raw, id);
  return id;
}

// The peeked session's behaviour: one Proxy handler per request, closing over its peek. (A WeakMap
// from session to peek cost more than the rest of the peek: every set is an ephemeron write barrier,
// and the table grows and is swept with every collection.)
function itself(this: object) {
  return this;
}

/** The stored session as a read-only request session: every write marks the peek dirty and does nothing. */
function peeked(stored: object, peek: Peek): object {
  const write = (cb?: (err?: unknown) => void) => {
    peek.dirty = true;
    cb?.();
  };
  const dirty = () => ((peek.dirty = true), true);
  return new Proxy(stored, {
    get: (target, key, receiver) => {
      switch (key) {
        case "save":
        case "regenerate":
        case "destroy":
        case "reload":
          return write;
        case "touch":
        case "resetMaxAge":
          return itself;
        default:
          return Reflect.get(target, key, receiver);
      }
    },
    set: dirty,
    deleteProperty: dirty,
    defineProperty: dirty,
  });
}

/**
 * Reads the session of a signed cookie from `store` into `req.session` (read-only), when the store is
 * ready and holds it; otherwise passes on untouched, and express-session does what it always does.
 */
export function sessionPeek({
  store,
  secret,
  cookieName,
  ready,
}: {
  store: Store;
  secret: string;
  cookieName: string;
  ready: () => boolean;
}): RequestHandler {
  return (req, res, next) => {
    if (req.session || !ready()) return next();
    const id = signedSessionId(req.headers.cookie, cookieName, secret);
    if (!id) return next();
    store.get(id, (err, stored) => {
      if (err || !stored) return next();
      const peek: Peek = { dirty: false };
      res.locals[PEEK] = peek;
      (req as unknown as { session: object }).session = peeked(stored, peek);
      req.sessionID = id;
      next();
    });
  };
}

/** The peek of this request (null: express-session's session, or none). */
export function peekOf(res: Response): Peek | null {
  return (res.locals[PEEK] as Peek | undefined) ?? null;
}

/** Forget the peeked session: express-session reads it again as usual. */
export function unpeek(req: Request, res: Response): void {
  delete (req as unknown as { session?: object }).session;
  delete (req as unknown as { sessionID?: string }).sessionID;
  delete res.locals[PEEK];
}
