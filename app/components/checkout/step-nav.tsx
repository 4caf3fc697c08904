// Walking through the checkout's steps (/order/checkout, docs/issues/004.md): their names, the
// numbered list above the form that says where the customer is, and the buttons below it — "Vorige",
// then "Volgende" or, at the last step, "Bestelling plaatsen". The form (checkout-form.tsx) decides
// what each button does and when it waits.

export const STEPS = ["Afhalen of bezorgen", "Je gegevens", "Wanneer", "Betalen"] as const;

/** The steps, the current one named in full. */
export function StepList({ step }: { step: number }) {
  return (
    <ol className="flex gap-1 text-xs font-semibold" aria-label="Stappen">
      {STEPS.map((s, i) => (
        // one line on a 390 px phone: the current step says its whole name (it takes the width
        // its name needs), the others their number, sharing the rest (and their name from a
        // tablet up); a screen reader hears every name. Where even that
        // does not fit (320 px with 1.4.12's text spacing) the name ends in "…" on its one
        // line rather than wrapping or pushing the page sideways (tests/e2e/looks.spec.ts,
        // tests/e2e/keyboard.spec.ts)
        <li
          key={s}
          aria-current={i === step ? "step" : undefined}
          className={`truncate rounded-full px-3 py-1 text-center ${i === step ? "min-w-0 flex-initial" : "min-w-8 flex-1"} ${i <= step ? "bg-primary text-on-primary" : "bg-stone-200 text-stone-700"}`}
        >
          {i + 1}
          <span className={i === step ? "" : "sr-only sm:not-sr-only"}>. {s}</span>
        </li>
      ))}
    </ol>
  );
}

/** "Vorige" after the first step; "Volgende", or at the last step "Bestelling plaatsen". */
export function StepButtons({
  back,
  last,
  hydrated,
  placing,
  placeDisabled,
  onBack,
  onPlace,
  onNext,
}: {
  back: boolean;
  last: boolean;
  hydrated: boolean;
  placing: boolean;
  placeDisabled: boolean;
  onBack: () => void;
  onPlace: () => void;
  onNext: () => void;
}) {
  return (
    <div className="flex gap-2">
      {back ? (
        <button
          type="button"
          onClick={onBack}
          className="min-h-12 rounded-full border border-stone-300 px-5 font-semibold"
        >
          Vorige
        </button>
      ) : null}
      {last ? (
        <button
          type="button"
          onClick={onPlace}
          disabled={placeDisabled}
          className="min-h-12 flex-1 rounded-full bg-primary px-5 text-lg font-bold text-on-primary shadow disabled:opacity-50"
        >
          {placing ? "Bezig…" : "Bestelling plaatsen"}
        </button>
      ) : (
        <button
          type="button"
          onClick={onNext}
          disabled={!hydrated}
          className="min-h-12 flex-1 rounded-full bg-primary px-5 font-semibold text-on-primary disabled:opacity-50"
        >
          Volgende
        </button>
      )}
    </div>
  );
}
