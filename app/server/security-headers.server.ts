// The security headers every page carries (helmet, one configuration), and the same headers as a
// fixed list for the page cache (docs/issues/021.md §1): a cached document is answered before helmet runs, so
// it sets the list itself — computed once from the very middleware every other answer passes, with
// the nonce left as a placeholder for the page cache to replace by its scripts' hashes.
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";

export const CSP_HEADER = "Content-Security-Policy";

export function securityHeaders(options: { production: boolean; hsts: boolean }): RequestHandler {
  return helmet({
    contentSecurityPolicy: options.production
      ? {
          directives: {
            "default-src": ["'self'"],
            "script-src": ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce as string}'`],
            "style-src": ["'self'", "'unsafe-inline'"],
            "img-src": ["'self'", "data:", "blob:", "https:"],
            "connect-src": ["'self'", "ws:", "wss:"],
            "form-action": ["'self'", "https:", "http:"],
            "frame-ancestors": ["'none'"],
            "upgrade-insecure-requests": null,
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    // no-referrer would make Chromium send "Origin: null" on plain form posts, which the Origin check refuses
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.hsts,
  });
}

/**
 * What `middleware` writes on an answer whose nonce is `nonce`, as [name, value] pairs. Helmet's
 * headers depend on nothing in the request but the nonce, so one run gives every answer's list.
 */
export function headersOf(middleware: RequestHandler, nonce: string): ReadonlyArray<readonly [string, string]> {
  const written = new Map<string, string>();
  const res = {
    locals: { cspNonce: nonce },
    setHeader(name: string, value: string | number | readonly string[]) {
      written.set(name, Array.isArray(value) ? value.join(", ") : String(value));
      return res;
    },
    removeHeader(name: string) {
      written.delete(name);
    },
    getHeader: (name: string) => written.get(name),
  };
  let passed = false;
  middleware({ headers: {}, method: "GET", url: "/" } as Request, res as unknown as Response, () => {
    passed = true;
  });
  if (!passed) throw new Error("security headers: the middleware did not pass on synchronously");
  return [...written];
}

/**
 * `headers` (headersOf's list) with the CSP cut around the source of `nonce` once: an answer that
 * lists script hashes instead puts them in between (a CSP without that source goes as it is, in others).
 */
export function cspAroundNonce(
  headers: ReadonlyArray<readonly [string, string]>,
  nonce: string,
): { csp: readonly [string, string] | null; others: ReadonlyArray<readonly [string, string]> } {
  const source = ` 'nonce-${nonce}'`;
  let csp: readonly [string, string] | null = null;
  const others: Array<readonly [string, string]> = [];
  for (const [name, value] of headers) {
    const at = name === CSP_HEADER ? value.indexOf(source) : -1;
    if (at < 0) others.push([name, value]);
    else csp = [value.slice(0, at), value.slice(at + source.length)];
  }
  return { csp, others };
}
