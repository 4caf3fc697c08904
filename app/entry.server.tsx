import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/router";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { deferModulesInDocument } from "~/server/defer-modules.server";
import { inlineCss } from "~/server/inline-css.server";
import { gzipDocument } from "~/server/document-gzip.server";
import { acceptsGzip } from "~/server/page-encoding.server";
import stylesheet from "~/tailwind.css?url";
import { InlineCssProvider } from "~/components/inline-css";
import { logger } from "~/infra/logger.server";
import { isDatabaseDown, isStoreFailure, STORE_RETRY_AFTER_S } from "~/infra/store-failure";
import { NonceProvider } from "~/components/nonce";
import { RequestIdProvider } from "~/components/request-id";

export const streamTimeout = 5_000;

/**
 * Requests a loader or action of which failed because the database or the session store went away
 * under it (a restart, docs/issues/035.md §6): handleError marks them, and the answer is a 503 with
 * Retry-After — a dependency down for a moment — instead of a 500, for pages and data requests alike.
 */
const unavailable = new WeakSet<Request>();

function unavailableStatus(request: Request, status: number, headers: Headers): number {
  const answer = status === 500 && unavailable.has(request) ? 503 : status;
  // a loader's 503 refusal (loadOrRefuse) too: the client is told when to try again
  if (answer === 503 && !headers.has("Retry-After")) headers.set("Retry-After", String(STORE_RETRY_AFTER_S));
  return answer;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  responseStatusCode = unavailableStatus(request, responseStatusCode, responseHeaders);
  const css = inlineCss(stylesheet);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={loadContext.requestId ?? null}>
          <InlineCssProvider value={css}>
            <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
          </InlineCssProvider>
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        // Nothing on these pages suspends on the server (no defer; the lazy parts mount on the client),
        // so the shell is the whole page, for browsers and bots alike. It goes out as one buffer: one
        // write through compression and the socket instead of one per React chunk of 2 kB — docs/issues/021.md
        // §3, checkout and thank-you 1.4× the req/s of streaming them (decision 060).
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const body = new Writable({
            // never "full": React writes the page in one go instead of pausing for a 'drain' (the
            // 57 kB stylesheet alone is past the default 16 kB); and no 'close' once finished: React
            // takes it for a client gone, aborts and ends the finished stream again, which builds an
            // error with its stack on every page (decision 108)
            highWaterMark: Number.MAX_SAFE_INTEGER,
            emitClose: false,
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(abortTimer);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const html = Buffer.concat(chunks);
              // production: the modules load after the first paint (decision 062); Vite's development
              // modules keep Remix's own loading
              const page = process.env.NODE_ENV === "production" ? deferModulesInDocument(html) : html;
              // gzip with the stylesheet deflated once (decision 109); the compression middleware leaves
              // an answer alone that has its encoding, and compresses the rest as before
              const gzip = acceptsGzip(request.headers.get("accept-encoding")) ? gzipDocument(page, css) : null;
              if (gzip) responseHeaders.set("Content-Encoding", "gzip");
              const body = gzip ?? page;
              const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
              resolve(new Response(bytes, { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger().error({ reqId: loadContext.requestId, err: error }, "render failed");
        },
      },
    );
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * An error a loader, action or render threw: one log line with the request's id. Not for aborted
 * requests, nor for the router's own 4xx answers (no route matches, a method not allowed).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseDown(error) || isStoreFailure(error)) unavailable.add(request);
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger().error(
    { reqId: context.requestId, err: isRouteErrorResponse(error) ? error.data : error },
    "unexpected error",
  );
};

/** A data request (`.data`) whose loader met a database or session store that went away: 503. */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  const headers = new Headers(response.headers);
  const status = unavailableStatus(request, response.status, headers);
  if (status === response.status && !headers.has("Retry-After")) return response;
  return new Response(response.body, { status, headers });
}
