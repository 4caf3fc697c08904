// /admin/stats/csv/bestellingen.csv and …/regels.csv?period=…: "CSV downloaden" (docs/issues/017.md §5).
// Only the restaurant's admins (or root): 403 for other staff. Streamed as it is produced. On the
// platform domain root names the restaurant (?restaurant=<id>) and a month (?month=2026-10).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { financeQuerySchema } from "~/schemas/finance";
import { CSV_FILES, financeCsv } from "~/services/finance-csv.server";
import { rootFinanceCsv } from "~/services/finance-root.server";
import { requireRestaurantAdmin, requireRoot } from "~/http/guards.server";
import { ownRestaurantOnly, requiredRestaurant } from "~/http/restaurant-filter.server";
import { csvResponse, loadOrRefuse, parseQuery, refusal } from "~/http/http.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const root = context.tenant.kind === "platform" ? await requireRoot(context, request) : null;
  const host = root ? null : (await requireRestaurantAdmin(context, request)).host;
  const name = params.file ?? "";
  const file = Object.hasOwn(CSV_FILES, name) ? CSV_FILES[name as keyof typeof CSV_FILES] : null;
  if (!file) throw refusal(request, 404, "Dit bestand bestaat niet. Kies bestellingen.csv of regels.csv.");
  const query = parseQuery(request, financeQuerySchema);
  if (host) ownRestaurantOnly(request, host.id);
  const { filename, chunks } = await loadOrRefuse(request, async () =>
    host
      ? financeCsv({ hostId: host.id, perma: host.perma, file, query })
      : // root on the platform domain: one restaurant's CSV, a month or the period (docs/issues/017.md §7)
        rootFinanceCsv({ restaurantId: requiredRestaurant(request), file, month: query.month ?? null, query }),
  );
  return csvResponse(chunks, filename);
}
