// The one way a route answers (docs/decisions/010-route-answers.md). Routes authenticate, parse
// and call one service; these helpers do the parsing and the answering, so every route refuses
// bad input alike: a 404 for an id that is no id, a 400 with per-field Dutch messages, a 415 for
// the wrong body type, and a service's refusal (ServiceError) with its own status.
//
//   /api (JSON envelope the apps rely on):
//     const orderId = requireId(request, params.id, ORDER_NOT_FOUND);
//     return apiAction(request, boardActionSchema, (input) => boardAction({ hostId, staff, orderId, input }));
//   page actions (a form; answered with {intent, ok, message, fields} and a real 4xx status):
//     return formAction(request, settingsSchema, (input) => saveSettings({ hostId, staff, input }));
//   In the component: useFetcher<typeof action>() / useActionData<typeof action>() infer the answer.
import { data, type TypedResponse } from "@remix-run/node";
import type { z } from "zod";
import { hasBadCharacters, parseId } from "~/domain/ids";
import { issueFields } from "~/schemas/issues";
import { ServiceError, type RefusalStatus } from "~/services/errors.server";
import { NOT_FOUND_TEXT } from "~/domain/messages";
import { FOREIGN_ORIGIN, sameOrigin } from "~/domain/same-origin";
import {
  SERVICE_UNAVAILABLE,
  SESSIONS_UNAVAILABLE,
  STORE_RETRY_AFTER_S,
  isDatabaseDown,
  isStoreFailure,
} from "~/infra/store-failure";

export const INVALID_INPUT = "Ongeldige invoer.";
export const BAD_CHARACTERS = "Ongeldige tekens.";
export const WRONG_CONTENT_TYPE = "Dit soort verzoek wordt hier niet geaccepteerd.";
export const NOT_FOUND = NOT_FOUND_TEXT;

// --- the /api envelope -----------------------------------------------------------------------

export type ApiOk<T extends object = object> = { result: "OK" } & T;
export interface ApiError {
  result: "ERROR";
  message: string;
  fields?: Record<string, string>;
}

/**
 * JSON with its length: the compression middleware leaves an answer under its 1 kB threshold alone,
 * which it can tell only by the header (a stream's length is unknown when the headers go). A cart's
 * or a placement's answer is a few hundred bytes; compressing each cost more CPU than its bytes.
 */
function jsonAnswer(body: unknown, init: ResponseInit = {}): Response {
  const text = JSON.stringify(body);
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json");
  headers.set("Content-Length", String(Buffer.byteLength(text)));
  return new Response(text, { ...init, headers });
}

export function apiOk<T extends object>(body: T = {} as T, init?: ResponseInit): TypedResponse<ApiOk<T>> {
  return jsonAnswer({ result: "OK", ...body }, init) as TypedResponse<ApiOk<T>>;
}

export function apiError(
  status: number,
  message: string,
  extra: { fields?: Record<string, string>; detail?: object } = {},
): TypedResponse<ApiError> {
  // a refusal's detail (the total an order would be now, decision 066) goes along with its message
  const base: ApiError = extra.fields
    ? { result: "ERROR", message, fields: extra.fields }
    : { result: "ERROR", message };
  const body: ApiError = extra.detail ? { ...extra.detail, ...base } : base;
  // a 503 is a dependency that is down for a moment: the client is told when to try again
  const headers = status === 503 ? { "Retry-After": String(STORE_RETRY_AFTER_S) } : undefined;
  return jsonAnswer(body, { status, headers }) as TypedResponse<ApiError>;
}

// --- page-action answers ---------------------------------------------------------------------

export interface FormRefused<I extends string = string> {
  intent: I;
  ok: false;
  message: string;
  fields?: Record<string, string>;
}

export function formRefused<I extends string>(
  intent: I,
  status: number,
  message: string,
  fields?: Record<string, string>,
  detail?: object,
) {
  const body: FormRefused<I> = { ...detail, intent, ok: false, message, ...(fields ? { fields } : {}) };
  return data(body, { status });
}

// --- reading input ---------------------------------------------------------------------------

/** Is this request for the JSON API (answered in the envelope) rather than a page? */
export function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/api/");
}

/** Did a browser navigate here (a page, a native form post), rather than a fetch that reads JSON? */
function wantsPage(request: Request): boolean {
  return !isApiRequest(request) && (request.headers.get("accept") ?? "").includes("text/html");
}

/**
 * A refusal thrown from a loader or action: a plain Response for a page's ErrorBoundary when a
 * browser navigated here, else the JSON envelope (the /api routes, and page actions that fetchers
 * and the apps call with JSON).
 */
export function refusal(request: Request, status: number, message: string, fields?: Record<string, string>): Response {
  const answer = wantsPage(request)
    ? new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } })
    : apiError(status, message, { fields });
  refusals.add(answer);
  return answer;
}

/** The refusals of bad input made here: an action returns them (a fetcher reads a returned 4xx as its answer, a thrown one as the page's error). */
const refusals = new WeakSet<Response>();

/** The id in a path parameter, or a thrown 404 with `message` for anything that is not an id. */
export function requireId(request: Request, raw: string | undefined, message = NOT_FOUND): number {
  const id = parseId(raw);
  if (id === null) throw refusal(request, 404, message);
  return id;
}

type BodyKind = "json" | "form";

function bodyKind(request: Request): BodyKind | "empty" | null {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.includes("application/json")) return "json";
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) return "form";
  // no type, or text/plain (a fetch() with a string body): JSON if anything
  if (!type || type.startsWith("text/plain")) return "empty";
  return null;
}

/** The first field path holding NUL or a broken character, or null. */
function badTextPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return hasBadCharacters(value) ? path.join(".") || "_" : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = badTextPath(value[i], [...path, String(i)]);
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (hasBadCharacters(key)) return [...path, "_"].join(".");
      const hit = badTextPath(v, [...path, key]);
      if (hit) return hit;
    }
  }
  return null;
}

function formToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

/**
 * The body as a plain object: JSON or a form as `accept` allows (a form field sent more than once
 * becomes an array). Throws 415 for another body type, 400 for unreadable JSON or text with NUL
 * bytes or broken characters.
 */
export async function readBody(request: Request, accept: BodyKind[] = ["json", "form"]): Promise<unknown> {
  const kind = bodyKind(request);
  const allowed =
    kind === "empty"
      ? accept.includes("json") || request.headers.get("content-length") === "0"
      : kind !== null && accept.includes(kind);
  if (!allowed) throw refusal(request, 415, WRONG_CONTENT_TYPE);
  let body: unknown;
  try {
    if (kind === "json") body = await request.json();
    else if (kind === "form") body = formToObject(await request.formData());
    else {
      const text = await request.text();
      body = text ? JSON.parse(text) : {};
    }
  } catch {
    throw refusal(request, 400, INVALID_INPUT);
  }
  const bad = badTextPath(body);
  if (bad) throw refusal(request, 400, BAD_CHARACTERS, { [bad]: BAD_CHARACTERS });
  return body;
}

/** The body parsed by `schema`, or a thrown 400 with the first Dutch message and one per field. */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  accept?: BodyKind[],
): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readBody(request, accept));
  if (parsed.success) return parsed.data;
  const { message, fields } = issueFields(parsed.error);
  throw refusal(request, 400, message, fields);
}

/** The query string parsed by `schema` (repeated keys: the first), or a thrown 400 as parseBody's. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params = new URL(request.url).searchParams;
  const query: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in query)) query[key] = value;
  const bad = badTextPath(query);
  if (bad) throw refusal(request, 400, BAD_CHARACTERS, { [bad]: BAD_CHARACTERS });
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const { message, fields } = issueFields(parsed.error);
  throw refusal(request, 400, message, fields);
}

// --- answering -------------------------------------------------------------------------------

/**
 * A service's refusal as the status it names, a session store or a database that failed
 * mid-request as a 503 (docs/issues/035.md); anything else is rethrown (a bug: 500).
 */
function refusalStatus(err: unknown): ServiceError | null {
  if (isStoreFailure(err)) return new ServiceError(SESSIONS_UNAVAILABLE, 503);
  if (isDatabaseDown(err)) return new ServiceError(SERVICE_UNAVAILABLE, 503);
  return err instanceof ServiceError ? err : null;
}

/**
 * A refusal as the action's answer: bad input refused by the readers here as it was made, a
 * service's ServiceError in the envelope with its status and field messages; anything else is
 * rethrown (a redirect, a guard's answer, or a bug: 500).
 */
export function apiRefusal(err: unknown): TypedResponse<ApiError> {
  // in the envelope it is the answer; a page's (a browser navigated here) stays thrown: its error page
  if (err instanceof Response && refusals.has(err) && err.headers.get("content-type")?.startsWith("application/json"))
    return err as TypedResponse<ApiError>;
  const refused = refusalStatus(err);
  if (refused) return apiError(refused.status, refused.message, { fields: refused.fields, detail: refused.detail });
  throw err;
}

/**
 * Runs `work` and answers the envelope: {result: "OK", ...T} (with `init`'s status, e.g. 201 for
 * something new), or a ServiceError as its status.
 */
export async function apiAnswer<T extends object>(
  work: () => Promise<T>,
  init?: (done: T) => ResponseInit,
): Promise<TypedResponse<ApiOk<T>> | TypedResponse<ApiError>> {
  try {
    const done = await work();
    return apiOk(done, init?.(done));
  } catch (err) {
    return apiRefusal(err);
  }
}

/**
 * POST only (Origin checked), body parsed by `schema` (JSON or form), then `work`, answered in the envelope.
 */
export async function apiAction<S extends z.ZodType, T extends object>(
  request: Request,
  schema: S,
  work: (input: z.output<S>) => Promise<T>,
  init?: (done: T) => ResponseInit,
): Promise<TypedResponse<ApiOk<T>> | TypedResponse<ApiError>> {
  assertPost(request);
  return apiAnswer(async () => work(await parseBody(request, schema)), init);
}

/**
 * A page's form action: POST only, a form body (JSON → 415) parsed by `schema` (whose `intent`
 * names the form), then `work`, which returns the success message (and extra fields). Invalid input
 * answers 400 and a refusal its own status, both as {intent, ok: false, message, fields}.
 */
export async function formAction<S extends z.ZodType, I extends string, T extends object = object>(
  request: Request,
  schema: S,
  work: (input: z.output<S>) => Promise<{ intent: I; message: string } & T>,
) {
  assertPost(request);
  let raw: unknown;
  try {
    raw = await readBody(request, ["form"]);
  } catch (err) {
    // the wrong body type or an unreadable one: the form's answer, not the page's error (a fetcher)
    const refused = apiRefusal(err);
    const { message, fields } = (await refused.clone().json()) as ApiError;
    return formRefused("" as I, refused.status, message, fields);
  }
  const intent = String((raw as { intent?: unknown } | null)?.intent ?? "") as I;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const { message, fields } = issueFields(parsed.error);
    return formRefused(intent, 400, message, fields);
  }
  try {
    const done = await work(parsed.data);
    return data({ ...done, ok: true as const });
  } catch (err) {
    const refused = refusalStatus(err);
    if (refused) return formRefused(intent, refused.status, refused.message, refused.fields, refused.detail);
    throw err;
  }
}

/** Refusals thrown by a loader's service become the page's ErrorBoundary with that status. */
export async function loadOrRefuse<T>(request: Request, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const refused = refusalStatus(err);
    if (refused) throw refusal(request, refused.status, refused.message, refused.fields);
    throw err;
  }
}

export type { RefusalStatus };

/**
 * State changes only by POST, and only from our own pages (docs/design.md §4). Browsers always send
 * Origin on a POST; native apps send none, and carry no ambient cookie a site could abuse.
 */
export function assertPost(request: Request): void {
  if (request.method !== "POST") throw apiError(405, "Methode niet toegestaan");
  const origin = request.headers.get("origin");
  if (origin === null) return;
  if (!sameOrigin(origin, new URL(request.url).host)) throw apiError(403, FOREIGN_ORIGIN);
}

/**
 * A CSV download streamed as it is produced: the next chunk is read only when the client takes one
 * (a year of a busy restaurant is never built in memory), and a closed connection stops the producer.
 * return csvResponse(rows(), "bestellingen.csv");
 */
export function csvResponse(chunks: AsyncGenerator<string>, filename: string): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
