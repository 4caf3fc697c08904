// Request bodies are limited before anything reads them (docs/issues/014.md §3): a 50 MB JSON body used to be
// parsed in full, and four at once took the process to ~950 MB. Node's parser never reads past the
// Content-Length, so the declared length decides; a body without one (chunked) is refused with 411,
// which no browser or vendor of ours sends. Uploads get their own, larger limit from the table.
import type { RequestHandler } from "express";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "~/domain/images";

export const DEFAULT_BODY_LIMIT = 100 * 1024;

/** Paths that take more than a form or JSON body (menu images, imports), longest prefix first. */
export const BODY_LIMITS: ReadonlyArray<{ prefix: string; bytes: number; message?: string }> = [
  // a 10 MB photo (domain/images MAX_IMAGE_BYTES) and its multipart wrapping; the service checks the file itself
  { prefix: "/api/images", bytes: MAX_IMAGE_BYTES + 64 * 1024, message: IMAGE_TOO_LARGE },
  // the menu's two CSV files (docs/issues/015.md §6): a large menu is ~200 kB; 2 MB leaves room, a 10 MB file is refused
  { prefix: "/admin/products/importeren", bytes: 2 * 1024 * 1024 },
  // docs/issues/018.md §5: the Thuisbezorgd portal's order export (5,000 rows are ~500 kB); same 2 MB
  { prefix: "/admin/thuisbezorgd/importeren", bytes: 2 * 1024 * 1024 },
];

export const TOO_LARGE = "Het verzoek is te groot.";
export const LENGTH_REQUIRED = "De lengte van het verzoek ontbreekt.";

function limitOf(path: string) {
  // a fetcher posts to the route's data URL (single fetch): /admin/products/importeren.data
  const route = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return BODY_LIMITS.find((l) => route === l.prefix || route.startsWith(`${l.prefix}/`));
}

export const limitBodies: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const refuse = (status: number, message: string) => {
    // nothing keeps what was sent: it is read and dropped as it arrives (memory stays flat), so the
    // client, still sending, gets to read the answer — closing at once would reset the connection
    // under it and lose the answer
    req.resume();
    if (req.path.startsWith("/api/")) res.status(status).json({ result: "ERROR", message });
    else res.status(status).type("text/plain").send(message);
  };
  const declared = req.headers["content-length"];
  if (declared === undefined) {
    if (req.headers["transfer-encoding"]) return refuse(411, LENGTH_REQUIRED);
    return next();
  }
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length < 0) return refuse(400, "Ongeldige invoer.");
  const limit = limitOf(req.path);
  if (length > (limit?.bytes ?? DEFAULT_BODY_LIMIT)) return refuse(413, limit?.message ?? TOO_LARGE);
  next();
};
