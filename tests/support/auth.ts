// Helpers for auth tests against the real server: JSON posts with a Host header, an own Origin,
// a chosen client IP (X-Forwarded-For; the server runs with TRUST_PROXY=1) and a cookie.
import type { AppClient } from "./server";

export interface Call {
  host: string;
  ip?: string;
  cookie?: string;
  origin?: string | null;
}

export function sessionCookie(res: Response): string | null {
  const raw = res.headers.get("set-cookie");
  const m = raw ? /bestelinfo\.sid=[^;]*/.exec(raw) : null;
  return m && m[0] !== "bestelinfo.sid=" ? m[0] : null;
}

export async function postJson(server: AppClient, path: string, body: unknown, call: Call) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (call.origin !== null) headers.origin = call.origin ?? `http://${call.host}:${server.port}`;
  if (call.ip) headers["x-forwarded-for"] = call.ip;
  if (call.cookie) headers.cookie = call.cookie;
  const res = await server.fetch(call.host, path, { method: "POST", headers, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => null)) as {
    result?: string;
    message?: string;
    user?: { id: number; kind: string };
  } | null;
  return { res, status: res.status, json, cookie: sessionCookie(res) };
}

export async function getJson(server: AppClient, path: string, call: Call) {
  const headers: Record<string, string> = {};
  if (call.cookie) headers.cookie = call.cookie;
  if (call.ip) headers["x-forwarded-for"] = call.ip;
  const res = await server.fetch(call.host, path, { headers });
  return { res, status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

let counter = Math.floor(Math.random() * 50_000_000);
/** A fresh Dutch mobile number per call (random start per run), so limits never carry over. */
export function freshMobile(): string {
  counter = (counter + 1) % 50_000_000;
  return `06${String(40_000_000 + counter)}`;
}

// random start per run: with a shared REDIS_URL, limits of an earlier run (1 hour) must not hit this one
let ipCounter = Math.floor(Math.random() * 0xffffff);
export function freshIp(): string {
  ipCounter = (ipCounter + 1) % 0xffffff;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
