// /api/cloudprnt — Star CloudPRNT, the one address a restaurant enters in its printer.
// POST {printerMAC, statusCode, …} → 200 {jobReady, mediaTypes, jobToken} (unknown MAC or bad JSON:
// {jobReady: false}); GET ?mac&type(&token) → the job as that type (404 none/unknown, 415 type);
// DELETE ?mac&code(&token) (or GET …&delete) → 200, the job done (code 2xx) or queued again.
// No session, no Origin: the printer posts server-to-server, which main.server.ts's cross-site
// guard lets through (it only refuses a foreign Origin), so no exemption is needed.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { jobQuerySchema } from "~/schemas/cloudprnt";
import { confirmJob, fetchJob, poll } from "~/services/cloudprnt.server";
import { readBody } from "~/utils/http.server";

const noStore = { "cache-control": "no-store" };

function query(request: Request) {
  return jobQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
}

const notFound = (message = "Onbekende printer.") => Response.json({ message }, { status: 404, headers: noStore });

async function confirm(request: Request, ip: string) {
  const q = query(request);
  if (!q.success) return notFound();
  const answer = await confirmJob(q.data, ip);
  if (answer.status !== 200) return notFound(answer.message);
  return Response.json({ job: answer.job }, { headers: noStore });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Star's fallback for networks that drop DELETE: GET with a "delete" parameter
  if (new URL(request.url).searchParams.has("delete")) return confirm(request, context.clientIp);
  const q = query(request);
  if (!q.success) return notFound();
  const answer = await fetchJob(q.data, context.clientIp);
  if (answer.status !== 200) return Response.json({ message: answer.message }, { status: answer.status, headers: noStore });
  // UTF-8 said out loud ("€", "ë"): Express would add it anyway, and Star's clients read the media type before the ";"
  return new Response(answer.body, { status: 200, headers: { "content-type": `${answer.contentType}; charset=utf-8`, "x-job-token": String(answer.jobId), ...noStore } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method === "POST") {
    // a printer's unreadable poll is treated as an empty one (jobReady false), as Star's sample servers do
    const body = await readBody(request).catch(() => null);
    return Response.json(await poll(body, context.clientIp), { headers: noStore });
  }
  if (request.method === "DELETE") return confirm(request, context.clientIp);
  return Response.json({ message: "Methode niet toegestaan" }, { status: 405, headers: { allow: "GET, POST, DELETE" } });
}
