// The built-in Mollie simulator: an HTTPS API on 127.0.0.1 (the Mollie client needs https:) and a
// plain-HTTP checkout page, both on free ports. docs/design.md §2: the default when no Mollie key is set.
// const sim = await startPaymentSimulator(); mollieProvider({apiKey: SIMULATOR_API_KEY, apiEndpoint: sim.apiEndpoint})
// Test hooks: sim.faults.down = true (provider down), sim.pay(id, "paid", {webhook: false}).
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import type { ProviderStatus } from "../provider";
import { apiHandler, type Faults } from "./api.server";
import { createCheckoutServer, deliverWebhook } from "./checkout.server";
import { SIMULATOR_CERT, SIMULATOR_KEY } from "./dev-cert";
import { SimulatorStore, type SimPayment } from "./store";
import { trustSimulatorEndpoint, untrustSimulatorEndpoint } from "./trust.server";

/** Any test_ key works against the simulator; this one is used when no key is configured. */
export const SIMULATOR_API_KEY = "test_bestelinfoSimulatorKey000000000";

export interface PaymentSimulator {
  apiEndpoint: string;
  checkoutBase: string;
  store: SimulatorStore;
  faults: Faults;
  /** What a payer's choice does, without a browser; `webhook: false` leaves the webhook to the test. */
  pay(id: string, status: ProviderStatus, opts?: { webhook?: boolean }): Promise<SimPayment>;
  webhook(id: string): Promise<number | null>;
  close(): Promise<void>;
}

function listen(server: http.Server | https.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

function closeServer(server: http.Server | https.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export async function startPaymentSimulator(options: { warn?: (m: string) => void } = {}): Promise<PaymentSimulator> {
  const warn = options.warn ?? ((m: string) => console.warn(m));
  const store = new SimulatorStore();
  const faults: Faults = { down: false, failNext: 0, afterWork: false };
  let urls = { api: "", checkout: "" };
  const handle = apiHandler(store, faults, () => urls);
  const api = https.createServer({ cert: SIMULATOR_CERT, key: SIMULATOR_KEY }, (req, res) => {
    handle(req, res).catch((err: unknown) => {
      warn(`[payment-simulator] api: ${err instanceof Error ? err.message : String(err)}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  const checkout = createCheckoutServer(store, warn);
  const [apiPort, checkoutPort] = await Promise.all([listen(api), listen(checkout)]);
  urls = { api: `https://127.0.0.1:${apiPort}/v2/`, checkout: `http://127.0.0.1:${checkoutPort}/` };
  trustSimulatorEndpoint(urls.api);

  const find = (id: string) => {
    const p = store.payments.get(id);
    if (!p) throw new Error(`simulator: no payment ${id}`);
    return p;
  };
  return {
    apiEndpoint: urls.api,
    checkoutBase: urls.checkout,
    store,
    faults,
    async pay(id, status, opts = {}) {
      const p = find(id);
      const before = p.status;
      store.complete(id, status);
      if (opts.webhook !== false && p.status !== before) await deliverWebhook(p, warn);
      return p;
    },
    webhook: (id) => deliverWebhook(find(id), warn),
    async close() {
      untrustSimulatorEndpoint(urls.api);
      await Promise.all([closeServer(api), closeServer(checkout)]);
    },
  };
}
