// The simulator's plain-HTTP side on 127.0.0.1: the checkout page the browser visits (plain HTTP so
// a browser needs no certificate exception; only the API must be HTTPS for the client), and the
// webhook call our app gets after the payer chose: POST id=tr_… to the payment's webhookUrl.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import dns from "node:dns";
import { isProviderStatus } from "../provider";
import { checkoutPage, notFoundPage, OUTCOME_VALUES } from "./checkout-page";
import type { SimPayment, SimulatorStore } from "./store";

const WEBHOOK_TIMEOUT_MS = 5_000;

// *.localhost is loopback by definition (RFC 6761), but the system resolver may not know that.
const lookup: typeof dns.lookup = ((
  hostname: string,
  options: dns.LookupOptions,
  callback: (...args: unknown[]) => void,
) => {
  if (hostname === "localhost" || hostname.endsWith(".localhost")) {
    return options.all ? callback(null, [{ address: "127.0.0.1", family: 4 }]) : callback(null, "127.0.0.1", 4);
  }
  return dns.lookup(hostname, options, callback as never);
}) as typeof dns.lookup;

/** Mollie's webhook: only the id, form-encoded; the receiver must fetch the status itself. */
export function deliverWebhook(payment: SimPayment, warn: (m: string) => void): Promise<number | null> {
  if (!payment.webhookUrl) return Promise.resolve(null);
  const url = new URL(payment.webhookUrl);
  const body = new URLSearchParams({ id: payment.id }).toString();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: "POST",
        lookup,
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? null));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (err) => {
      warn(`[payment-simulator] webhook ${payment.webhookUrl} for ${payment.id} failed: ${err.message}`);
      resolve(null);
    });
    req.end(body);
  });
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 4_000) break;
  }
  return new URLSearchParams(text);
}

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(body);
}

export function checkoutHandler(store: SimulatorStore, warn: (m: string) => void) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const m = /^\/checkout\/(tr_\w+)$/.exec(new URL(req.url ?? "/", "http://simulator").pathname);
    const payment = m ? store.payments.get(m[1]) : undefined;
    if (!payment) return html(res, 404, notFoundPage());
    if (req.method === "GET") return html(res, 200, checkoutPage(payment));
    if (req.method !== "POST") return html(res, 405, notFoundPage());
    const status = (await readForm(req)).get("status");
    if (!isProviderStatus(status) || !(OUTCOME_VALUES as string[]).includes(status))
      return html(res, 400, checkoutPage(payment));
    const before = payment.status;
    store.complete(payment.id, status);
    // Mollie calls the webhook on every status change; the simulator waits for it before sending
    // the browser back, so a demo is deterministic (tests race the two on purpose elsewhere).
    if (payment.status !== before) await deliverWebhook(payment, warn);
    res.writeHead(303, { location: payment.redirectUrl }).end();
  };
}

export function createCheckoutServer(store: SimulatorStore, warn: (m: string) => void): http.Server {
  const handle = checkoutHandler(store, warn);
  return http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      warn(`[payment-simulator] checkout: ${err instanceof Error ? err.message : String(err)}`);
      if (!res.headersSent) html(res, 500, notFoundPage());
    });
  });
}
