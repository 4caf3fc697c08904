// The six-icon scale (docs/spec.md §9) and a remark: a plain form, so it works before any JavaScript.
import { REVIEW_REMARK_MAX, REVIEW_SCALE, reviewLevel } from "~/domain/reviews";

export function ReviewForm({ error, fields }: { error: string | null; fields?: Record<string, string> }) {
  return (
    <form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="review" />
      <fieldset aria-describedby={fields?.score ? "score-error" : undefined}>
        <legend className="mb-2 text-lg font-bold">Hoe was je bestelling?</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {REVIEW_SCALE.map((level) => (
            <label key={level.score} className="block cursor-pointer">
              <input type="radio" name="score" value={level.score} required className="peer sr-only" />
              <span className="flex min-h-20 flex-col items-center justify-center rounded-2xl border-2 border-stone-300 bg-white p-2 text-center peer-checked:border-primary peer-checked:bg-blue-50 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-secondary">
                <span aria-hidden="true" className="text-4xl">
                  {level.icon}
                </span>
                <span className="text-sm font-semibold">{level.label}</span>
              </span>
            </label>
          ))}
        </div>
        {fields?.score ? (
          <p id="score-error" className="mt-1 text-red-800">
            {fields.score}
          </p>
        ) : null}
      </fieldset>
      <label className="block">
        <span className="font-semibold">Opmerking (niet verplicht)</span>
        <textarea
          name="remark"
          rows={3}
          maxLength={REVIEW_REMARK_MAX}
          className="mt-1 block w-full rounded-xl border border-stone-400 p-3"
        />
      </label>
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="min-h-12 w-full rounded-full bg-primary px-6 py-3 text-lg font-bold text-on-primary"
      >
        Beoordeling versturen
      </button>
    </form>
  );
}

/** A review as its icon and words: "😀 Heel goed". */
export function ReviewScore({ score }: { score: number }) {
  const level = reviewLevel(score);
  if (!level) return null;
  return (
    <span className="whitespace-nowrap font-semibold">
      <span aria-hidden="true" className="mr-1 text-2xl align-middle">
        {level.icon}
      </span>
      {level.label} <span className="font-normal text-stone-700">({level.score} van 6)</span>
    </span>
  );
}
