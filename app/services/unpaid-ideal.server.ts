// docs/spec.md §2 route guard: "customers with an unpaid iDEAL order are redirected to its payment link
// after the app loads", and the failed-iDEAL banner on every page of that customer. Both look at
// the payments of the customer's concept iDEAL orders at this host, newest first: one query per page.
import { idealFailedBanner } from "~/domain/payment-status";
import { recentUnpaidIdealPayments, type UnpaidIdealPayment } from "~/models/payments.server";
import { getDb } from "~/db.server";

/** An open payment's link is followed only while it is fresh; Mollie expires iDEAL after ~15 minutes. */
const OPEN_LINK_MS = 15 * 60_000;
/** A failed payment is brought up again for a day; after that the order is history. */
const FAILED_BANNER_MS = 24 * 60 * 60_000;
const FAILED = ["failed", "canceled", "expired"];

export interface IdealPaymentNotices {
  /** The open payment's checkout link to send the customer to. */
  redirect: string | null;
  banner: { text: string; href: string } | null;
}

export async function idealPaymentNotices(
  customerId: number,
  hostId: number | null,
  now = new Date(),
): Promise<IdealPaymentNotices> {
  if (hostId === null) return { redirect: null, banner: null };
  return noticesOf(await readIdealPayments(customerId, hostId, now), now);
}

/** The rows the notices are made of: this customer's iDEAL payments at this host of the last day. */
export function readIdealPayments(customerId: number, hostId: number, now = new Date()): Promise<UnpaidIdealPayment[]> {
  return recentUnpaidIdealPayments(getDb(), { hostId, customerId, since: new Date(now.getTime() - FAILED_BANNER_MS) });
}

/** The redirect and the banner at `now`, from rows read a little earlier too (the islands' memo, decision 097). */
export function noticesOf(payments: UnpaidIdealPayment[], now = new Date()): IdealPaymentNotices {
  const rows = payments.filter((r) => r.created_at.getTime() > now.getTime() - FAILED_BANNER_MS);
  // The newest payment of the day decides the banner; the newest of the last 15 minutes the redirect
  const newest = rows[0];
  const fresh = rows.find((r) => r.created_at.getTime() > now.getTime() - OPEN_LINK_MS);
  return {
    redirect: fresh?.status === "open" && fresh.checkout_url ? fresh.checkout_url : null,
    banner:
      newest && FAILED.includes(newest.status)
        ? { text: idealFailedBanner(newest.number), href: `/thanks/${newest.order_id}` }
        : null,
  };
}
