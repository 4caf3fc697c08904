// The bulk tools on /admin/products (docs/issues/015.md §6): four big links above the list, each to its own
// page, so the list itself stays the quick screen for "Uitverkocht" at 17:30 (small on a phone: two
// rows, not four, above the list).
import { Link } from "@remix-run/react";
import { FormAnswer } from "~/components/form-answer";

const pill =
  "flex min-h-11 items-center justify-center rounded-full text-center border border-stone-400 bg-white px-3 text-sm font-semibold text-stone-900 hover:bg-stone-100 sm:min-h-12 sm:px-5 sm:text-base";

export function BulkToolbar() {
  return (
    <nav aria-label="Het hele menu" className="mb-4">
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <li>
          <Link to="/admin/products/prijzen" className={pill}>
            Prijzen aanpassen
          </Link>
        </li>
        <li>
          <Link to="/admin/products/keuzegroep" className={pill}>
            Keuzegroep kopiëren
          </Link>
        </li>
        <li>
          <Link to="/admin/products/exporteren" className={pill}>
            Exporteren
          </Link>
        </li>
        <li>
          <Link to="/admin/products/importeren" className={pill}>
            Importeren
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** Back to the list: every bulk page starts with it. */
export function BackToProducts() {
  return (
    <p className="mb-2">
      <Link
        to="/admin/products"
        className="inline-flex min-h-11 items-center font-semibold text-primary-ink underline underline-offset-4"
      >
        ← Alle producten
      </Link>
    </p>
  );
}

/** The answer of the last post: green when saved, red (read out) when refused, with its lines. */
export function BulkAnswer({ answer }: { answer: { ok: boolean; message: string; errors?: string[] } | null }) {
  if (!answer) return null;
  return (
    <FormAnswer answer={answer} className="mb-4">
      {answer.errors && answer.errors.length > 1 ? (
        <ul className="mt-2 list-disc space-y-1 pl-6 font-normal">
          {answer.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </FormAnswer>
  );
}
