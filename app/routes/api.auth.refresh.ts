// POST /api/auth/refresh: the same user on a new session id (the apps call it on resume).
import type { ActionFunctionArgs } from "@remix-run/node";
import { apiAnswer, assertPost } from "~/http/http.server";
import { refresh } from "~/http/login-session.server";

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  return apiAnswer(() => refresh(context));
}
