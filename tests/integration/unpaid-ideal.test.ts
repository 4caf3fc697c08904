// The root loader's unpaid-iDEAL redirect and failed-iDEAL banner (docs/spec.md §2), from one query: the
// newest payment of the last 15 minutes decides the redirect, the newest of the last day the banner.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { idealFailedBanner } from "~/domain/payment-status";
import { idealPaymentNotices } from "~/services/unpaid-ideal.server";
import { createPayment } from "../../db/factory";
import { idealOrder } from "../support/payments";

const NOW = new Date();
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const LINK = "https://www.mollie.com/checkout/test-mode?method=ideal&token=abc";

describe("idealPaymentNotices", () => {
  it("a fresh open payment: its checkout link, no banner", async () => {
    const { hostId, customerId, order } = await idealOrder(getDb());
    await createPayment(getDb(), hostId, {
      orderId: order.id,
      amount: 1029,
      status: "open",
      checkoutUrl: LINK,
      createdAt: minutesAgo(2),
    });
    expect(await idealPaymentNotices(customerId, hostId, NOW)).toEqual({ redirect: LINK, banner: null });
    // another host, or no host: nothing
    const other = await idealOrder(getDb());
    expect(await idealPaymentNotices(customerId, other.hostId, NOW)).toEqual({ redirect: null, banner: null });
    expect(await idealPaymentNotices(customerId, null, NOW)).toEqual({ redirect: null, banner: null });
  });

  it("an open payment older than 15 minutes: no redirect", async () => {
    const { hostId, customerId, order } = await idealOrder(getDb());
    await createPayment(getDb(), hostId, {
      orderId: order.id,
      amount: 1029,
      status: "open",
      checkoutUrl: LINK,
      createdAt: minutesAgo(20),
    });
    expect(await idealPaymentNotices(customerId, hostId, NOW)).toEqual({ redirect: null, banner: null });
  });

  it("a failed payment within the day: the banner linking to the order; none after a day", async () => {
    const { hostId, customerId, order } = await idealOrder(getDb());
    await createPayment(getDb(), hostId, {
      orderId: order.id,
      amount: 1029,
      status: "failed",
      createdAt: minutesAgo(60),
    });
    expect(await idealPaymentNotices(customerId, hostId, NOW)).toEqual({
      redirect: null,
      banner: { text: idealFailedBanner(order.number), href: `/thanks/${order.id}` },
    });
    const old = await idealOrder(getDb());
    await createPayment(getDb(), old.hostId, {
      orderId: old.order.id,
      amount: 1029,
      status: "failed",
      createdAt: minutesAgo(25 * 60),
    });
    expect(await idealPaymentNotices(old.customerId, old.hostId, NOW)).toEqual({ redirect: null, banner: null });
  });

  it("a retry after a failure: the newest payment decides, so the link and no banner", async () => {
    const { hostId, customerId, order } = await idealOrder(getDb());
    await createPayment(getDb(), hostId, {
      orderId: order.id,
      amount: 1029,
      status: "failed",
      createdAt: minutesAgo(5),
    });
    await createPayment(getDb(), hostId, {
      orderId: order.id,
      amount: 1029,
      status: "open",
      checkoutUrl: LINK,
      createdAt: minutesAgo(1),
    });
    expect(await idealPaymentNotices(customerId, hostId, NOW)).toEqual({ redirect: LINK, banner: null });
  });
});
