// /admin/products/exporteren: "Exporteren" (docs/issues/015.md §6, decision 022) — the two CSV files of the
// whole menu to download, and what is in them. The files themselves: admin.products_.export.$file.ts.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { BackToProducts } from "~/components/products/bulk-toolbar";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Exporteren — Producten");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return { hostName: host.name };
}

const download = "inline-flex min-h-12 items-center rounded-full bg-primary px-6 text-lg font-bold text-on-primary";

export default function ExportPage() {
  const { hostName } = useLoaderData<typeof loader>();
  return (
    <AdminLayout title="Producten">
      <BackToProducts />
      <h1 className="mb-2 text-2xl font-bold">Menu van {hostName} exporteren</h1>
      <p className="mb-4 max-w-prose text-stone-800">
        Twee bestanden die Excel zo opent: de producten (één regel per product) en de keuzegroepen (één regel per
        keuze). Pas ze aan en lees ze weer in met{" "}
        <Link to="/admin/products/importeren" className="font-semibold text-primary-ink underline underline-offset-4">
          Importeren
        </Link>
        . Laat de kolom &ldquo;Id&rdquo; staan: daaraan herkennen we het product. Een nieuw product krijgt een lege
        &ldquo;Id&rdquo;.
      </p>
      <ul className="mb-6 flex flex-wrap gap-3">
        <li>
          <a href="/admin/products/export/producten.csv" download className={download}>
            Producten (CSV)
          </a>
        </li>
        <li>
          <a href="/admin/products/export/keuzegroepen.csv" download className={download}>
            Keuzegroepen (CSV)
          </a>
        </li>
      </ul>
      <h2 className="mb-2 text-xl font-bold">Zo staat het erin</h2>
      <ul className="max-w-prose list-disc space-y-1 pl-6 text-stone-800">
        <li>Kolommen gescheiden door een puntkomma, bedragen met een komma: 12,50.</li>
        <li>
          Formaten als &ldquo;Medium | Groot=12,50&rdquo;: zonder bedrag geldt de prijs van het product;
          &ldquo;#6&rdquo; erachter is het aantal stuks.
        </li>
        <li>
          Ja/nee-kolommen met &ldquo;ja&rdquo; of &ldquo;nee&rdquo;; &ldquo;Max&rdquo; van een keuzegroep mag
          &ldquo;onbeperkt&rdquo; zijn.
        </li>
        <li>
          Een product dat niet meer in het bestand staat, wordt bij het importeren verwijderd (je ziet het eerst in de
          verschillen).
        </li>
      </ul>
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
