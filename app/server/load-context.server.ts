// The load context every Remix loader and action receives (typed in app/context.ts): built once per
// request from what the middlewares before Remix found — the request id, the tenant of the Host
// header, the CSP nonce — and the request's express-session session. main.server.ts hands it to
// Remix (getLoadContext); integration tests that call a route in-process build theirs here too
// (tests/support/context.ts), with a session in the same in-process store.
// getLoadContext: (req, res) => loadContextOf(req, res.locals)
import type { AppLoadContext } from "@remix-run/node";
import type { AppSession, Tenant } from "~/context";
import { appSession } from "~/server/session.server";

/** What the request's middlewares put in res.locals before Remix. */
export interface RequestLocals {
  requestId: string;
  tenant: Tenant;
  cspNonce: string;
}

/** The parts of Express' request the context reads: express-session's session and id, the client's address. */
export interface SessionRequest {
  session: AppSession["data"];
  sessionID: string;
  ip?: string;
}

export function loadContextOf(req: SessionRequest, locals: RequestLocals): AppLoadContext {
  return new RequestContext(req, locals);
}

// A class, not an object literal per request: the clientIp accessor lives once on the prototype (a
// literal's accessor pair is defined anew for every request, each a change of the object's shape).
class RequestContext implements AppLoadContext {
  [key: string]: unknown;
  requestId: string;
  tenant: AppLoadContext["tenant"];
  session: AppSession;
  cspNonce: string;
  private ip: string | undefined;
  constructor(
    private readonly req: SessionRequest,
    locals: RequestLocals,
  ) {
    this.requestId = locals.requestId;
    this.tenant = locals.tenant;
    this.session = appSession(req);
    this.cspNonce = locals.cspNonce;
  }
  // read when asked: Express works it out from the proxy headers, and most requests never ask
  get clientIp(): string {
    return (this.ip ??= this.req.ip ?? "");
  }
  set clientIp(value: string) {
    this.ip = value;
  }
}
