// The built-in Thuisbezorgd marketplace (issue 18 §6), like the payment simulator: in development
// and tests it stands in for JET Connect. Its API side (127.0.0.1, random port) takes our
// sent-to-pos and availability/status calls and records them; its push side signs and sends orders
// and events to a restaurant's webhooks, retrying a non-2xx answer up to 5 times as JET does.
// The orders a restaurant's link missed (`sim.missOrder(restaurantId, order)`) are listed at
// GET /restaurants/{id}/orders → {orders: [payload, …]} — our shape (decision 047), no JET document.
// const sim = await startJetSimulator(); await sim.push(url, host, body); sim.calls; await sim.close();
import http from "node:http";
import type { AddressInfo } from "node:net";
import { jetHashHeader } from "./verify.server";

/** The key and secret a link without its own uses while the simulator runs (never in production). */
export const SIMULATOR_API_KEY = "simulator-api-key";
export const SIMULATOR_SECRET = "simulator-signing-secret";

export interface JetCall {
  method: string;
  path: string;
  authorization: string | null;
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
  /** The next `n` calls to our API side answer 500 (a marketplace hiccup). */
  failNext: (n: number) => void;
  /** An order the marketplace took but never delivered to the webhook: the manual import fetches it. */
  missOrder: (restaurantId: string, order: object) => void;
  /** Signs and POSTs `body` to `url` (Host header `host`), retrying a non-2xx answer. */
  push: (
    url: string,
    host: string,
    body: string,
    opts?: { apiKey?: string; secret?: string; retries?: number; t?: number },
  ) => Promise<PushResult>;
  close: () => Promise<void>;
}

function post(
  url: string,
  host: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: `${u.pathname}${u.search}`,
        method: "POST",
        headers: {
          ...headers,
          host,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export async function startJetSimulator(): Promise<JetSimulator> {
  const calls: JetCall[] = [];
  const missed = new Map<string, object[]>();
  let failing = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // recorded as text
      }
      if (failing > 0) {
        failing -= 1;
        res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ error: "simulated failure" }));
        return;
      }
      calls.push({
        method: req.method ?? "GET",
        path: req.url ?? "/",
        authorization: req.headers.authorization ?? null,
        body,
        at: new Date(),
      });
      const list = /^\/restaurants\/([^/?]+)\/orders(?:\?|$)/.exec(req.url ?? "");
      const answer = req.method === "GET" && list ? { orders: missed.get(decodeURIComponent(list[1])) ?? [] } : {};
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    calls,
    failNext: (n) => {
      failing = n;
    },
    missOrder: (restaurantId, order) => {
      missed.set(restaurantId, [...(missed.get(restaurantId) ?? []), order]);
    },
    push: async (url, host, body, opts = {}) => {
      const retries = opts.retries ?? 5;
      let last = { status: 0, body: "" };
      for (let attempt = 1; attempt <= retries; attempt += 1) {
        const headers = {
          authorization: opts.apiKey ?? SIMULATOR_API_KEY,
          "x-jet-connect-hash": jetHashHeader(body, opts.secret ?? SIMULATOR_SECRET, opts.t ?? Date.now()),
        };
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
