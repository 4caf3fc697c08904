// Which form of a precompressed page a request takes (decision 091): brotli whenever it is accepted
// (smaller), whatever order the browser lists them in, else gzip, else the plain bytes. A document
// Remix renders per request goes out as gzip when gzip is accepted (`acceptsGzip`, decision 109): its
// stylesheet is deflated once, so gzip costs a fraction of what brotli per answer costs.
// Negotiator (what Express' `acceptsEncodings` runs) parses the header on every call; browsers send
// few distinct Accept-Encoding values, so each is negotiated once and remembered (at most MAX_KEPT).
import type { Request } from "express";
import Negotiator from "negotiator";

export type PageEncoding = "br" | "gzip" | "identity";

interface Negotiated {
  /** the precompressed form a cached page takes */
  best: PageEncoding;
  /** whether gzip is accepted at all */
  gzip: boolean;
}

const MAX_KEPT = 64;
const known = new Map<string, Negotiated>();

/** No header (or an empty one) accepts only the plain bytes. */
function negotiated(asked: string): Negotiated {
  const hit = known.get(asked);
  if (hit) return hit;
  const negotiator = new Negotiator({ headers: { "accept-encoding": asked } });
  const br = negotiator.encoding(["br"]) === "br";
  const gzip = negotiator.encoding(["gzip"]) === "gzip";
  const answer: Negotiated = { best: br ? "br" : gzip ? "gzip" : "identity", gzip };
  if (known.size >= MAX_KEPT) known.clear();
  known.set(asked, answer);
  return answer;
}

export function pageEncoding(req: Request): PageEncoding {
  return negotiated(req.headers["accept-encoding"] ?? "").best;
}

/** Whether a request's Accept-Encoding (the header's value, or null) takes gzip; no header takes none. */
export function acceptsGzip(asked: string | null): boolean {
  return negotiated(asked ?? "").gzip;
}
