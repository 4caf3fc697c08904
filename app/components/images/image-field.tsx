// The one image upload (docs/issues/015.md §5, docs/issues/016.md §2): a product's photo, the banner, the logo. Choose
// or take a photo (a phone opens its camera), see it at once, replace or remove it. The file goes to
// POST /api/images, which resizes and stores it and answers the image; the form that holds this
// field saves the image with the rest ("Opslaan"). Too large a file is refused here already.
import { useId, useRef, useState } from "react";
import { Field } from "~/components/ui/field";
import {
  IMAGE_TOO_LARGE,
  IMAGE_WIDTHS,
  imageUrl,
  MAX_IMAGE_BYTES,
  type ImageKind,
  type ImageRef,
} from "~/domain/images";

type Answer = { result: "OK"; image: ImageRef } | { result: "ERROR"; message: string };

const UPLOAD_FAILED = "Uploaden is niet gelukt. Probeer het nog eens.";

const button =
  "inline-flex min-h-12 cursor-pointer items-center justify-center rounded-lg border border-stone-400 bg-white px-4 font-semibold text-stone-900 hover:bg-stone-100 disabled:opacity-40";

export function ImageField({
  kind,
  label,
  hint,
  value,
  onChange,
  error,
  name,
}: {
  kind: ImageKind;
  label: string;
  hint?: string;
  value: ImageRef | null;
  onChange: (image: ImageRef | null) => void;
  /** The server's refusal for this field (another restaurant's image, say). */
  error?: string;
  /** With a name, the image's id is posted with a plain form (empty: none). */
  name?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;

  const upload = async (file: File) => {
    setProblem(null);
    if (file.size > MAX_IMAGE_BYTES) return setProblem(IMAGE_TOO_LARGE);
    const body = new FormData();
    body.set("intent", "upload");
    body.set("kind", kind);
    body.set("file", file);
    setBusy(true);
    try {
      const res = await fetch("/api/images", { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = (await res.json().catch(() => null)) as Answer | null;
      if (answer?.result === "OK") onChange(answer.image);
      else setProblem(answer?.message ?? UPLOAD_FAILED);
    } catch {
      setProblem(UPLOAD_FAILED);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  const square = kind !== "banner";
  return (
    <Field
      id={`${id}-file`}
      label={label}
      hint={hint}
      error={shown ?? undefined}
      live="alert"
      group
      className="space-y-2"
    >
      {(control) => (
        <>
          {name ? <input type="hidden" name={name} value={value?.id ?? ""} /> : null}
          <div className="flex flex-wrap items-center gap-3">
            <div
              className={`flex items-center justify-center overflow-hidden rounded-xl border border-stone-300 bg-stone-100 ${square ? "h-28 w-28" : "h-28 w-56"}`}
              data-testid={`${kind}-preview`}
            >
              {value ? (
                <img
                  src={imageUrl(value, IMAGE_WIDTHS[kind][kind === "banner" ? 0 : 1], "webp")}
                  alt={`${label}: voorbeeld`}
                  width={square ? 112 : 224}
                  height={112}
                  className="h-full w-full object-cover"
                />
              ) : (
                <span className="px-2 text-center text-sm text-stone-700">Geen foto</span>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <label htmlFor={`${id}-file`} className={`${button} ${busy ? "pointer-events-none opacity-40" : ""}`}>
                {busy ? "Bezig met uploaden…" : value ? "Andere foto" : "Foto kiezen"}
              </label>
              <input
                {...control}
                ref={input}
                type="file"
                accept="image/*"
                className="sr-only"
                disabled={busy}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void upload(file);
                }}
              />
              {value ? (
                <button type="button" className={button} disabled={busy} onClick={() => onChange(null)}>
                  Foto verwijderen
                </button>
              ) : null}
            </div>
          </div>
          <p aria-live="polite" className="sr-only">
            {busy ? "Bezig met uploaden" : value ? "Foto gekozen" : ""}
          </p>
        </>
      )}
    </Field>
  );
}
