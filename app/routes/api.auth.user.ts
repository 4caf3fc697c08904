// GET /api/auth/user: the logged-in user, or 401 (the client then logs out, docs/spec.md §7).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { currentUser } from "~/http/login-session.server";
import { apiError, apiOk } from "~/http/http.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await currentUser(context);
  return user ? apiOk({ user }, { headers: { "Cache-Control": "no-store" } }) : apiError(401, "Je bent niet ingelogd.");
}
