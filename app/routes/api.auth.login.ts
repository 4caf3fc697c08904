// POST /api/auth/login {phone, code} | {username, password} (docs/spec.md §7). Failure: {result: "ERROR", message}.
import type { ActionFunctionArgs } from "@remix-run/node";
import { firstMessage, parseLogin } from "~/schemas/auth";
import { apiError, apiOk, assertPost, readBody } from "~/http/http.server";
import { logIn } from "~/http/login-session.server";

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const parsed = parseLogin(await readBody(request));
  if (!parsed.success) return apiError(400, firstMessage(parsed.error));
  const result = await logIn(context, parsed.data);
  return result.ok ? apiOk({ user: result.user }) : apiError(result.status, result.message);
}
