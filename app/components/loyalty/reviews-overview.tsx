// /admin/beoordelingen: the average, the trend and the reviews, each with a private SMS reply.
import { Form, useNavigation } from "@remix-run/react";
import type { ReviewsOverview, ReviewView } from "~/schemas/reviews-view";
import { ReviewScore } from "./review-form";
import { FormAnswer } from "~/components/form-answer";
import { buttonPrimary } from "~/components/ui/classes";

interface Result {
  ok: boolean;
  message: string;
  intent: string;
  fields?: Record<string, string>;
  reviewId?: number;
}

const TREND_TEXT = {
  beter: "beter dan de 30 dagen ervoor",
  slechter: "slechter dan de 30 dagen ervoor",
  gelijk: "gelijk aan de 30 dagen ervoor",
};

export function ReviewsOverviewScreen({
  data,
  result,
  replyingTo,
}: {
  data: ReviewsOverview;
  result: Result | null;
  replyingTo: number | null;
}) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{data.title}</h1>
      <section aria-label="Samenvatting" className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          <p className="text-stone-700">Gemiddeld</p>
          <p className="text-3xl font-extrabold">{data.average === null ? "—" : `${data.average} van 6`}</p>
          <p>{data.count === 1 ? "1 beoordeling" : `${data.count} beoordelingen`}</p>
        </div>
        {data.scope === "host" ? (
          <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <p className="text-stone-700">Laatste 30 dagen</p>
            <p className="text-3xl font-extrabold">
              {data.trend.current === null ? "—" : `${data.trend.current} van 6`}
            </p>
            <p>
              {data.trend.words
                ? `${TREND_TEXT[data.trend.words]} (${data.trend.previous})`
                : "Nog te weinig beoordelingen voor een trend."}
            </p>
          </div>
        ) : null}
      </section>
      {result && result.intent === "reply" ? <FormAnswer answer={result} /> : null}
      {data.reviews.length === 0 ? (
        <p className="rounded-xl bg-stone-100 p-4">
          Nog geen beoordelingen. Klanten kunnen hun bestelling beoordelen zodra die klaar is.
        </p>
      ) : (
        <ul className="space-y-3">
          {data.reviews.map((r) => (
            <ReviewItem key={r.id} review={r} result={result && replyingTo === r.id ? result : null} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ReviewItem({ review, result }: { review: ReviewView; result: Result | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("reviewId") === String(review.id);
  const error = result && !result.ok ? (result.fields?.message ?? result.message) : null;
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <ReviewScore score={review.score} />
        <span className="text-sm text-stone-700">
          {review.hostName ? `${review.hostName} · ` : ""}
          {review.customer ? `${review.customer} · ` : ""}bestelling {review.orderNumber} · {review.date}
        </span>
      </div>
      {review.remark ? <p className="mt-2 whitespace-pre-line">{review.remark}</p> : null}
      {review.reply ? (
        <p className="mt-2 rounded-xl bg-stone-100 p-2 text-sm">
          <span className="font-semibold">Jouw sms: </span>
          {review.reply}
        </p>
      ) : review.canReply ? (
        <details className="mt-2" open={error !== null}>
          <summary className="inline-block min-h-11 cursor-pointer rounded-full border border-stone-400 px-4 py-2 font-semibold">
            Antwoord per sms
          </summary>
          <Form method="post" className="mt-2 space-y-2">
            <input type="hidden" name="intent" value="reply" />
            <input type="hidden" name="reviewId" value={review.id} />
            <label className="block">
              <span className="font-semibold">Bericht aan de klant (alleen de klant ziet het)</span>
              <textarea
                name="message"
                rows={3}
                minLength={20}
                maxLength={300}
                required
                aria-invalid={error ? true : undefined}
                className="mt-1 block w-full rounded-xl border border-stone-400 p-2"
              />
            </label>
            {error ? <p className="text-red-800">{error}</p> : null}
            <button type="submit" disabled={busy} className={`${buttonPrimary} py-2`}>
              {busy ? "Versturen…" : "Versturen"}
            </button>
          </Form>
        </details>
      ) : null}
    </li>
  );
}
