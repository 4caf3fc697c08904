// POST /api/auth/login {phone, code} | {username, password} (docs/spec.md §7). Failure: {result: "ERROR", message}.
import type { ActionFunctionArgs } from "@remix-run/node";
import { firstMessage, parseLogin } from "~/schemas/auth";
import { apiAnswer, apiError, assertPost, readBody } from "~/http/http.server";
import { logIn } from "~/http/login-session.server";

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const parsed = parseLogin(await readBody(request));
  if (!parsed.success) return apiError(400, firstMessage(parsed.error));
  return apiAnswer(() => logIn(context, parsed.data));
}
