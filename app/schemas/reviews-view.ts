// What the review screens get from app/services/reviews.server.ts (dates as Dutch text).

export interface ReviewView {
  id: number;
  score: number;
  remark: string | null;
  reply: string | null;
  date: string;
  orderNumber: number;
  customer: string;
  /** May the restaurant still reply by SMS (a reply was not sent yet and there is a number)? */
  canReply: boolean;
  hostName?: string;
}

export interface ReviewsOverview {
  scope: "host" | "all";
  title: string;
  average: string | null;
  count: number;
  /** The last 30 days against the 30 before: "beter", "slechter", "gelijk", or null (too few). */
  trend: { current: string | null; previous: string | null; words: "beter" | "slechter" | "gelijk" | null };
  reviews: ReviewView[];
}
