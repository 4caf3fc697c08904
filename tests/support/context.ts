// The load context the app builds for a request (app/server/load-context.server.ts), for tests that
// call a route's loader or action in-process: the tenant of the url's domain as the server resolves
// it (app/server/tenant.server.ts) and an express-session session in the in-process store the server
// uses without Redis (app/server/session.server.ts), holding `data` as a login would have left it.
// One context is one browser: reuse it for that browser's next requests, its session is the same.
// const context = await requestContext(`http://${host.perma}.localhost/admin/club`, { userId: admin.id });
import type { AppLoadContext } from "@remix-run/node";
import type { SessionData } from "express-session";
import { getEnv } from "~/env.server";
import { loadContextOf, type SessionRequest } from "~/server/load-context.server";
import { createSessionMiddleware, createSessionStore } from "~/server/session.server";
import { clearTenantCache, normaliseHostname, resolveTenant } from "~/server/tenant.server";
import { TEST_SESSION_SECRET } from "./session";

const store = createSessionStore();
// making the middleware teaches the store to start a session (store.generate), as the server's does
createSessionMiddleware({ secret: TEST_SESSION_SECRET, secure: false, store });

type Generating = SessionRequest & { sessionStore: typeof store };

export interface RequestOpts extends Partial<SessionData> {
  /** The client's address (the rate limits count per address). */
  clientIp?: string;
}

export async function requestContext(
  url: string,
  { clientIp = "127.0.0.1", ...data }: RequestOpts = {},
): Promise<AppLoadContext> {
  // a test changes a restaurant between two requests faster than the tenant cache's 5 s, and no bus
  // drops the cache in this process (the server's HOST_CHANGED does): every request reads it fresh
  clearTenantCache();
  const tenant = await resolveTenant(normaliseHostname(new URL(url).host), getEnv().PLATFORM_DOMAIN);
  if (!tenant) throw new Error(`${url} is no domain of ours`);
  const req = { sessionStore: store, ip: clientIp } as unknown as Generating;
  (store as unknown as { generate(req: Generating): void }).generate(req);
  for (const [key, value] of Object.entries(data))
    if (value !== undefined) Object.assign(req.session, { [key]: value });
  await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
  return loadContextOf(req, { requestId: `test-${crypto.randomUUID()}`, tenant, cspNonce: "" });
}
