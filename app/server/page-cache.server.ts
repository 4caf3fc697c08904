// The public pages as cached documents (docs/issues/021.md §1, decision 044): a restaurant's menu ("/" on its
// domain) and the platform's directory ("/", "/hosts") are rendered once through Remix for an
// anonymous visitor, kept in memory with their gzip and brotli forms and a strong ETag, and answered
// here before the Remix router runs. Only a visitor whose session holds nothing personal gets the
// cached document (no login, no cart lines, no mode or postcode chosen); anyone else gets the page
// rendered for them, as before. So a cached document is by construction the anonymous page, and
// never holds one visitor's data.
//
// Islands (decision 054): a customer with a cart or a login gets the same cached shell (the one of
// their cart's mode) with their personal data as one inline JSON script after the document (decision
// 104), which the page merges into its loader data once it has hydrated and the document is parsed
// (app/components/islands.ts). That answer is the shell's own compression of the whole document with
// the script appended uncompressed in the format's framing
// (compressed-prefix.server.ts: nothing compressed per visitor), and `private`; an open iDEAL payment
// is a redirect before any shell.
//
// CSP: the document is rendered with a placeholder nonce that is stripped again; the response's
// script-src lists the sha256 of each inline script instead of the request's nonce (the other
// directives stay exactly as helmet wrote them).
//
// Invalidation: `forgetHost` (menu.changed / host.changed on the event bus, every instance) drops a
// restaurant's documents at once; every document also ends at the next full minute, when a
// restaurant may open, close or end a pause.
import crypto from "node:crypto";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, RequestHandler, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { AppSession, Tenant } from "~/context";
import type { SessionCart } from "~/schemas/cart";
import { COOKIE_LIFETIME_MS } from "~/domain/constants";
import { loadContextOf, type SessionRequest } from "~/server/load-context.server";
import { sessionCart } from "~/http/cart-session.server";
import { loadPageIslands } from "~/services/islands.server";
import { getUserWithFacts } from "~/http/session-user.server";
import { peekOf, unpeek } from "~/server/session-peek.server";
import { inFlight } from "~/infra/in-flight";
import { logger } from "~/infra/logger.server";
import { CSP_HEADER, cspAroundNonce } from "~/server/security-headers.server";
import { pageEncoding } from "~/server/page-encoding.server";
import {
  brotliPartsWithEnding,
  compressPrefix,
  gzipPartsWithEnding,
  type CompressedPrefix,
} from "~/server/compressed-prefix.server";
import { islandScript, personalBody } from "~/server/islands-body.server";

/** The nonce a cached document is rendered with, and the security headers computed with: replaced by hashes. */
export const PAGE_CACHE_NONCE = "bestelinfo-shell-nonce";
/** More documents than this (hosts × addresses): the oldest go first. */
const MAX_ENTRIES = 2_000;
/** The platform's directory lists every restaurant: any restaurant's host.changed drops it. */
const PLATFORM = 0;
/** /petitie on every domain (docs/issues/020.md §4): one bucket, dropped by petition.changed (its counter). */
const PETITION = -1;
const PETITION_PATH = "/petitie";

interface Page {
  identity: Buffer;
  gzip: Buffer[];
  br: Buffer[];
  etag: string;
  scriptHashes: string;
  /** the whole document, compressed once and flushed; a visitor's islands go after it (compressed-prefix.server.ts) */
  head: CompressedPrefix;
}

interface Entry {
  bucket: number;
  expires: number;
  /** null: this address does not answer a cacheable 200 now (a redirect, a suspension): Remix answers it */
  page: Page | null;
}

const entries = new Map<string, Entry>();
/** Renders in flight: a request after an invalidation never joins one that started before it. */
const rendering = inFlight<Entry>();
/** Bumped by every invalidation: a render that started before it is not stored. */
const generations = new Map<number, number>();

function nextMinute(now: number): number {
  return now - (now % 60_000) + 60_000;
}

/** Drops every cached document of this restaurant (and the directory, which lists it). */
export function forgetHost(hostId: number): void {
  // the petition page on the restaurant's domain shows its name: it goes too
  forgetBuckets([hostId, PLATFORM, PETITION]);
}

/** Drops every cached /petitie page (a signature counted or was withdrawn: the counter changed). */
export function forgetPetition(): void {
  forgetBuckets([PETITION]);
}

function forgetBuckets(buckets: number[]): void {
  for (const bucket of buckets) {
    generations.set(bucket, (generations.get(bucket) ?? 0) + 1);
    for (const [key, entry] of entries) if (entry.bucket === bucket) entries.delete(key);
  }
}

/**
 * The addresses answered from the cache, per kind of domain (no query string). To cache another
 * public page, add its pattern here; keep it narrow (every address matched can take an entry).
 * Whatever changes such a page for everyone must reach forgetHost (host.changed / menu.changed), or
 * be fine for up to a minute. docs/issues/021.md §3: /hub2/{organisation}[/{afhalen|bezorgen}] lists a chain's
 * restaurants (open now, pickup/delivery): dropped with the directory on any restaurant's change.
 */
const CACHED: Record<"host" | "platform", readonly RegExp[]> = {
  host: [/^\/$/, /^\/petitie$/],
  platform: [/^\/$/, /^\/hosts$/, /^\/hub2\/[1-9]\d{0,9}(?:\/(?:afhalen|bezorgen))?$/, /^\/petitie$/],
};
const ANY_CACHED = [...CACHED.host, ...CACHED.platform];

function cachedPath(kind: "host" | "platform", path: string): boolean {
  return CACHED[kind].some((pattern) => pattern.test(path));
}

/** Nothing personal in this session: the anonymous page is exactly what this visitor would see. */
function anonymous(req: ExpressRequest): boolean {
  const data = req.session as (Partial<{ userId: number; cart: SessionCart }> & object) | undefined;
  if (!data) return true;
  if (data.userId) return false;
  const cart = data.cart;
  return !cart || (cart.items.length === 0 && cart.deliver === true && !cart.zipcode);
}

/**
 * A session that is never stored: the anonymous visitor the document is made for, with an empty
 * pickup cart for the pickup shell (the menu's prices are the mode's).
 */
function blankSession(pickup: { hostId: number } | null): { session: AppSession; touched: () => boolean } {
  let touched = false;
  const touch = async () => {
    touched = true;
  };
  const data = { cookie: { maxAge: COOKIE_LIFETIME_MS } } as unknown as AppSession["data"];
  if (pickup) data.cart = { hostId: pickup.hostId, deliver: false, items: [] };
  const initial = JSON.stringify(data);
  return {
    session: { data, id: `shell-${crypto.randomUUID()}`, regenerate: touch, destroy: touch, save: touch },
    touched: () => touched || JSON.stringify(data) !== initial,
  };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The sha256 sources of the document's inline scripts, for script-src. */
function inlineScriptHashes(html: string): string {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs ?? "")) continue;
    hashes.add(
      `'sha256-${crypto
        .createHash("sha256")
        .update(body ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes].join(" ");
}

function compress(html: string): Page | null {
  const stripped = html.replaceAll(` nonce="${PAGE_CACHE_NONCE}"`, "");
  // the placeholder anywhere else (inside a script): the document cannot be served without a nonce
  if (stripped.includes(PAGE_CACHE_NONCE)) return null;
  if (!stripped.includes("</body>")) return null;
  const identity = Buffer.from(stripped, "utf8");
  // one compression of the whole document, flushed: the anonymous answer ends it there, a visitor's
  // adds their islands script after it (decision 104)
  const head = compressPrefix(identity);
  const none = Buffer.alloc(0);
  return {
    identity,
    // the compressed document itself and its few closing bytes: not a second copy of it
    gzip: gzipPartsWithEnding(head, none),
    br: brotliPartsWithEnding(head, none),
    etag: crypto.createHash("sha256").update(identity).digest("base64url").slice(0, 27),
    scriptHashes: inlineScriptHashes(stripped),
    head,
  };
}

export interface PageCacheOptions {
  build: () => Promise<ServerBuild>;
  mode: "production" | "development";
  /** server.ts' tenant resolution (cached): null for a Host that is not ours or not well-formed */
  resolveTenant: (host: string | undefined) => Promise<Tenant | null>;
  sessionCookie: string;
  /** every answer's security headers (security-headers.server.ts), their nonce PAGE_CACHE_NONCE */
  securityHeaders: ReadonlyArray<readonly [string, string]>;
}

/**
 * Two Express middlewares that answer a cacheable public page from memory (rendering it on the first
 * request) and pass everything else on. `beforeSession` goes before the static files and the session:
 * a request without a session cookie is answered there, its tenant resolved here (anything odd about
 * the Host passes on to server.ts' own answers). `afterSession`, after the tenant and the session,
 * answers a visitor whose cookie's session holds nothing personal with the same document, and a
 * customer (cart, login) on "/" with the shell of their cart's mode plus their islands.
 */
/** `cacheable`: a GET of an address the cache may answer (main.server.ts reads the session early for it). */
export function pageCache(options: PageCacheOptions) {
  const answer = renderer(options);
  const cookie = new RegExp(`(?:^|;\\s*)${options.sessionCookie.replace(/[.]/g, "\\.")}=`);
  const beforeSession: RequestHandler = (req, res, next) => {
    if (!cacheable(req) || cookie.test(req.headers.cookie ?? "")) return next();
    options.resolveTenant(req.get("host")).then(
      (tenant) => {
        if (!tenant || tenant.kind === "unknown" || !cachedPath(tenant.kind, req.path)) return next();
        answer(req, res, next, tenant, null);
      },
      () => next(),
    );
  };
  const afterSession: RequestHandler = (req, res, next) => {
    // a peeked session (decision 102) never leaves here: express-session reads it before anything else
    const peek = peekOf(res);
    const pass = (err?: unknown) => {
      if (peek) unpeek(req, res);
      next(err);
    };
    // decided on the peek already: Remix renders it
    if (res.locals[RENDERED] === true) return next();
    const tenant = res.locals.tenant as Tenant | undefined;
    if (!cacheable(req) || !tenant || tenant.kind === "unknown" || !cachedPath(tenant.kind, req.path)) return pass();
    if (anonymous(req)) return answer(req, res, pass, tenant, null);
    // something personal: only "/" has islands (the directory's categories stay rendered per visitor)
    if (req.path !== "/") return pass();
    const context = loadContextOf(req as unknown as SessionRequest, {
      requestId: res.locals.requestId as string,
      tenant,
      // answered before the nonce is made (main.server.ts); nothing is rendered for the islands
      cspNonce: (res.locals.cspNonce as string | undefined) ?? "",
    });
    const host = tenant.kind === "host" ? tenant.host : null;
    const requestUrl = `${req.protocol}://${req.get("host") ?? ""}/`;
    // the session is read here and handed over as values (decision 083); the user and their other
    // personal facts in one read, from this worker's memo when it holds them (decision 097)
    const { current: user, facts } = getUserWithFacts(context, host?.id ?? null);
    user
      .then((current) => loadPageIslands({ host, current, cart: () => sessionCart(context), requestUrl, facts }))
      .then((islands) => {
        // it wanted to write the session (a moved price stored, an ended login): made again after express-session
        if (peek?.dirty) return pass();
        if (islands.kind === "render") {
          res.locals[RENDERED] = true;
          return pass();
        }
        // docs/spec.md §2: an unfinished iDEAL payment goes back to its payment page
        if (islands.kind === "redirect") return res.redirect(303, islands.to);
        answer(req, res, pass, tenant, islands);
      }, pass);
  };
  return { beforeSession, afterSession, cacheable };
}

/** res.locals: the islands decided that Remix renders this page (a later pass does not ask again) */
const RENDERED = "islandsRender";

function cacheable(req: ExpressRequest): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    req.originalUrl === req.path &&
    ANY_CACHED.some((pattern) => pattern.test(req.path))
  );
}

type Islands = Extract<Awaited<ReturnType<typeof loadPageIslands>>, { kind: "islands" }>;

function renderer(options: PageCacheOptions) {
  let handler: ReturnType<typeof createRequestHandler> | null = null;
  let handlerBuild: ServerBuild | null = null;
  const security = cspAroundNonce(options.securityHeaders, PAGE_CACHE_NONCE);

  async function render(url: string, host: string, tenant: Tenant, deliver: boolean): Promise<Page | null> {
    const build = await options.build();
    if (!handler || handlerBuild !== build) {
      handler = createRequestHandler(build, options.mode);
      handlerBuild = build;
    }
    const { session, touched } = blankSession(!deliver && tenant.kind === "host" ? { hostId: tenant.host.id } : null);
    const context: AppLoadContext = {
      requestId: "",
      tenant,
      session,
      cspNonce: PAGE_CACHE_NONCE,
      clientIp: "",
      shell: true,
    };
    const response = await handler(new Request(url, { headers: { host, accept: "text/html" } }), context);
    const html = await response.text();
    if (response.status !== 200 || response.headers.has("set-cookie") || touched()) return null;
    return compress(html);
  }

  async function load(
    key: string,
    bucket: number,
    url: string,
    host: string,
    tenant: Tenant,
    deliver: boolean,
  ): Promise<Entry> {
    const generation = generations.get(bucket) ?? 0;
    const started = Date.now();
    const page = await render(url, host, tenant, deliver);
    const entry: Entry = { bucket, expires: nextMinute(started), page };
    // an invalidation while it rendered: this one may show the old state; serve it once, keep nothing
    if ((generations.get(bucket) ?? 0) === generation) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, entry);
    }
    return entry;
  }

  return (
    req: ExpressRequest,
    res: ExpressResponse,
    next: NextFunction,
    tenant: Exclude<Tenant, { kind: "unknown" }>,
    islands: Islands | null,
  ) => {
    const host = req.get("host") ?? "";
    const bucket = req.path === PETITION_PATH ? PETITION : tenant.kind === "host" ? tenant.host.id : PLATFORM;
    // the pickup menu is its own shell (its prices); the platform has no mode
    const deliver = tenant.kind === "platform" || (islands?.deliver ?? true);
    const key = `${bucket} ${deliver ? "deliver" : "pickup"} ${req.protocol}://${host}${req.path}`;
    const cached = entries.get(key);
    const now = Date.now();
    if (cached && cached.expires > now) return send(cached, "hit");
    rendering(key, generations.get(bucket) ?? 0, () =>
      load(key, bucket, `${req.protocol}://${host}${req.path}`, host, tenant, deliver),
    ).then(
      (entry) => send(entry, "miss"),
      (err: unknown) => {
        // the page itself will say what is wrong: Remix renders it for this request
        logger().warn({ err, reqId: res.locals.requestId }, "page cache: render failed, passing on");
        next();
      },
    );

    function send(entry: Entry, state: "hit" | "miss") {
      const page = entry.page;
      if (!page) return next();
      const encoding = pageEncoding(req);
      if (!islands) return reply(page, encoding, state, { body: page[encoding], tag: page.etag }, null);
      const personal = personalBody(page, islandScript(islands.data), encoding);
      reply(page, encoding, state, personal, personal.hash);
    }

    function reply(
      page: Page,
      encoding: "br" | "gzip" | "identity",
      state: "hit" | "miss",
      { body, tag }: { body: Buffer | Buffer[]; tag: string },
      islandHash: string | null,
    ) {
      // answered as Remix would have: logged and counted under the route's name (ops.server.ts)
      res.locals.routed = true;
      const suffix = encoding === "br" ? "-br" : encoding === "gzip" ? "-gz" : "";
      const etag = `"${tag}${suffix}"`;
      // helmet's headers (a first visit is answered before helmet runs), script-src by hashes
      const hashes =
        page.scriptHashes && islandHash ? `${page.scriptHashes} ${islandHash}` : page.scriptHashes || islandHash;
      for (const [name, value] of security.others) res.setHeader(name, value);
      if (security.csp) res.setHeader(CSP_HEADER, `${security.csp[0]}${hashes ? ` ${hashes}` : ""}${security.csp[1]}`);
      res.setHeader("Vary", "Cookie, Accept-Encoding");
      // the browser asks again every time (a cart may have started since): a 304 when nothing changed.
      // With islands: this visitor's alone (no shared cache keeps it), and a login's never stored at all.
      res.setHeader(
        "Cache-Control",
        !islands ? "no-cache" : req.session?.userId ? "private, no-store" : "private, no-cache",
      );
      res.setHeader("ETag", etag);
      res.setHeader("X-Page-Cache", islands ? `${state}, islands` : state);
      const asked = req.get("if-none-match");
      if (asked && asked.split(",").some((t) => t.trim() === etag)) {
        res.status(304).end();
        return;
      }
      res.statusCode = 200;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      if (suffix) res.setHeader("Content-Encoding", encoding);
      const parts = Array.isArray(body) ? body : [body];
      res.setHeader("Content-Length", String(parts.reduce((n, part) => n + part.length, 0)));
      // one write of the headers and every part (writev): the shared shell is not copied
      res.cork();
      for (let i = 0; i < parts.length - 1; i++) res.write(parts[i]);
      res.end(parts[parts.length - 1]);
      res.uncork();
    }
  };
}
