// POST /api/auth/refresh: the same user on a new session id (the apps call it on resume).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, apiOk, assertPost } from "~/http/http.server";
import { refresh } from "~/http/login-session.server";

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const result = await refresh(context);
  return result.ok ? apiOk({ user: result.user }) : apiError(result.status, result.message);
}
