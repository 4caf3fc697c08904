// Ordering ahead for tomorrow (docs/issues/012.md §6), against the real database: placed at 03:00 on a Monday
// while the restaurant is closed, it waits as "Ingepland" (pending) on the board's planned tab, and
// the release sweep moves it to the kitchen as a new order an hour before it is due — once, however
// many instances sweep — announcing it on the board's channel. Days outside the limit are refused.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { fromWallClock } from "~/domain/amsterdam-time";
import { claimEscalations } from "~/models/escalation.root.server";
import { getBus } from "~/realtime/bus.server";
import { hostChannel } from "~/realtime/channels";
import type { LiveEvent } from "~/realtime/events";
import { checkoutSchema } from "~/schemas/checkout";
import { addToCart } from "~/services/cart.server";
import { placeConfirmed } from "../support/confirmed";
import { CheckoutError } from "~/services/errors.server";
import { releasePlanned } from "~/services/planned-release.server";
import { createHost, createProduct, createUser } from "../../db/factory";
import { cartArgs, keepCart, testCart } from "../support/cart";
import { runsAloneAmongSweepers } from "../support/sweepers";

runsAloneAmongSweepers();

const DINNER = [2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: "16:00", closes: "22:00" }));
// in the past: the sweeps below release what is due before their clock, everywhere in the shared
// test database, so they must not reach the planned orders other test files make for real time
const monday = (hour: number, minute = 0) => fromWallClock({ year: 2020, month: 11, day: 23 }, hour, minute);
const tuesday = (hour: number, minute = 0) => fromWallClock({ year: 2020, month: 11, day: 24 }, hour, minute);

async function closedRestaurant(settings: Record<string, unknown> = {}) {
  const db = getDb();
  const host = await createHost(db, {
    menu: ["Snacks"],
    openingHours: DINNER,
    settings: {
      payment: { pickup: ["cash"], deliver: ["cash"] },
      escalationMinutes: 5,
      adminPhone: "+31612340000",
      ...settings,
    },
  });
  const kroket = await createProduct(db, host.id, { name: "Kroket", tab: "Snacks", price: 275 });
  const customer = await createUser(db);
  const context = testCart(host);
  await keepCart(
    context,
    addToCart({
      ...cartArgs(context),
      input: {
        productId: kroket.id,
        quantity: 2,
        volume: null,
        variation: null,
        includes: {},
        removed: [],
      },
    }),
  );
  return { host, customer, context };
}

const ahead = (day: string | undefined, at = "18:00") =>
  checkoutSchema.parse({
    deliver: false,
    address: { street: "", number: "", zipcode: "", city: "", name: "Noor", phone: "0612345678" },
    time: "pick",
    at,
    day,
    payment: "cash",
    idempotencyKey: crypto.randomUUID(),
  });

describe("ordering ahead", () => {
  it("at 03:00 on a closed Monday, for tomorrow 18:00: planned, then released an hour before", async () => {
    const r = await closedRestaurant();
    const { order } = await placeConfirmed(r.context, ahead("2020-11-24"), {
      customerId: r.customer.id,
      now: monday(3),
    });
    expect(order.status).toBe("pending");
    expect(order.due.toISOString()).toBe(tuesday(18).toISOString());
    // told now when it will be ready: accepting it is hours away (template due/init)
    const told = await getDb()("notifications").where({ order_id: order.id }).select("type", "sub", "message");
    expect(told).toEqual([
      { type: "due", sub: "init", message: `Je bestelling ${order.number} bij ${r.host.name} is om 18:00 klaar.` },
    ]);

    // not yet at 16:59
    expect((await releasePlanned(tuesday(16, 59))).filter((o) => o.id === order.id)).toEqual([]);
    const events: LiveEvent[] = [];
    const stop = getBus().subscribe((e) => e.channel === hostChannel(r.host.id) && events.push(e));
    // two instances sweeping at once release it once
    const [x, y] = await Promise.all([releasePlanned(tuesday(17)), releasePlanned(tuesday(17))]);
    stop();
    expect([...x, ...y].filter((o) => o.id === order.id)).toHaveLength(1);
    expect(events).toEqual([
      {
        channel: hostChannel(r.host.id),
        type: "order.created",
        payload: { id: order.id, number: order.number, status: "new" },
      },
    ]);
    const row = await getDb()("orders")
      .where({ id: order.id })
      .first<{ status: string; released_at: Date }>("status", "released_at");
    expect(row.status).toBe("new");
    expect(row.released_at.toISOString()).toBe(tuesday(17).toISOString());

    // waiting to be accepted counts from the release, not from Monday night
    const early = await claimEscalations(getDb(), { now: tuesday(17, 4) });
    expect(early.filter((e) => e.orderId === order.id)).toEqual([]);
    const late = await claimEscalations(getDb(), { now: tuesday(17, 5) });
    expect(late.filter((e) => e.orderId === order.id)).toHaveLength(1);
  });

  it("an order due within the hour goes to the kitchen at once", async () => {
    const r = await closedRestaurant();
    const { order } = await placeConfirmed(r.context, ahead(undefined, "16:30"), {
      customerId: r.customer.id,
      now: tuesday(15, 45),
    });
    expect(order.status).toBe("new");
  });

  it("refuses a day the restaurant is closed, beyond its limit, or not a day at all — and keeps the cart", async () => {
    const r = await closedRestaurant({ orderAheadDays: 2 });
    for (const day of ["2020-11-23", "2020-11-27", "2020-13-01", "morgen"]) {
      const err = await placeConfirmed(r.context, ahead(day), { customerId: r.customer.id, now: monday(3) }).catch(
        (e: unknown) => e,
      );
      expect(err, day).toBeInstanceOf(CheckoutError);
      expect((err as CheckoutError).message).toBe("Op die dag kun je niet bestellen. Kies een andere dag.");
      expect((err as CheckoutError).status).toBe(422);
    }
    expect(r.context.cart?.items).toHaveLength(1);
    expect(await getDb()("orders").where({ host_id: r.host.id })).toEqual([]);
  });
});
