// GET /api/version: the live app version and update flag (docs/spec.md §3 config document), for a page that
// (re)joins the version watch and must catch up on what it missed while it was away.
import { currentAppVersion } from "~/services/app-version.server";
import { apiAnswer } from "~/http/http.server";

export function loader() {
  return apiAnswer(currentAppVersion, () => ({ headers: { "Cache-Control": "no-store" } }));
}
