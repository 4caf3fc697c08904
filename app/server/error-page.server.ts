// The last answer of every request (docs/issues/033.md §3): whatever an Express middleware passes on as an
// error (the tenant lookup with the database down, the page cache's islands, a session store, a
// malformed address) and whatever nothing answered is answered here in Dutch — the error page for
// a browser, the JSON refusal for /api and data requests — never Express's English default page.
// Remix renders its own error pages (app/components/error-boundary.tsx); this covers everything
// before and around it.
// app.use(notFoundAnswer); app.use(errorAnswer); // last, after Remix
import crypto from "node:crypto";
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import type { Tenant } from "~/context";
import { ERROR_TEXT, NOT_FOUND_TEXT } from "~/domain/messages";
import { SUSPENDED_STATUS, SUSPENDED_TITLE, suspendedPageText } from "~/domain/suspension";
import { ServiceError } from "~/services/errors.server";
import { logger } from "~/infra/logger.server";
import {
  isDatabaseDown,
  isStoreFailure,
  SERVICE_UNAVAILABLE,
  SESSIONS_UNAVAILABLE,
  STORE_RETRY_AFTER_S,
} from "~/infra/store-failure";

export const BAD_REQUEST_TEXT = "Ongeldig verzoek.";
export const TOO_LARGE_TEXT = "Het verzoek is te groot.";
export const UNAVAILABLE_TITLE = "Even niet beschikbaar";

/** What the visitor is told for a status we did not word ourselves (an Express or body parser error). */
function textOf(status: number): string {
  if (status === 404) return NOT_FOUND_TEXT;
  if (status === 413) return TOO_LARGE_TEXT;
  if (status >= 400 && status < 500) return BAD_REQUEST_TEXT;
  return ERROR_TEXT;
}

interface Answer {
  status: number;
  title: string;
  message: string | null;
}

/**
 * The status and Dutch words for `err`: our own refusals say theirs, a session store or database
 * that went away under the request a 503 (docs/issues/035.md §6), http-errors style 4xx a generic one, the rest 500.
 */
export function describeError(err: unknown, tenant: Tenant | undefined): Answer {
  if (isStoreFailure(err)) return { status: 503, title: UNAVAILABLE_TITLE, message: SESSIONS_UNAVAILABLE };
  if (isDatabaseDown(err)) return { status: 503, title: UNAVAILABLE_TITLE, message: SERVICE_UNAVAILABLE };
  if (err instanceof ServiceError) {
    if (err.status === SUSPENDED_STATUS && tenant?.kind === "host" && tenant.host.suspended)
      return { status: err.status, title: SUSPENDED_TITLE, message: suspendedPageText(tenant.host.name) };
    return { status: err.status, title: textOf(err.status), message: err.message };
  }
  const declared =
    (err as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (err as { statusCode?: unknown } | null)?.statusCode;
  const status = typeof declared === "number" && declared >= 400 && declared < 500 ? declared : 500;
  return { status, title: textOf(status), message: null };
}

function wantsJson(req: Request): boolean {
  if (req.path.startsWith("/api/") || req.path.endsWith(".data")) return true;
  const accept = req.get("accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

// the page's one style, allowed by its hash: this answer may come before helmet and the nonce
const STYLE =
  "body{margin:0;font-family:system-ui,sans-serif;color:#1c1917;background:#fafaf9}" +
  "main{min-height:100vh;max-width:800px;margin:0 auto;padding:24px;box-sizing:border-box;display:flex;" +
  "flex-direction:column;align-items:center;justify-content:center;gap:16px;text-align:center}" +
  "h1{font-size:1.5rem;margin:0}p{margin:0;color:#57534e}code{font-family:monospace;color:#292524}" +
  "a{border-radius:9999px;background:#b91c1c;color:#fff;padding:12px 24px;font-weight:600;text-decoration:none}";
const STYLE_HASH = crypto.createHash("sha256").update(STYLE, "utf8").digest("base64");
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** The Dutch error page as a whole document: no scripts, no stylesheet to fetch, its own CSP. */
export function errorPageHtml(answer: Answer, requestId: string | undefined): string {
  const reference =
    answer.status >= 500 && requestId
      ? `<p>Neem je contact op met de klantenservice? Noem dan foutcode <code>${escape(requestId)}</code>.</p>`
      : "";
  const message = answer.message && answer.message !== answer.title ? `<p>${escape(answer.message)}</p>` : "";
  return (
    `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(answer.title)} — Bestelinfo</title><style>${STYLE}</style></head>` +
    `<body><main id="main"><h1>${escape(answer.title)}</h1>${message}${reference}` +
    `<a href="/">Naar de startpagina</a></main></body></html>`
  );
}

function answer(req: Request, res: Response, described: Answer): void {
  // whatever the failed handler set (a half-set Content-Type, a cache header) is not this answer's
  for (const name of res.getHeaderNames()) if (name !== "x-request-id" && name !== "connection") res.removeHeader(name);
  res.status(described.status);
  res.setHeader("Cache-Control", "no-store");
  // a dependency down for a moment: the client is told when to try again
  if (described.status === 503) res.setHeader("Retry-After", String(STORE_RETRY_AFTER_S));
  if (wantsJson(req)) {
    res.json({ result: "ERROR", message: described.message ?? described.title });
    return;
  }
  res.setHeader("Content-Security-Policy", PAGE_CSP);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.type("html").send(errorPageHtml(described, res.locals.requestId as string | undefined));
}

/** Nothing answered this request: our 404, not Express's "Cannot GET". */
export const notFoundAnswer: RequestHandler = (req, res) => {
  answer(req, res, { status: 404, title: NOT_FOUND_TEXT, message: null });
};

/** Every error a middleware passed on: logged (a 5xx) and answered in Dutch. */
export const errorAnswer: ErrorRequestHandler = (err, req, res, next) => {
  // an answer already under way cannot become another: Express ends the connection
  if (res.headersSent) return next(err);
  const described = describeError(err, res.locals.tenant as Tenant | undefined);
  if (described.status >= 500) logger().error({ err, reqId: res.locals.requestId }, "request failed before Remix");
  answer(req, res, described);
};
