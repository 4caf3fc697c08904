// /petitie/handtekeningen.csv: the petition's signatures for root (docs/issues/020.md §4). Anyone else —
// anonymous, a restaurant's admin, a customer — gets 403.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { petitionCsv } from "~/services/petition-csv.server";
import { forbidden } from "~/http/guards.server";
import { getOptionalUser } from "~/http/session-user.server";
import { csvResponse } from "~/http/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await getOptionalUser(context);
  if (current?.user.kind !== "root") throw forbidden(request);
  return csvResponse(petitionCsv(), "petitie-handtekeningen.csv");
}
