// POST /api/auth/logout: destroys the session in the store, so the old cookie is worthless.
import type { ActionFunctionArgs } from "@remix-run/node";
import { SESSION_COOKIE } from "~/server/session.server";
import { apiOk, assertPost } from "~/http/http.server";
import { logout } from "~/http/login-session.server";

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  await logout(context);
  return apiOk({}, { headers: { "Set-Cookie": `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` } });
}
