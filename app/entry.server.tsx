import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/router";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { inlineCss } from "~/server/inline-css.server";
import stylesheet from "~/tailwind.css?url";
import { InlineCssProvider } from "~/utils/inline-css";
import { logger } from "~/utils/logger.server";
import { NonceProvider } from "~/utils/nonce";
import { RequestIdProvider } from "~/utils/request-id";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={loadContext.requestId ?? null}>
          <InlineCssProvider value={inlineCss(stylesheet)}>
            <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
          </InlineCssProvider>
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
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
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * An error a loader, action or render threw: one log line with the request's id. Not for aborted
 * requests, nor for the router's own 4xx answers (no route matches, a method not allowed).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logger().error(
    { reqId: context.requestId, err: isRouteErrorResponse(error) ? error.data : error },
    "unexpected error",
  );
};
