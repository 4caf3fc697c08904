// Boots the whole product: database (embedded or DATABASE_URL), Redis (optional), sessions, the
// event bus, Express with Remix, and ws on /ws. Returns a handle that shuts it all down gracefully.
import crypto from "node:crypto";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { healthy, startDatabase } from "~/server/database.server";
import type { AppLoadContext } from "@remix-run/node";
import { closeDb, poolStats } from "~/db.server";
import { EnvError, getEnv } from "~/env.server";
import { startPaymentSimulatorIfNeeded } from "~/integrations/mollie/index.server";
import { closeBus, initBus } from "~/realtime/bus.server";
import { startSweeps } from "~/server/sweeps.server";
import { attachWebSocketServer } from "~/realtime/ws.server";
import { closeRedis, connectRedis, redisReady } from "~/infra/redis.server";
import {
  SESSION_COOKIE,
  createSessionMiddleware,
  createSessionStore,
  withSessionFallback,
} from "~/server/session.server";
import { limitBodies } from "~/server/body-limit.server";
import { loadContextOf, type RequestLocals } from "~/server/load-context.server";
import { serveImage } from "~/server/images.server";
import { serveAppImage, serveManifest } from "~/server/app-manifest.server";
import { privateWhenPersonal } from "~/server/cache-control.server";
import { PAGE_CACHE_NONCE, forgetHost, forgetPetition, pageCache } from "~/server/page-cache.server";
import { headersOf, securityHeaders } from "~/server/security-headers.server";
import { errorAnswer, notFoundAnswer } from "~/server/error-page.server";
import { onPetitionChanged } from "~/realtime/petition.server";
import { clearTenantCache, movedHostname, normaliseHostname, resolveTenant } from "~/server/tenant.server";
import { HOST_CHANGED, onInvalidation } from "~/realtime/invalidation.server";
import { forgetRestaurant } from "~/services/restaurant-cache.server";
import { watchIslandsMemo } from "~/services/islands-memo.server";
import { metricsEndpoint, readiness, requestContext } from "~/server/ops.server";
import { FOREIGN_ORIGIN, sameOrigin } from "~/domain/same-origin";
import { logger } from "~/infra/logger.server";
import { sessionPeek } from "~/server/session-peek.server";
import { watchMenuGenerations } from "~/services/menu-generations.server";
import { SERVICE_UNAVAILABLE, STORE_RETRY_AFTER_S } from "~/infra/store-failure";
import { metrics } from "~/infra/metrics.server";
import { startJetSimulatorIfNeeded } from "~/integrations/thuisbezorgd/client.server";

export interface RunningServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

type Log = (msg: string) => void;

const IDLE_GRACE_MS = 1_000;

async function loadProductionBuild(): Promise<ServerBuild> {
  const file = path.resolve("build/server/index.js");
  try {
    return (await import(pathToFileURL(file).href)) as ServerBuild;
  } catch (err) {
    throw new EnvError(`No production build at ${file} (${(err as Error).message}): run \`npm run build\` first.`);
  }
}

export async function startServer(options: { log?: Log } = {}): Promise<RunningServer> {
  const env = getEnv();
  const log: Log = options.log ?? ((m) => logger().info(m));
  const production = env.NODE_ENV === "production";

  // a missing production build fails here, before anything was started
  const productionBuild = production ? await loadProductionBuild() : null;
  const embedded = await startDatabase(env, log);
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL) : undefined;
  // one of several workers (app/server/cluster.server.ts, decision 087): without Redis, sessions and
  // live events go through PostgreSQL, and only worker 0 runs the sweeps
  const clustered = env.CLUSTER_WORKER !== undefined;
  const sweeper = !clustered || env.CLUSTER_WORKER === 0;
  const bus = await initBus(redis, { sharedDatabaseUrl: clustered ? env.DATABASE_URL : undefined });
  // a restaurant changed on any instance: what this one cached of it goes (app/realtime/invalidation.server.ts)
  const stopInvalidation = onInvalidation(bus, (change) => {
    forgetRestaurant(change.hostId);
    forgetHost(change.hostId);
    if (change.type === HOST_CHANGED) clearTenantCache();
  });
  // the islands' memo of customers: kept while the bus hears every change (decision 097)
  const stopIslandsMemo = watchIslandsMemo(bus);
  // the cart's price table checks the menu generation as the database tells it (decision 102)
  const menuGenerations = await watchMenuGenerations(embedded?.localUrl ?? env.DATABASE_URL ?? "");
  // the petition's counter changed on any instance: its cached pages go (docs/issues/020.md §4)
  const stopPetitionInvalidation = onPetitionChanged(bus, forgetPetition);
  // SWEEPS=off (test servers, decision 095): a test runs the sweep it needs in its own process
  const sweepsHere = sweeper && env.SWEEPS === "on";
  const sweeps = sweepsHere ? startSweeps(clustered && !redis) : [];
  if (sweepsHere) log("sweeps run here: escalation, planned release, retention, marketplace watchdog");
  else if (sweeper) log("sweeps off here (SWEEPS=off)");
  // No Mollie key (and not production, unless PAYMENT_SIMULATOR=1): the built-in simulator pays
  const paymentSimulator = await startPaymentSimulatorIfNeeded(env, log);
  // Thuisbezorgd (docs/issues/018.md): the built-in marketplace in development
  const jetSimulator = await startJetSimulatorIfNeeded(env, log);
  const sessionStore = createSessionStore(redis, { shared: clustered });
  const sessionMiddleware = withSessionFallback(
    createSessionMiddleware({ secret: env.SESSION_SECRET, secure: env.COOKIE_SECURE, store: sessionStore }),
    redisReady,
  );

  const app = express();
  const server = http.createServer(app);
  app.disable("x-powered-by");
  if (env.TRUST_PROXY === "1") app.set("trust proxy", 1);

  const security = securityHeaders({ production, hsts: production && env.COOKIE_SECURE });
  let shuttingDown = false;
  // the build's routes name each request in logs and metrics (development reloads them)
  let routes: ServerBuild["routes"] | undefined = productionBuild?.routes;
  const workerHeader = env.WORKER_HEADER === "1" ? { "X-Worker": String(env.CLUSTER_WORKER ?? 0) } : undefined;
  if (workerHeader) app.use((_req, res, next) => (res.set(workerHeader), next()));
  // first: every answer, even a refusal, carries its request id
  app.use(requestContext({ trustProxy: env.TRUST_PROXY === "1", routes: () => routes, logEveryRequest: production }));
  app.use((_req, res, next) => {
    if (shuttingDown) res.setHeader("Connection", "close");
    next();
  });

  // before the session, the tenant or Remix: nothing reads a body over its limit
  app.use(limitBodies);

  app.get("/healthz", async (_req, res) => {
    const ok = await healthy();
    res
      .status(ok ? 200 : 503)
      .type("text/plain")
      .send(ok ? "ok" : "unavailable");
  });
  // readiness: the proxy stops sending new work as soon as SIGTERM arrives
  app.get("/readyz", readiness({ draining: () => shuttingDown, healthy, redisReady }));
  app.get("/metrics", metricsEndpoint(env.METRICS_TOKEN));

  const tenantOf = (hostHeader: string | undefined) =>
    resolveTenant(normaliseHostname(hostHeader), env.PLATFORM_DOMAIN);
  /** The tenant of a well-formed Host, or null (a malformed Host is the tenant middleware's 400). */
  const wellFormedTenantOf = (hostHeader: string | undefined) =>
    normaliseHostname(hostHeader) === null ? Promise.resolve(null) : tenantOf(hostHeader);
  let build: ServerBuild | (() => Promise<ServerBuild>) = productionBuild as ServerBuild;
  // docs/issues/021.md, decision 044: a first visit (no session cookie) to the menu is answered before the static files and the session
  const pages = pageCache({
    build: async () => (typeof build === "function" ? build() : build),
    mode: production ? "production" : "development",
    resolveTenant: wellFormedTenantOf,
    sessionCookie: SESSION_COOKIE,
    securityHeaders: headersOf(security, PAGE_CACHE_NONCE),
  });
  // (production only: in development the build changes under it with every edit). Before the nonce,
  // helmet and compression: the page cache sets the same headers itself, its bodies are compressed.
  if (production) app.use(pages.beforeSession);
  // Decision 091: a cached page asked for with a session cookie (a customer with a cart or a login:
  // the shell plus their islands) is answered here too, after its tenant and the session but before
  // the nonce, helmet and compression, which such an answer never uses (it sets the same headers
  // itself and is compressed already). What it passes on goes through the whole chain below with the
  // tenant found here, and the session middleware keeps the session read here.
  if (production) {
    // only a restaurant's or the platform's own Host: any other answer (400, 421, a moved subdomain)
    // is left to the chain below, with the headers every answer gets
    const knownTenant: express.RequestHandler = (req, res, next) => {
      wellFormedTenantOf(req.get("host")).then((tenant) => {
        if (!tenant || tenant.kind === "unknown") return next("router");
        res.locals.tenant = tenant;
        next();
      }, next);
    };
    const personalPages = express.Router();
    // the session peeked first (decision 102): the menu's islands read it without express-session's
    // work; an answer that would write it is dropped by afterSession and made again after the session
    const peek = sessionPeek({
      store: sessionStore,
      secret: env.SESSION_SECRET,
      cookieName: SESSION_COOKIE,
      ready: redisReady,
    });
    personalPages.use(knownTenant, peek, pages.afterSession, sessionMiddleware, pages.afterSession);
    app.use((req, res, next) => (pages.cacheable(req) ? personalPages(req, res, next) : next()));
  }
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(security);
  app.use(compression());

  let closeVite = async () => {};
  if (production) {
    app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
    app.use(staticFiles("build/client", { maxAge: "1h" }));
    build = productionBuild as ServerBuild;
  } else {
    const vite = await import("vite").then((v) =>
      v.createServer({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" }),
    );
    app.use(vite.middlewares);
    app.use(staticFiles("public", { maxAge: "1h" }));
    build = async () => {
      const loaded = (await vite.ssrLoadModule("virtual:remix/server-build")) as ServerBuild;
      routes = loaded.routes;
      return loaded;
    };
    closeVite = () => vite.close();
  }

  app.use(async (req, res, next) => {
    // a restaurant's or the platform's own tenant, found already for a cached page it passed on (above)
    if (res.locals.tenant) return next();
    try {
      // Host, never X-Forwarded-Host: Fly's proxy passes Host through, and a forwarded header is whatever the client sent
      if (normaliseHostname(req.get("host")) === null) {
        res.status(400).type("text/plain").send("Ongeldig verzoek: de Host-kop klopt niet.");
        return;
      }
      const tenant = await tenantOf(req.get("host"));
      if (!tenant) {
        res.status(421).type("text/plain").send("Dit domein hoort niet bij Bestelinfo.");
        return;
      }
      // a restaurant that changed its subdomain: the old one sends visitors on for 90 days (docs/issues/016.md §2).
      // Temporary and never stored (docs/issues/033.md §12): a browser keeps a 301 for good, and would still send
      // the old name to this restaurant after the 90 days, when it may be another's.
      if (tenant.kind === "unknown") {
        const to = await movedHostname(tenant.hostname, env.PLATFORM_DOMAIN);
        if (to) {
          const port = /:(\d{1,5})$/.exec(req.get("host") ?? "")?.[1];
          res.set("Cache-Control", "no-store");
          res.redirect(307, `${req.protocol}://${to}${port ? `:${port}` : ""}${req.originalUrl}`);
          return;
        }
      }
      res.locals.tenant = tenant;
      next();
    } catch (err) {
      next(err);
    }
  });
  // uploaded images: public and immutable, so before the session (no cookie, no Vary: Cookie)
  app.get("/img/:file", serveImage);
  // the installable app of this domain (docs/issues/019.md): the restaurant's, or Bestelinfo's on the platform
  app.get("/manifest.webmanifest", serveManifest);
  app.get("/app-icon/:file", serveAppImage);
  app.use(sessionMiddleware);
  app.use(privateWhenPersonal);
  // State changes only from our own pages: a browser's cross-site POST is refused here, with a
  // Dutch 403, before Remix (whose own CSRF guard would answer it with a 500). Server-to-server
  // calls (Mollie's webhook, the apps) send no Origin and pass.
  app.use((req, res, next) => {
    const origin = req.get("origin");
    if (req.method === "GET" || req.method === "HEAD" || !origin || sameOrigin(origin, req.get("host"))) return next();
    res.status(403).json({ result: "ERROR", message: FOREIGN_ORIGIN });
  });

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: production ? "production" : "development",
      getLoadContext: (req, res): AppLoadContext => {
        res.locals.routed = true;
        return loadContextOf(req, res.locals as RequestLocals);
      },
    }),
  );
  // every error a middleware passes on, and whatever nothing answered: our Dutch page or JSON,
  // never Express's English default page (docs/issues/033.md §3)
  app.use(notFoundAnswer);
  app.use(errorAnswer);

  // Last: an error a middleware passed on (the tenant's lookup with the database gone, a session
  // store failing) is a Dutch 503, never Express's default page; one arriving after the answer was
  // sent is logged and goes no further (docs/issues/035.md §1).
  app.use(afterErrors);

  const realtime = attachWebSocketServer({
    server,
    sessionMiddleware,
    resolveTenant: (req) => tenantOf(req.headers.host),
    bus,
    headers: workerHeader,
  });
  metrics().readGauge("bestelinfo_ws_sockets", realtime.clientCount);
  metrics().readGauge("bestelinfo_db_pool_used", () => poolStats().used);
  metrics().readGauge("bestelinfo_db_pool_free", () => poolStats().free);
  metrics().readGauge("bestelinfo_db_pool_pending", () => poolStats().pending);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const shownHost = env.PLATFORM_DOMAIN === "localhost" ? "localhost" : env.HOST;
  log(`listening on http://${shownHost}:${port} (${production ? "production" : "development"})`);

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      log("shutting down: no new connections, finishing requests in flight");
      shuttingDown = true;
      // Stop listening only. http.Server#close would also drop "idle" connections at once, and a
      // connection whose request is still unread in its buffer counts as idle: that request would be lost.
      const drained = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      const hardStop = setTimeout(() => server.closeAllConnections(), env.SHUTDOWN_TIMEOUT_MS);
      await realtime.close();
      // Keep-alive connections never end by themselves: after a grace period for unread requests,
      // close those that sit idle (every response now carries Connection: close).
      let sweep: NodeJS.Timeout | undefined;
      const sweepStart = setTimeout(() => {
        server.closeIdleConnections();
        sweep = setInterval(() => server.closeIdleConnections(), 250);
      }, IDLE_GRACE_MS);
      await drained;
      clearInterval(sweep);
      clearTimeout(sweepStart);
      clearTimeout(hardStop);
      for (const stop of sweeps) stop();
      stopInvalidation();
      stopIslandsMemo();
      await menuGenerations.close();
      stopPetitionInvalidation();
      await closeVite();
      await paymentSimulator?.close();
      await jetSimulator?.close();
      await closeBus();
      await closeRedis();
      await closeDb();
      if (embedded) await embedded.stop();
      log("stopped");
    })());

  return { port, url: `http://${shownHost}:${port}`, close };
}

function afterErrors(err: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) {
  const reason = err instanceof Error ? err.message : String(err);
  if (res.headersSent) {
    logger().error({ area: "http", path: req.path }, `error after the answer was sent: ${reason}`);
    return;
  }
  logger().error({ area: "http", path: req.path, err }, `answered 503: ${reason}`);
  res.setHeader("Retry-After", String(STORE_RETRY_AFTER_S));
  res.setHeader("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.status(503).json({ result: "ERROR", message: SERVICE_UNAVAILABLE });
  else res.status(503).type("text/plain").send(SERVICE_UNAVAILABLE);
}

/**
 * express.static for the files at the top of the client build (sw.js, favicon.svg, images/…): every
 * one has an extension, so a page's path (/order/checkout) goes straight on instead of costing a
 * failed stat of the disk and its ENOENT error on every page request (docs/issues/021.md §3).
 */
function staticFiles(root: string, options: Parameters<typeof express.static>[1]): express.RequestHandler {
  const serve = express.static(root, options);
  return (req, res, next) => (/\.[^/]*$/.test(req.path) ? serve(req, res, next) : next());
}
