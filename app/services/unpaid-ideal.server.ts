// SPEC §2 route guard: "customers with an unpaid iDEAL order are redirected to its payment link
// after the app loads", and the failed-iDEAL banner on every page of that customer. Both look at
// the customer's latest concept iDEAL order at this host and that order's latest payment.
import { getDb } from "~/db.server";
import { idealFailedBanner } from "~/domain/payment-status";

/** An open payment's link is followed only while it is fresh; Mollie expires iDEAL after ~15 minutes. */
const OPEN_LINK_MS = 15 * 60_000;
/** A failed payment is brought up again for a day; after that the order is history. */
const FAILED_BANNER_MS = 24 * 60 * 60_000;
const FAILED = ["failed", "canceled", "expired"];

async function latestUnpaid(customerId: number, hostId: number, since: Date) {
  return getDb()("orders as o")
    .join("payments as p", function () {
      this.on("p.order_id", "o.id").andOn("p.host_id", "o.host_id");
    })
    .where({ "o.host_id": hostId, "o.customer_id": customerId, "o.payment_method": "ideal", "o.paid": false, "o.status": "concept" })
    .where("p.created_at", ">", since)
    .whereNotNull("p.provider_payment_id")
    .orderBy("p.id", "desc")
    .first<{ id: number; number: number; status: string; checkout_url: string | null } | undefined>("o.id", "o.number", "p.status", "p.checkout_url");
}

export async function unpaidIdealRedirect(customerId: number, hostId: number | null, now = new Date()): Promise<string | null> {
  if (hostId === null) return null;
  const latest = await latestUnpaid(customerId, hostId, new Date(now.getTime() - OPEN_LINK_MS));
  return latest?.status === "open" && latest.checkout_url ? latest.checkout_url : null;
}

export async function failedIdealNotice(customerId: number, hostId: number | null, now = new Date()): Promise<{ text: string; href: string } | null> {
  if (hostId === null) return null;
  const latest = await latestUnpaid(customerId, hostId, new Date(now.getTime() - FAILED_BANNER_MS));
  if (!latest || !FAILED.includes(latest.status)) return null;
  return { text: idealFailedBanner(latest.number), href: `/thanks/${latest.id}` };
}
