// Decision 064: a JET Connect call is checked as JET publishes it — the API key raw in Authorization
// (Bearer tolerated), X-JET-Connect-Hash = [HMAC-SHA256 ]t=<ms>,signature=<base64 HMAC-SHA256(secret,
// raw body)> (the body alone; t unsigned), also a bare hex or base64 digest. JET's own vector first.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { jetHashHeader, jetSignature, parseJetHash, verifyJetCall } from "~/integrations/thuisbezorgd/verify.server";

const apiKey = "jet-api-key-123";
const secret = "jet-signing-secret";
const body = '{"id":"38bbeb45-f520-4438-a44f-0fcdbb29e166","posLocationId":"AKZ12"}';
const call = (over: Partial<Parameters<typeof verifyJetCall>[0]> = {}) =>
  verifyJetCall({
    authorization: apiKey,
    hash: jetHashHeader(body, secret, 1673428038618),
    body,
    apiKey,
    secret,
    hashRequired: true,
    ...over,
  });

describe("the JET Connect signature", () => {
  it("is JET's published vector: secret 'key', body 'example'", () => {
    expect(jetSignature("example", "key")).toBe("FGwot7AqiDIthEv6TippJm35DaRpRac5NSLd/wSp9go=");
    expect(jetHashHeader("example", "key", 1673428038618)).toBe(
      "HMAC-SHA256 t=1673428038618,signature=FGwot7AqiDIthEv6TippJm35DaRpRac5NSLd/wSp9go=",
    );
    expect(
      verifyJetCall({
        authorization: "k",
        hash: "HMAC-SHA256 t=1673428038618,signature=FGwot7AqiDIthEv6TippJm35DaRpRac5NSLd/wSp9go=",
        body: "example",
        apiKey: "k",
        secret: "key",
        hashRequired: true,
      }),
    ).toEqual({ ok: true, signed: true, timestamp: 1673428038618 });
  });

  it("signs the body alone: any t is accepted, however old (it is not signed)", () => {
    expect(call({ hash: jetHashHeader(body, secret, 1) })).toEqual({ ok: true, signed: true, timestamp: 1 });
    const sig = jetSignature(body, secret);
    expect(call({ hash: `t=9999999999999,signature=${sig}` }).ok).toBe(true);
    // the guessed form of decision 038 (t + "." + body) is refused
    const guessed = crypto.createHmac("sha256", secret).update(`1.${body}`).digest("base64");
    expect(call({ hash: `HMAC-SHA256 t=1,signature=${guessed}` })).toEqual({ ok: false, reason: "signature" });
  });

  it("accepts the header with or without the prefix, and a bare hex or base64 digest", () => {
    const b64 = jetSignature(body, secret);
    const hex = Buffer.from(b64, "base64").toString("hex");
    for (const hash of [`t=5,signature=${b64}`, b64, hex, hex.toUpperCase(), `hmac-sha256 t=5, signature=${b64}`])
      expect(call({ hash }).ok, hash).toBe(true);
  });

  it("verifies the raw bytes as received, not a re-encoding of them", () => {
    const bytes = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]); // invalid UTF-8 inside
    const hash = jetHashHeader(bytes, secret);
    expect(verifyJetCall({ authorization: apiKey, hash, body: bytes, apiKey, secret, hashRequired: true }).ok).toBe(
      true,
    );
    const text = new TextDecoder().decode(bytes);
    expect(verifyJetCall({ authorization: apiKey, hash, body: text, apiKey, secret, hashRequired: true }).ok).toBe(
      false,
    );
  });

  it("refuses a wrong key, a wrong secret, a changed body, a header that is no digest, a missing hash on an order", () => {
    expect(call({ authorization: "other" })).toEqual({ ok: false, reason: "key" });
    expect(call({ authorization: null })).toEqual({ ok: false, reason: "missing" });
    expect(call({ hash: jetHashHeader(body, "other-secret") })).toEqual({ ok: false, reason: "signature" });
    expect(call({ body: `${body} ` })).toEqual({ ok: false, reason: "signature" });
    expect(call({ hash: "t=1,signature=nope" })).toEqual({ ok: false, reason: "format" });
    expect(call({ hash: null })).toEqual({ ok: false, reason: "missing" });
  });

  it("tolerates Bearer before the key; a notification may come with the key alone, but never with a wrong hash", () => {
    expect(call({ authorization: `Bearer ${apiKey}` }).ok).toBe(true);
    expect(call({ hash: null, hashRequired: false })).toEqual({ ok: true, signed: false, timestamp: null });
    expect(call({ hash: jetHashHeader(body, "wrong"), hashRequired: false })).toEqual({
      ok: false,
      reason: "signature",
    });
  });

  it("reads t and the digest from the header", () => {
    expect(parseJetHash("HMAC-SHA256 t=1673428038618,signature=FGwot7AqiDIthEv6TippJm35DaRpRac5NSLd/wSp9go=")?.t).toBe(
      1673428038618,
    );
    expect(parseJetHash("signature=abc")).toBeNull();
  });
});
