// A document Remix rendered for one request, as gzip with its inline stylesheet deflated once
// (decision 109). Every page carries the same 57 kB stylesheet (decision 055) and ~15 kB of its own;
// the compression middleware compressed all of it per answer (brotli, quality 4: ~0.8 ms of CPU a
// page). Here only the page's own bytes are deflated; the stylesheet's deflate is made once per build.
// gzipDocument(html, css) → the gzip member, or null when the stylesheet is not in the page (the
// development server links it).
import { deflatePart, gzipAround, type DeflatedPart } from "~/server/compressed-prefix.server";

let kept: { css: string; part: DeflatedPart } | null = null;

function deflatedCss(css: string): DeflatedPart {
  if (kept?.css !== css) kept = { css, part: deflatePart(Buffer.from(css, "utf8")) };
  return kept.part;
}

export function gzipDocument(html: Buffer, css: string): Buffer | null {
  if (css === "") return null;
  const part = deflatedCss(css);
  const at = html.indexOf(part.bytes);
  if (at === -1) return null;
  return gzipAround(html.subarray(0, at), part, html.subarray(at + part.bytes.length));
}
