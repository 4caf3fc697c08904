// The session cookie as the menu's islands read it without express-session (decision 102): the same
// signed id express-session accepts, nothing it would refuse.
import signature from "cookie-signature";
import { describe, expect, it } from "vitest";
import type { Request, Response } from "express";
import type { Store } from "express-session";
import { peekOf, sessionPeek, signedSessionId } from "~/server/session-peek.server";

const SECRET = "s3cret-s3cret-s3cret";
const NAME = "bestelinfo.sid";
const cookie = (sid: string, secret = SECRET) => `${NAME}=${encodeURIComponent(`s:${signature.sign(sid, secret)}`)}`;

describe("signedSessionId", () => {
  it("reads the id of a cookie express-session signed, among other cookies", () => {
    expect(signedSessionId(cookie("abc-123"), NAME, SECRET)).toBe("abc-123");
    expect(signedSessionId(`theme=dark; ${cookie("abc-123")}; lang=nl`, NAME, SECRET)).toBe("abc-123");
    expect(signedSessionId(`theme=dark;${cookie("abc-123")}`, NAME, SECRET)).toBe("abc-123");
    // the same signed value not percent-encoded, and asked again (then from the checked cookies)
    const plain = `${NAME}=s:${signature.sign("abc-123", SECRET)}`;
    expect(signedSessionId(plain, NAME, SECRET)).toBe("abc-123");
    expect(signedSessionId(plain, NAME, SECRET)).toBe("abc-123");
  });

  it("refuses another secret's signature, a changed id, an unsigned value and a look-alike name", () => {
    expect(signedSessionId(cookie("abc-123", "another-secret"), NAME, SECRET)).toBeNull();
    expect(signedSessionId(cookie("abc-123").replace("abc-123", "abc-124"), NAME, SECRET)).toBeNull();
    // the same forged value asked twice: the cache of checked cookies never holds a refusal
    expect(signedSessionId(cookie("abc-123").replace("abc-123", "abc-124"), NAME, SECRET)).toBeNull();
    expect(signedSessionId(`${NAME}=abc-123`, NAME, SECRET)).toBeNull();
    expect(signedSessionId(`x${cookie("abc-123")}`, NAME, SECRET)).toBeNull();
    expect(signedSessionId(`${NAME}=%E0%A4%A`, NAME, SECRET)).toBeNull();
    expect(signedSessionId(undefined, NAME, SECRET)).toBeNull();
    expect(signedSessionId("", NAME, SECRET)).toBeNull();
  });
});

describe("sessionPeek", () => {
  // a store holding one session as JSON, as the in-process and Redis stores do: each read a new object
  const stored = JSON.stringify({ cookie: { maxAge: 1000 }, userId: 7, cart: { items: [{ productId: 1 }] } });
  const store = {
    get: (id: string, cb: (err: unknown, s?: object | null) => void) =>
      setImmediate(() => cb(null, id === "abc-123" ? JSON.parse(stored) : null)),
  } as unknown as Store;
  const peekInto = async (cookieHeader: string) => {
    const req = { headers: { cookie: cookieHeader } } as unknown as Request;
    const res = { locals: {} } as unknown as Response;
    await new Promise<void>((next) =>
      sessionPeek({ store, secret: SECRET, cookieName: NAME, ready: () => true })(req, res, () => next()),
    );
    return { req: req as Request & { session?: Record<string, unknown> & { save?: unknown } }, res };
  };

  it("reads the stored session and marks the peek dirty on every kind of write, writing nothing", async () => {
    const writes: Array<(s: Record<string, unknown>) => unknown> = [
      (s) => (s.userId = 8),
      (s) => delete s.cart,
      (s) => Object.defineProperty(s, "x", { value: 1 }),
      (s) => (s.save as (cb: () => void) => void)(() => {}),
      (s) => (s.regenerate as (cb: () => void) => void)(() => {}),
      (s) => (s.destroy as (cb: () => void) => void)(() => {}),
      (s) => (s.reload as (cb: () => void) => void)(() => {}),
    ];
    for (const write of writes) {
      const { req, res } = await peekInto(cookie("abc-123"));
      const session = req.session!;
      expect(session.userId).toBe(7);
      expect(req.sessionID).toBe("abc-123");
      expect(peekOf(res)).toEqual({ dirty: false });
      // touch and resetMaxAge answer the session itself and write nothing
      expect((session.touch as () => unknown).call(session)).toBe(session);
      expect((session.resetMaxAge as () => unknown).call(session)).toBe(session);
      expect(peekOf(res)!.dirty).toBe(false);
      write(session);
      expect(peekOf(res)!.dirty).toBe(true);
      expect(session.userId).toBe(7);
    }
    // two requests of one session: a write in one leaves the other's peek clean
    const a = await peekInto(cookie("abc-123"));
    const b = await peekInto(cookie("abc-123"));
    a.req.session!.userId = 9;
    expect(peekOf(a.res)!.dirty).toBe(true);
    expect(peekOf(b.res)!.dirty).toBe(false);
  });

  it("passes on untouched without a session in the store or a valid cookie", async () => {
    for (const header of [cookie("unknown"), cookie("abc-123", "another-secret"), ""]) {
      const { req, res } = await peekInto(header);
      expect(req.session).toBeUndefined();
      expect(peekOf(res)).toBeNull();
    }
  });
});
