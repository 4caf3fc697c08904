// Reviews (docs/issues/020.md §6, docs/spec.md §9 "Review scale: 6 icons"): the scale, who may review, and the
// figures the restaurant and the directory show. Pure: no I/O.
import { STAMPING_STATUSES } from "./stamps";
import type { OrderStatus } from "./order-status";

export interface ReviewLevel {
  score: number;
  icon: string;
  label: string;
}

/** docs/spec.md §9: six icons, worst to best. The label is what a screen reader says and the list shows. */
export const REVIEW_SCALE: ReadonlyArray<ReviewLevel> = [
  { score: 1, icon: "😠", label: "Heel slecht" },
  { score: 2, icon: "🙁", label: "Slecht" },
  { score: 3, icon: "😐", label: "Matig" },
  { score: 4, icon: "🙂", label: "Goed" },
  { score: 5, icon: "😀", label: "Heel goed" },
  { score: 6, icon: "😍", label: "Uitstekend" },
];

export const REVIEW_MAX = REVIEW_SCALE.length;
export const REVIEW_REMARK_MAX = 1000;
/** The directory shows a restaurant's average from this many reviews on (docs/issues/020.md §6). */
export const REVIEWS_FOR_DIRECTORY = 10;

export const REVIEW_NOT_DONE = "Je kunt je bestelling beoordelen zodra hij klaar is.";
export const REVIEW_TWICE = "Deze bestelling is al beoordeeld.";
export const REVIEW_NOT_FOUND = "Beoordeling niet gevonden.";
export const REPLY_TWICE = "Je hebt deze klant al een bericht gestuurd.";
export const REPLY_NOT_SENT = "Het bericht kon niet worden verstuurd. Probeer het later nog eens.";

/** An order can be reviewed once it is done (the same moment it earns its stamp). */
export function isReviewable(status: OrderStatus): boolean {
  return STAMPING_STATUSES.includes(status);
}

export function reviewLevel(score: number): ReviewLevel | null {
  return REVIEW_SCALE.find((l) => l.score === score) ?? null;
}

/** "4,8": one decimal, Dutch comma; null without reviews. */
export function formatAverage(average: number | null): string | null {
  if (average === null || !Number.isFinite(average)) return null;
  return (Math.round(average * 10) / 10).toLocaleString("nl-NL", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

/** The directory's line under a restaurant, or null below REVIEWS_FOR_DIRECTORY reviews. */
export function directoryRating(stats: { average: number | null; count: number } | null | undefined): string | null {
  if (!stats || stats.count < REVIEWS_FOR_DIRECTORY) return null;
  const average = formatAverage(stats.average);
  return average === null ? null : `${average} van ${REVIEW_MAX} · ${stats.count} beoordelingen`;
}

/**
 * The trend the restaurant sees: this period's average against the one before, as words.
 * Less than 0.2 apart is "gelijk" (a single review moves a small average that much).
 */
export function reviewTrend(current: number | null, previous: number | null): "beter" | "slechter" | "gelijk" | null {
  if (current === null || previous === null) return null;
  const delta = current - previous;
  if (delta >= 0.2) return "beter";
  if (delta <= -0.2) return "slechter";
  return "gelijk";
}
