// What operations needs from every request (docs/issues/012.md §5, docs/decisions/014-operations.md): a
// request id (X-Request-Id, on the error page too), one log line per answered request, request
// metrics by route, a readiness check that fails while the instance drains, and /metrics behind a
// token. Express-only; nothing here knows a restaurant's business.
import crypto from "node:crypto";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";
import type { Request, RequestHandler, Response } from "express";
import { logger } from "~/infra/logger.server";
import { metrics } from "~/infra/metrics.server";

export const REQUEST_ID_HEADER = "X-Request-Id";
// Fly's proxy names each request; behind it (TRUST_PROXY=1) the same id is in Fly's logs
const PROXY_ID = /^[A-Za-z0-9._-]{8,128}$/;

type Routes = ServerBuild["routes"];
const trees = new WeakMap<Routes, AgnosticRouteObject[]>();
const labels = new WeakMap<Routes, Map<string, string>>();
const LABEL_CACHE_SIZE = 2_000;

function tree(routes: Routes): AgnosticRouteObject[] {
  let built = trees.get(routes);
  if (built) return built;
  const children = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(routes)
      .filter((r) => r?.parentId === parentId)
      .map((r) =>
        r!.index ? { id: r!.id, path: r!.path, index: true } : { id: r!.id, path: r!.path, children: children(r!.id) },
      );
  built = children(undefined);
  trees.set(routes, built);
  return built;
}

/**
 * The Remix route that answers pathname ("routes/api.board.$id.add"), or "unmatched": a bounded
 * label for logs and metrics, whatever ids, tokens or garbage the path holds.
 */
export function routeLabel(routes: Routes | undefined, pathname: string): string {
  if (!routes) return "unmatched";
  // matchRoutes ranks every branch on each call (~0.2 ms here): once per path, while it is fresh
  let cache = labels.get(routes);
  if (!cache) labels.set(routes, (cache = new Map()));
  const known = cache.get(pathname);
  if (known) return known;
  const path = pathname.endsWith(".data") ? pathname.slice(0, -5).replace(/^\/_root$/, "/") || "/" : pathname;
  let matches: ReturnType<typeof matchRoutes> = null;
  try {
    matches = matchRoutes(tree(routes), path);
  } catch {
    matches = null; // a malformed path
  }
  const label = matches?.at(-1)?.route.id ?? "unmatched";
  if (cache.size >= LABEL_CACHE_SIZE) cache.clear(); // ids and garbage make paths without end
  cache.set(pathname, label);
  return label;
}

const QUIET = new Set(["/healthz", "/readyz", "/metrics", "/favicon.ico"]);

/**
 * Gives each request its id (in res.locals.requestId and the X-Request-Id header) and, when the
 * answer is sent, logs it and counts it. `routes` names the build's routes (it changes in development).
 */
export function requestContext(options: {
  trustProxy: boolean;
  routes: () => Routes | undefined;
  logEveryRequest: boolean;
}): RequestHandler {
  return (req, res, next) => {
    const forwarded = options.trustProxy ? req.get("fly-request-id") : undefined;
    const id = forwarded && PROXY_ID.test(forwarded) ? forwarded : crypto.randomUUID();
    res.locals.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    const started = process.hrtime.bigint();
    res.once("finish", () => answered(req, res, id, started, options));
    next();
  };
}

function answered(
  req: Request,
  res: Response,
  id: string,
  started: bigint,
  options: { routes: () => Routes | undefined; logEveryRequest: boolean },
) {
  const pathname = req.path;
  // static files and Vite's modules answered before Remix: neither logged nor counted
  if (!res.locals.routed && res.statusCode < 400) return;
  if (QUIET.has(pathname)) return;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const route = res.locals.routed ? routeLabel(options.routes(), pathname) : "refused";
  const status = res.statusCode;
  metrics().httpRequests.inc({ route, method: req.method, status: String(status) });
  metrics().httpDuration.observe({ route, method: req.method }, seconds);
  const level = status >= 500 ? "error" : options.logEveryRequest ? "info" : "debug";
  // the line is made only when it is written (LOG_LEVEL may be above it)
  if (!logger().isLevelEnabled(level)) return;
  const line = {
    reqId: id,
    host: req.hostname,
    method: req.method,
    route,
    status,
    ms: Math.round(seconds * 10_000) / 10,
  };
  logger()[level](line, status >= 500 ? "request failed" : "request");
}

/**
 * GET /readyz: 200 while this instance takes new work, 503 once it drains (SIGTERM) or its database
 * is gone; the body names what is down (docs/issues/035.md §6). Redis down keeps it ready — the menus and the
 * directory still serve, what needs a session answers a quick 503 — and says so: "ready, degraded:
 * redis down". Taking every instance out of the proxy for a shared Redis would leave nobody serving.
 */
export function readiness(state: {
  draining: () => boolean;
  healthy: () => Promise<boolean>;
  redisReady?: () => boolean;
}): RequestHandler {
  return async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (state.draining()) return void res.status(503).type("text/plain").send("draining");
    const down = [
      ...((await state.healthy()) ? [] : ["database"]),
      ...(state.redisReady?.() === false ? ["redis"] : []),
    ];
    const text =
      down.length === 0
        ? "ready"
        : `${down.includes("database") ? "unavailable" : "ready, degraded"}: ${down.join(", ")} down`;
    res
      .status(down.includes("database") ? 503 : 200)
      .type("text/plain")
      .send(text);
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** GET /metrics in Prometheus's text format, only with "Authorization: Bearer <METRICS_TOKEN>". */
export function metricsEndpoint(token: string | undefined): RequestHandler {
  return async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!token) {
      res.status(404).type("text/plain").send("Niet gevonden.");
      return;
    }
    const given = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1] ?? "";
    if (!sameSecret(given, token)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.status(401).type("text/plain").send("Geen toegang: /metrics vraagt om het metrics-token.");
      return;
    }
    const registry = metrics().registry;
    res.setHeader("Content-Type", registry.contentType);
    res.end(await registry.metrics());
  };
}
