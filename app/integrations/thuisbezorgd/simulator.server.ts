// The built-in Thuisbezorgd marketplace (decision 064, replacing docs/issues/018.md's guess): in development and
// tests it stands in for JET Connect, written from JET's published contract only.
//   - Its API side (127.0.0.1, random port) accepts exactly JET's published calls, with the key in
//     `X-Flyt-Api-Key` (else 401), the published bodies (else 400) and JET's 204:
//       POST /order/{id}/sent-to-pos-success {happenedAt}
//       POST /order/{id}/sent-to-pos-failed {happenedAt, errorCode, errorMessage}
//       POST /item-availability {event, itemReferences, restaurant, happenedAt, nextAvailableAt?}
//       PUT  /restaurants/{ref}/offline {onlineAt?}   PUT /restaurants/{ref}/online
//     Anything else is 404. Every accepted call is recorded in `calls`.
//   - Its push side sends a body to a restaurant's webhook as JET does: the key raw in `Authorization`,
//     `X-JET-Connect-Hash: HMAC-SHA256 t=<ms>,signature=<base64 HMAC of the body>` (unless `signed: false`,
//     as JET may send notifications), retrying a 5xx or no answer up to 5 times.
// const sim = await startJetSimulator(); await sim.push(url, host, body); sim.calls; await sim.close();
import http from "node:http";
import type { AddressInfo } from "node:net";
import { jetHashHeader } from "./verify.server";
import { postToWebhook as post } from "./webhook-post.server";

/** The key and secret a link without its own uses while the simulator runs (never in production). */
export const SIMULATOR_API_KEY = "simulator-api-key";
export const SIMULATOR_SECRET = "simulator-signing-secret";

export interface JetCall {
  method: string;
  path: string;
  /** The `X-Flyt-Api-Key` header. */
  apiKey: string | null;
  contentType: string | null;
  body: unknown;
  at: Date;
}

export interface PushResult {
  status: number;
  attempts: number;
  body: string;
}

export interface JetSimulator {
  base: string;
  calls: JetCall[];
  /** Calls that matched no published route or failed its checks (method, path, status). */
  rejected: Array<{ method: string; path: string; status: number }>;
  /** The next `n` calls to our API side answer 500 (a marketplace hiccup: retried). */
  failNext: (n: number) => void;
  /** The next `n` calls answer this 4xx (JET refusing the call: shown to the owner, not retried). */
  refuseNext: (n: number, status?: number) => void;
  /** POSTs `body` to `url` (Host header `host`) as JET does, retrying a 5xx or no answer. */
  push: (
    url: string,
    host: string,
    body: string,
    opts?: { apiKey?: string; secret?: string; retries?: number; t?: number; signed?: boolean },
  ) => Promise<PushResult>;
  close: () => Promise<void>;
}

const isIso = (v: unknown) =>
  typeof v === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v));
const isText = (v: unknown) => typeof v === "string" && v.length > 0;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The published call this is, and whether its body is the published one: 404, 400 or null (accepted). */
function judge(method: string, path: string, body: unknown): 404 | 400 | null {
  const p = path.split("?")[0];
  if (method === "POST" && /^\/order\/[^/]+\/sent-to-pos-success$/.test(p))
    return isObject(body) && isIso(body.happenedAt) ? null : 400;
  if (method === "POST" && /^\/order\/[^/]+\/sent-to-pos-failed$/.test(p))
    return isObject(body) && isIso(body.happenedAt) && isText(body.errorCode) && isText(body.errorMessage) ? null : 400;
  if (method === "POST" && p === "/item-availability")
    return isObject(body) &&
      (body.event === "AVAILABLE" || body.event === "UNAVAILABLE") &&
      Array.isArray(body.itemReferences) &&
      body.itemReferences.length > 0 &&
      body.itemReferences.every(isText) &&
      isText(body.restaurant) &&
      isIso(body.happenedAt) &&
      (body.nextAvailableAt === undefined || isIso(body.nextAvailableAt))
      ? null
      : 400;
  if (method === "PUT" && /^\/restaurants\/[^/]+\/offline$/.test(p))
    return body === null || (isObject(body) && (body.onlineAt === undefined || isText(body.onlineAt))) ? null : 400;
  if (method === "PUT" && /^\/restaurants\/[^/]+\/online$/.test(p)) return null;
  return 404;
}

export async function startJetSimulator(): Promise<JetSimulator> {
  const calls: JetCall[] = [];
  const rejected: JetSimulator["rejected"] = [];
  let failing = 0;
  let refusing = { n: 0, status: 400 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const method = req.method ?? "GET";
      const path = req.url ?? "/";
      const answer = (status: number, message?: string) => {
        if (status >= 300) rejected.push({ method, path, status });
        if (status === 204) res.writeHead(204).end();
        else res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ message }));
      };
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = null;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          answer(400, "Bad request: body is not JSON");
          return;
        }
      }
      const verdict = judge(method, path, body);
      if (verdict === 404) return answer(404, "Not found");
      const apiKey = typeof req.headers["x-flyt-api-key"] === "string" ? req.headers["x-flyt-api-key"] : null;
      if (!apiKey) return answer(401, "Unauthorized");
      if (verdict === 400) return answer(400, "Bad request");
      if (failing > 0) {
        failing -= 1;
        return answer(500, "simulated failure");
      }
      if (refusing.n > 0) {
        refusing = { ...refusing, n: refusing.n - 1 };
        return answer(refusing.status, "simulated refusal");
      }
      calls.push({ method, path, apiKey, contentType: req.headers["content-type"] ?? null, body, at: new Date() });
      answer(204);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    calls,
    rejected,
    failNext: (n) => {
      failing = n;
    },
    refuseNext: (n, status = 400) => {
      refusing = { n, status };
    },
    push: async (url, host, body, opts = {}) => {
      const retries = opts.retries ?? 5;
      let last = { status: 0, body: "" };
      for (let attempt = 1; attempt <= retries; attempt += 1) {
        const headers: Record<string, string> = { authorization: opts.apiKey ?? SIMULATOR_API_KEY };
        if (opts.signed !== false)
          headers["x-jet-connect-hash"] = jetHashHeader(body, opts.secret ?? SIMULATOR_SECRET, opts.t ?? Date.now());
        try {
          last = await post(url, host, body, headers);
        } catch (err) {
          last = { status: 0, body: String(err) };
        }
        if (last.status >= 200 && last.status < 300) return { ...last, attempts: attempt };
        // a refusal of the call itself (4xx) is final; the marketplace retries only what might pass
        if (last.status >= 400 && last.status < 500) return { ...last, attempts: attempt };
      }
      return { ...last, attempts: retries };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
