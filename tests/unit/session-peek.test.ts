// The session cookie as the menu's islands read it without express-session (decision 102): the same
// signed id express-session accepts, nothing it would refuse.
import signature from "cookie-signature";
import { describe, expect, it } from "vitest";
import { signedSessionId } from "~/server/session-peek.server";

const SECRET = "s3cret-s3cret-s3cret";
const NAME = "bestelinfo.sid";
const cookie = (sid: string, secret = SECRET) => `${NAME}=${encodeURIComponent(`s:${signature.sign(sid, secret)}`)}`;

describe("signedSessionId", () => {
  it("reads the id of a cookie express-session signed, among other cookies", () => {
    expect(signedSessionId(cookie("abc-123"), NAME, SECRET)).toBe("abc-123");
    expect(signedSessionId(`theme=dark; ${cookie("abc-123")}; lang=nl`, NAME, SECRET)).toBe("abc-123");
    expect(signedSessionId(`theme=dark;${cookie("abc-123")}`, NAME, SECRET)).toBe("abc-123");
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
