// The process's Prometheus metrics (prom-client), one registry. Served at GET /metrics behind
// METRICS_TOKEN (app/server/ops.server.ts). Services count what happened to the business (orders,
// payments); the HTTP layer counts requests; gauges are read when Prometheus scrapes.
// metrics().ordersPlaced.inc({ source: "web", payment: "ideal" });
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { singleton } from "~/infra/singleton.server";

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "bestelinfo_" });
  const gauges = new Map<string, () => number>();
  const gauge = (name: string, help: string) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(gauges.get(name)?.() ?? 0);
      },
    });
  return {
    registry,
    httpRequests: new Counter({
      name: "bestelinfo_http_requests_total",
      help: "HTTP requests answered, by route (the Remix route id) and status",
      labelNames: ["route", "method", "status"] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "bestelinfo_http_request_duration_seconds",
      help: "Time from request to the last byte of the answer, by route",
      labelNames: ["route", "method"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    ordersPlaced: new Counter({
      name: "bestelinfo_orders_placed_total",
      help: "Orders placed (not replays of an idempotency key), by source and payment method",
      labelNames: ["source", "payment"] as const,
      registers: [registry],
    }),
    paymentUpdates: new Counter({
      name: "bestelinfo_payment_updates_total",
      help: "Payment states reported by the payment provider (created, webhook, return), by status",
      labelNames: ["status"] as const,
      registers: [registry],
    }),
    wsSockets: gauge("bestelinfo_ws_sockets", "Open WebSocket connections"),
    dbPoolUsed: gauge("bestelinfo_db_pool_used", "Database connections in use"),
    dbPoolFree: gauge("bestelinfo_db_pool_free", "Idle database connections in the pool"),
    dbPoolPending: gauge("bestelinfo_db_pool_pending", "Queries waiting for a database connection"),
    /** What a gauge reads at scrape time (the ws server's socket count, the pool's numbers). */
    readGauge(
      name:
        "bestelinfo_ws_sockets" | "bestelinfo_db_pool_used" | "bestelinfo_db_pool_free" | "bestelinfo_db_pool_pending",
      read: () => number,
    ) {
      gauges.set(name, read);
    },
  };
}

export function metrics() {
  return singleton("metrics", create);
}
