// /api/cloudprnt — Star CloudPRNT, the one address a restaurant enters in its printer (decision 017).
// The server URL carries the printer's key (`/api/cloudprnt?key=…`; Star's clients keep a server
// URL's query string and add theirs), or the printer sends it as the password of HTTP Basic auth.
// POST {printerMAC, statusCode, …} → 200 {jobReady, mediaTypes, jobToken} (bad JSON: {jobReady: false});
// GET ?mac&type(&token) → the job's bytes (404 none, 415 type); DELETE ?mac&code(&token)(&retry) (or
// GET …&delete) → 200 {job} ({job: null}: nothing fetched to confirm, e.g. a repeat).
// Star's error table: 400 a query not understood, 401 missing/wrong key (with WWW-Authenticate),
// 403 an unknown MAC, 429 (Retry-After) an address that tried too many.
// No session, no Origin: the printer posts server-to-server, which main.server.ts's cross-site
// guard lets through (it only refuses a foreign Origin), so no exemption is needed.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { jobQuerySchema } from "~/schemas/cloudprnt";
import { confirmJob, fetchJob, poll, type Caller, type Refused } from "~/services/cloudprnt.server";
import { readBody } from "~/http/http.server";

const noStore = { "cache-control": "no-store" };

function query(request: Request) {
  return jobQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
}

/** The key from the URL, else the password of HTTP Basic auth. */
function callerOf(request: Request, ip: string): Caller {
  const fromUrl = new URL(request.url).searchParams.get("key");
  if (fromUrl) return { ip, secret: fromUrl };
  const auth = request.headers.get("authorization") ?? "";
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(auth);
  if (!m) return { ip, secret: null };
  const decoded = Buffer.from(m[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return { ip, secret: colon >= 0 ? decoded.slice(colon + 1) : null };
}

function refused(r: Refused): Response {
  const headers: Record<string, string> = { ...noStore };
  if (r.status === 401) headers["www-authenticate"] = 'Basic realm="Bestelinfo CloudPRNT", charset="UTF-8"';
  if (r.status === 429) headers["retry-after"] = String(r.retryAfterS ?? 60);
  return Response.json({ message: r.message }, { status: r.status, headers });
}

const notUnderstood = () => Response.json({ message: "Ongeldig verzoek." }, { status: 400, headers: noStore });

async function confirm(request: Request, ip: string) {
  const q = query(request);
  if (!q.success) return notUnderstood();
  const answer = await confirmJob({ input: q.data, caller: callerOf(request, ip) });
  if (answer.status !== 200) return refused(answer);
  return Response.json({ job: answer.job }, { headers: noStore });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Star's fallback for networks that drop DELETE: GET with a "delete" parameter
  if (new URL(request.url).searchParams.has("delete")) return confirm(request, context.clientIp);
  const q = query(request);
  if (!q.success) return notUnderstood();
  const answer = await fetchJob({ input: q.data, caller: callerOf(request, context.clientIp) });
  if (answer.status === 401 || answer.status === 403 || answer.status === 429) return refused(answer);
  if (answer.status !== 200)
    return Response.json({ message: answer.message }, { status: answer.status, headers: noStore });
  // StarPRNT commands, or text/plain in the printer's own code page, named (Express would otherwise
  // call any text/plain UTF-8; Star's clients read the media type before the ";", HI01X from 1.2)
  const type = answer.charset ? `${answer.contentType}; charset=${answer.charset}` : answer.contentType;
  const headers: Record<string, string> = { "content-type": type, "x-job-token": String(answer.jobId), ...noStore };
  if (answer.buzzer && answer.contentType === "text/plain") headers["x-star-buzzerstartpattern"] = "1";
  return new Response(Buffer.from(answer.body), { status: 200, headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method === "POST") {
    const body = await readBody(request).catch(() => null);
    const answer = await poll({ input: body, caller: callerOf(request, context.clientIp) });
    if ("status" in answer) return refused(answer);
    return Response.json(answer, { headers: noStore });
  }
  if (request.method === "DELETE") return confirm(request, context.clientIp);
  return Response.json(
    { message: "Methode niet toegestaan" },
    { status: 405, headers: { allow: "GET, POST, DELETE" } },
  );
}
