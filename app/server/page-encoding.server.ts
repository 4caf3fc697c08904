// Which form of a precompressed page a request takes (decision 091): brotli whenever it is accepted
// (smaller), whatever order the browser lists them in, else gzip, else the plain bytes. Express'
// `acceptsEncodings` (negotiator) parses the header on every call; browsers send few distinct
// Accept-Encoding values, so each is negotiated once and remembered (at most MAX_KEPT of them).
//
// A document Remix renders per request goes out as gzip when gzip is accepted (`acceptsGzip`, decision
// 109): its stylesheet is deflated once, so gzip costs a fraction of what brotli per answer costs.
import type { Request } from "express";
import Negotiator from "negotiator";

export type PageEncoding = "br" | "gzip" | "identity";

const MAX_KEPT = 64;
const known = new Map<string, PageEncoding>();

export function pageEncoding(req: Request): PageEncoding {
  const asked = req.headers["accept-encoding"] ?? "";
  const hit = known.get(asked);
  if (hit) return hit;
  const encoding = req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : "identity";
  if (known.size >= MAX_KEPT) known.clear();
  known.set(asked, encoding);
  return encoding;
}

const gzipKnown = new Map<string, boolean>();

/** Whether a request's Accept-Encoding (the header's value, or null) takes gzip; no header takes none. */
export function acceptsGzip(asked: string | null): boolean {
  const key = asked ?? "";
  const hit = gzipKnown.get(key);
  if (hit !== undefined) return hit;
  const gzip =
    asked !== null && new Negotiator({ headers: { "accept-encoding": asked } }).encoding(["gzip"]) === "gzip";
  if (gzipKnown.size >= MAX_KEPT) gzipKnown.clear();
  gzipKnown.set(key, gzip);
  return gzip;
}
