// Reviews (docs/issues/020.md §6): the customer rates a finished order on the six-icon scale (docs/spec.md §9) with
// an optional remark — once, and only their own order; the restaurant sees the average, the trend
// and the remarks and may answer privately by SMS (the notify service, logged on the order); root
// sees every restaurant's; the directory shows the average from REVIEWS_FOR_DIRECTORY on.
// await submitReview({ hostId, customerId, orderId, input: { intent: "review", score: 5, remark: null } });
import { getDb } from "~/db.server";
import { formatDateTime } from "~/domain/customers";
import { ORDER_MISSING } from "~/domain/messages";
import {
  directoryRating,
  formatAverage,
  isReviewable,
  REPLY_NOT_SENT,
  REPLY_TWICE,
  REVIEW_NOT_DONE,
  REVIEW_NOT_FOUND,
  REVIEW_TWICE,
  reviewTrend,
} from "~/domain/reviews";
import {
  getCustomerOrderForReview,
  getReview,
  getReviewOfOrder,
  insertReview,
  listReviews,
  reviewStats,
  reviewStatsOfHosts,
  setReviewReply,
  clearReviewReply,
  type ReviewRow,
} from "~/models/reviews.server";
import { listAllReviews } from "~/models/reviews.root.server";
import type { ReplyInput, ReviewInput } from "~/schemas/reviews";
import type { ReviewsOverview, ReviewView } from "~/schemas/reviews-view";
import type { Actor } from "~/services/audit-log.server";
import { ServiceError } from "~/services/errors.server";
import { notifyCustomer } from "~/services/notify.server";
import { customerLabel } from "~/domain/people";

interface CustomerOrder {
  hostId: number;
  customerId: number;
  orderId: number;
}

const LIST_LIMIT = 200;
const DAY = 24 * 60 * 60 * 1000;

/** The review page of one order: can it be reviewed, and the review when there is one. Someone else's order is a 404. */
export async function loadReviewPage({ hostId, customerId, orderId }: CustomerOrder) {
  const db = getDb();
  const order = await getCustomerOrderForReview(db, { hostId, customerId, orderId });
  if (!order) throw new ServiceError(ORDER_MISSING, 404);
  const review = await getReviewOfOrder(db, { hostId, orderId });
  return {
    order: { id: order.id, number: order.number, date: formatDateTime(order.createdAt) },
    reviewable: isReviewable(order.status),
    review: review ? { score: review.score, remark: review.remark } : null,
  };
}

export async function submitReview({
  hostId,
  customerId,
  orderId,
  input,
}: CustomerOrder & { input: ReviewInput }): Promise<{ intent: "review"; message: string }> {
  const db = getDb();
  const order = await getCustomerOrderForReview(db, { hostId, customerId, orderId });
  if (!order) throw new ServiceError(ORDER_MISSING, 404);
  if (!isReviewable(order.status)) throw new ServiceError(REVIEW_NOT_DONE, 409);
  const id = await insertReview(db, { hostId, orderId, customerId, score: input.score, remark: input.remark });
  if (id === null) throw new ServiceError(REVIEW_TWICE, 409);
  return { intent: "review", message: "Bedankt voor je beoordeling!" };
}

function view(r: ReviewRow): ReviewView {
  return {
    id: r.id,
    score: r.score,
    remark: r.remark,
    reply: r.reply,
    date: formatDateTime(r.createdAt),
    orderNumber: r.orderNumber,
    customer: customerLabel({ name: r.customerName?.trim() || r.userName, phone: r.phone }, "Klant"),
    canReply: r.reply === null && Boolean(r.phone),
  };
}

/** The restaurant's reviews: the average of all, the last 30 days against the 30 before, the newest first. */
export async function loadHostReviews({
  hostId,
  now = new Date(),
}: {
  hostId: number;
  now?: Date;
}): Promise<ReviewsOverview> {
  const db = getDb();
  const since = new Date(now.getTime() - 30 * DAY);
  const before = new Date(now.getTime() - 60 * DAY);
  const [all, current, previous, rows] = await Promise.all([
    reviewStats(db, { hostId }),
    reviewStats(db, { hostId, from: since }),
    reviewStats(db, { hostId, from: before, to: since }),
    listReviews(db, { hostId, limit: LIST_LIMIT }),
  ]);
  return {
    scope: "host",
    title: "Beoordelingen",
    average: formatAverage(all.average),
    count: all.count,
    trend: {
      current: formatAverage(current.average),
      previous: formatAverage(previous.average),
      words: reviewTrend(current.average, previous.average),
    },
    reviews: rows.map(view),
  };
}

/** Root: every restaurant's reviews, newest first (no replies from here: that is the restaurant's). */
export async function loadAllReviews(): Promise<ReviewsOverview> {
  const rows = await listAllReviews(getDb(), { limit: LIST_LIMIT });
  const scores = rows.map((r) => r.score);
  const average = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null;
  return {
    scope: "all",
    title: "Beoordelingen van alle restaurants",
    average: formatAverage(average),
    count: rows.length,
    trend: { current: null, previous: null, words: null },
    reviews: rows.map((r) => ({
      id: r.id,
      score: r.score,
      remark: r.remark,
      reply: r.reply,
      date: formatDateTime(r.createdAt),
      orderNumber: r.orderNumber,
      customer: "",
      canReply: false,
      hostName: r.hostName,
    })),
  };
}

/** A private answer to a review, by SMS to the customer's own number, logged on the order; once per review. */
export async function replyToReview({
  host,
  actor,
  input,
}: {
  host: { id: number; name: string };
  actor: Actor;
  input: ReplyInput;
}): Promise<{ intent: "reply"; message: string }> {
  const db = getDb();
  const review = await getReview(db, { hostId: host.id, id: input.reviewId });
  if (!review) throw new ServiceError(REVIEW_NOT_FOUND, 404);
  if (review.reply !== null) throw new ServiceError(REPLY_TWICE, 409);
  // claimed before sending, so two staff answering at once send one SMS, not two
  if (!(await setReviewReply(db, { hostId: host.id, id: review.id, reply: input.message, userId: actor.userId })))
    throw new ServiceError(REPLY_TWICE, 409);
  const sent = await notifyCustomer(db, {
    host,
    order: {
      id: review.orderId,
      number: review.orderNumber,
      customerId: review.customerId,
      customerName: review.customerName ?? review.userName,
      phone: review.phone,
      due: review.due,
    },
    message: input.message,
    type: "review",
    from: actor.name ?? "Restaurant",
    fromUserId: actor.userId,
    via: "sms",
  });
  if (sent === null) {
    await clearReviewReply(db, { hostId: host.id, id: review.id });
    throw new ServiceError(REPLY_NOT_SENT, 503);
  }
  return { intent: "reply", message: "Je bericht is per sms verstuurd." };
}

/** The directory's rating line per restaurant (null below the threshold). */
export async function directoryRatings(hostIds: ReadonlyArray<number>): Promise<Map<number, string | null>> {
  const stats = await reviewStatsOfHosts(getDb(), { hostIds });
  return new Map(hostIds.map((id) => [id, directoryRating(stats.get(id))]));
}
