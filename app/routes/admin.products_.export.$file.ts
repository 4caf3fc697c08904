// /admin/products/export/producten.csv and …/keuzegroepen.csv: "Exporteren" (docs/issues/015.md §6, decision
// 022) — the whole menu as Excel opens it (UTF-8 with BOM, semicolons, decimal comma). Only the
// restaurant's admins (or root); private, never cached (the server marks every signed-in answer so).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportMenu } from "~/services/menu-csv.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { refusal } from "~/http/http.server";

const FILES = { "producten.csv": "producten", "keuzegroepen.csv": "keuzegroepen" } as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  const name = params.file ?? "";
  const file = Object.hasOwn(FILES, name) ? FILES[name as keyof typeof FILES] : null;
  if (!file) throw refusal(request, 404, "Dit bestand bestaat niet. Kies producten.csv of keuzegroepen.csv.");
  const csv = await exportMenu({ hostId: host.id, file });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${host.perma}-${name}"`,
    },
  });
}
