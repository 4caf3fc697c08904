// Confirm dialog (docs/spec.md §2): default title "Waarschuwing", max width 300; after "Ja" the success
// label shows for 1 s before it closes.
import { useEffect, useId, useRef, useState } from "react";
import { CONFIRM_SUCCESS_MS } from "~/domain/constants";
import { CONFIRM_TITLE } from "~/domain/messages";
import { buttonPrimary } from "~/components/ui/classes";

export function ConfirmDialog({
  open,
  title = CONFIRM_TITLE,
  text,
  confirmLabel = "Ja",
  cancelLabel = "Annuleren",
  successLabel = "Gelukt",
  onConfirm,
  onClose,
}: {
  open: boolean;
  title?: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  successLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // one per dialog: a board shows a dialog per card, and ids must stay unique on the page
  const titleId = useId();
  const [done, setDone] = useState(false);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      setDone(false);
      d.showModal();
    }
    if (!open && d.open) d.close();
  }, [open]);
  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => ref.current?.close(), CONFIRM_SUCCESS_MS);
    return () => clearTimeout(t);
  }, [done]);

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-[300px] rounded-2xl bg-white p-5 text-stone-900 shadow-2xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {done ? (
        <p className="mt-3 font-semibold text-green-800" role="status">
          ✓ {successLabel}
        </p>
      ) : (
        <>
          <p className="mt-2 text-stone-700">{text}</p>
          <div className="mt-5 flex justify-end gap-2">
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="min-h-11 rounded-full px-4 font-semibold text-stone-700 hover:bg-stone-100"
            >
              {cancelLabel}
            </button>
            <button
              type="button"
              onClick={() => {
                onConfirm();
                setDone(true);
              }}
              className={buttonPrimary}
            >
              {confirmLabel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
