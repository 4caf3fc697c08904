// GET /api/io/ip: the client's IP as the server sees it (behind a proxy: with TRUST_PROXY=1).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiOk } from "~/http/http.server";

export function loader({ context }: LoaderFunctionArgs) {
  return apiOk({ ip: context.clientIp }, { headers: { "Cache-Control": "no-store" } });
}
