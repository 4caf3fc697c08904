// Which form of a precompressed page a request takes (decision 091): brotli whenever it is accepted
// (smaller), whatever order the browser lists them in, else gzip, else the plain bytes. Express'
// `acceptsEncodings` (negotiator) parses the header on every call; browsers send few distinct
// Accept-Encoding values, so each is negotiated once and remembered (at most MAX_KEPT of them).
import type { Request } from "express";

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
