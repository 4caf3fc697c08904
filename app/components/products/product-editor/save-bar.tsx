// The product editor's buttons, always in reach at the bottom of the screen: Opslaan with the saved
// notice beside it, Annuleren, and for a stored product Dupliceren and Verwijderen (on a phone these
// two sit at the end of the page instead).
// Part of the product editor (components/products/product-editor/, decision 085).
import { Link } from "@remix-run/react";

export function SaveBar({
  editing,
  busy,
  saving,
  savedNotice,
  onDuplicate,
  onDelete,
}: {
  /** A stored product (not a new one): it can be duplicated and deleted. */
  editing: boolean;
  busy: boolean;
  saving: boolean;
  savedNotice: string | null;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const copyAndDelete = (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={onDuplicate}
        className="min-h-12 rounded-full border border-stone-400 px-5 font-semibold text-stone-900 hover:bg-stone-100"
      >
        Dupliceren
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={onDelete}
        className="ml-auto min-h-12 rounded-full border-2 border-red-800 px-5 font-semibold text-red-800 hover:bg-red-50"
      >
        Verwijderen
      </button>
    </>
  );
  return (
    <>
      <div className="fixed inset-x-0 bottom-0 z-10 border-t border-stone-300 bg-white p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.08)]">
        <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-2">
          <button
            type="submit"
            disabled={busy}
            className="min-h-12 rounded-full bg-primary px-8 text-lg font-bold text-on-primary disabled:opacity-60"
          >
            {saving ? "Bezig…" : "Opslaan"}
          </button>
          <p
            role="status"
            className={
              savedNotice
                ? "order-first basis-full rounded-full bg-green-100 px-4 py-2 font-semibold text-green-900 sm:order-none sm:basis-auto"
                : "sr-only"
            }
          >
            {savedNotice}
          </p>
          <Link
            to="/admin/products"
            className="inline-flex min-h-12 items-center rounded-full border border-stone-400 px-5 font-semibold text-stone-900 hover:bg-stone-100"
          >
            Annuleren
          </Link>
          {editing ? <span className="hidden flex-1 items-center gap-2 sm:flex">{copyAndDelete}</span> : null}
        </div>
      </div>
      {/* a phone: one row of buttons at the bottom of the screen (Opslaan, Annuleren); these two at the end of the page */}
      {editing ? <div className="flex items-center gap-2 sm:hidden">{copyAndDelete}</div> : null}
    </>
  );
}
