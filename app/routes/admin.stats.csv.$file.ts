// /admin/stats/csv/bestellingen.csv and …/regels.csv?period=…: "CSV downloaden" (issue 17 §5).
// Only the restaurant's admins (or root): 403 for other staff. Streamed as it is produced.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { financeQuerySchema } from "~/schemas/finance";
import { CSV_FILES, financeCsv } from "~/services/finance-csv.server";
import { requireRestaurantAdmin } from "~/utils/auth.server";
import { csvResponse, loadOrRefuse, parseQuery, refusal } from "~/utils/http.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  const name = params.file ?? "";
  const file = Object.hasOwn(CSV_FILES, name) ? CSV_FILES[name as keyof typeof CSV_FILES] : null;
  if (!file) throw refusal(request, 404, "Dit bestand bestaat niet. Kies bestellingen.csv of regels.csv.");
  const query = parseQuery(request, financeQuerySchema);
  const { filename, chunks } = await loadOrRefuse(request, async () =>
    financeCsv({ hostId: host.id, perma: host.perma, file, query }),
  );
  return csvResponse(chunks, filename);
}
