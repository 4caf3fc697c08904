// The JET Connect call check (issue 18 §2): valid, wrong key, wrong signature, stale, missing, tampered body.
import { describe, expect, it } from "vitest";
import { REPLAY_WINDOW_MS, jetHashHeader, verifyJetCall } from "~/integrations/thuisbezorgd/verify.server";

const apiKey = "key-pizzaroma-0001";
const secret = "signing-secret-abcdef";
const body = JSON.stringify({ id: "5b3f1c1e-0000-4000-8000-000000000001", items: [] });
const now = 1_800_000_000_000;
const call = (over: Partial<Parameters<typeof verifyJetCall>[0]> = {}) =>
  verifyJetCall({
    authorization: apiKey,
    hash: jetHashHeader(body, secret, now - 1000),
    body,
    apiKey,
    secret,
    now,
    ...over,
  });

describe("verifyJetCall", () => {
  it("accepts the right key and signature inside the window (also as a Bearer key)", () => {
    expect(call()).toEqual({ ok: true, timestamp: now - 1000 });
    expect(call({ authorization: `Bearer ${apiKey}` }).ok).toBe(true);
  });

  it("refuses a wrong key", () => {
    expect(call({ authorization: "key-pizzaroma-0002" })).toEqual({ ok: false, reason: "key" });
    expect(call({ authorization: apiKey.slice(0, -1) })).toEqual({ ok: false, reason: "key" });
  });

  it("refuses a signature made with another secret, or over another body", () => {
    expect(call({ hash: jetHashHeader(body, "other-secret", now) })).toEqual({ ok: false, reason: "signature" });
    expect(call({ body: body.replace("items", "itens") })).toEqual({ ok: false, reason: "signature" });
    // the timestamp is signed too: moving it breaks the signature
    const real = jetHashHeader(body, secret, now);
    expect(call({ hash: real.replace(`t=${now}`, `t=${now + 1}`) })).toEqual({ ok: false, reason: "signature" });
  });

  it("refuses a stale or future timestamp even when correctly signed", () => {
    expect(call({ hash: jetHashHeader(body, secret, now - REPLAY_WINDOW_MS - 1) })).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(call({ hash: jetHashHeader(body, secret, now + REPLAY_WINDOW_MS + 1) })).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(call({ hash: jetHashHeader(body, secret, now - REPLAY_WINDOW_MS) }).ok).toBe(true);
  });

  it("refuses missing headers and a header it cannot read", () => {
    expect(call({ authorization: null })).toEqual({ ok: false, reason: "missing" });
    expect(call({ hash: null })).toEqual({ ok: false, reason: "missing" });
    expect(call({ hash: "signature=abc" })).toEqual({ ok: false, reason: "format" });
    expect(call({ hash: "t=abc,signature=abc" })).toEqual({ ok: false, reason: "format" });
  });
});
