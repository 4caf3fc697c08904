// A cached page with one visitor's islands (decision 054): the islands as an inline script after the
// whole document (decision 104), the shell's compression reused and the script appended stored
// (compressed-prefix.server.ts).
import crypto from "node:crypto";
import { ISLANDS_GLOBAL } from "~/components/islands";
import { brotliPartsWithEnding, gzipPartsWithEnding, type CompressedPrefix } from "~/server/compressed-prefix.server";
import type { PageIslands } from "~/services/islands.server";

/** What of a cached page the islands are added to. */
export interface Shell {
  identity: Buffer;
  etag: string;
  /** the whole document, compressed once and flushed */
  head: CompressedPrefix;
}

/** The islands as an inline script: JSON that cannot end the script (`<`, U+2028/9 escaped). */
export function islandScript(data: Extract<PageIslands, { kind: "islands" }>["data"]): string {
  const json = JSON.stringify(data).replace(
    /[<\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `window.${ISLANDS_GLOBAL}=${json}`;
}

/**
 * The shell with this visitor's islands after it: the shell's compression, their script appended
 * stored, as the buffers to write (the shell's are shared: a 25 kB copy per answer was most of what
 * the collector had to sweep). `tag`: the page's ETag with the script's; `hash`: its script-src source.
 */
export function personalBody(
  page: Shell,
  script: string,
  encoding: "br" | "gzip" | "identity",
): { body: Buffer[]; tag: string; hash: string } {
  const ending = Buffer.from(`<script>${script}</script>`, "utf8");
  // one-shot: no Hash object per answer
  const digest = crypto.hash("sha256", script, "buffer");
  const tag = `${page.etag}.${digest.toString("base64url", 0, 12)}`;
  const hash = `'sha256-${digest.toString("base64")}'`;
  if (encoding === "identity") return { body: [page.identity, ending], tag, hash };
  // the shared prefix as it is, the few small parts after it as one buffer: one write each
  const [prefix, ...rest] =
    encoding === "br" ? brotliPartsWithEnding(page.head, ending) : gzipPartsWithEnding(page.head, ending);
  return { body: [prefix!, Buffer.concat(rest)], tag, hash };
}
