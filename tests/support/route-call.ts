// Calls a route's loader or action in-process with a fake load context and answers what a browser
// would get: the status and the body, whether the route returned data, data(…, {status}), or threw
// a Response (a guard's redirect or 403, a 404).
// const { status, body } = await callRoute(action, { url, context, form: { intent: "x" } });
import type { AppLoadContext } from "@remix-run/node";

type RouteFn = (args: {
  request: Request;
  context: AppLoadContext;
  params: Record<string, string | undefined>;
}) => Promise<unknown>;

export interface RouteAnswer {
  status: number;
  body: Record<string, unknown>;
  location: string | null;
}

export async function callRoute(
  fn: RouteFn,
  {
    url,
    context,
    params = {},
    form,
    json,
  }: {
    url: string;
    context: AppLoadContext;
    params?: Record<string, string>;
    form?: Record<string, string>;
    json?: unknown;
  },
): Promise<RouteAnswer> {
  const init: RequestInit =
    form !== undefined
      ? {
          method: "POST",
          body: new URLSearchParams(form),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }
      : json !== undefined
        ? { method: "POST", body: JSON.stringify(json), headers: { "content-type": "application/json" } }
        : {};
  let out: unknown;
  try {
    out = await fn({ request: new Request(url, init), context, params });
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    out = thrown;
  }
  if (out instanceof Response) {
    const text = await out.text();
    let body: Record<string, unknown> = { text };
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // a plain-text answer (403 "Geen toegang", a 404 page text)
    }
    return { status: out.status, body, location: out.headers.get("location") };
  }
  const wrapped = out as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (wrapped && wrapped.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, body: wrapped.data as Record<string, unknown>, location: null };
  }
  return { status: 200, body: out as Record<string, unknown>, location: null };
}
