import { describe, expect, it } from "vitest";
import { ageLabel, buildTodo, isUnpaidIdeal, isUrgent, reasonLabel, todoReasons, type TodoOrder } from "~/domain/todo";

const now = new Date("2026-11-21T18:00:00Z");
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const order = (over: Partial<TodoOrder> = {}): TodoOrder => ({
  status: "order",
  createdAt: minutesAgo(10),
  due: new Date(now.getTime() + 20 * 60_000),
  paymentMethod: "cash",
  paymentStatus: "none",
  paid: false,
  failedNotifications: 0,
  ...over,
});

describe("todo reasons", () => {
  it("an accepted order on time, paid in cash, with its messages sent needs nobody", () => {
    expect(todoReasons(order(), now)).toEqual([]);
  });

  it("a new order is not accepted yet, and drops off once accepted", () => {
    expect(todoReasons(order({ status: "new" }), now)).toEqual(["unaccepted"]);
    expect(todoReasons(order({ status: "order" }), now)).toEqual([]);
  });

  it("new or in-progress orders past their due time are late; ready ones are not", () => {
    const due = minutesAgo(1);
    expect(todoReasons(order({ status: "new", due }), now)).toEqual(["unaccepted", "late"]);
    expect(todoReasons(order({ status: "order", due }), now)).toEqual(["late"]);
    expect(todoReasons(order({ status: "done", due }), now)).toEqual([]);
    expect(todoReasons(order({ status: "order", due: now }), now)).toEqual([]);
  });

  it("iDEAL that failed, expired or was canceled needs attention at once", () => {
    for (const paymentStatus of ["failed", "expired", "canceled"]) {
      expect(
        todoReasons(order({ status: "concept", paymentMethod: "ideal", paymentStatus, createdAt: minutesAgo(1) }), now),
      ).toEqual(["unpaid"]);
    }
  });

  it("an open iDEAL payment gets a few minutes for the customer to finish", () => {
    const open = (m: number) =>
      order({ status: "concept", paymentMethod: "ideal", paymentStatus: "open", createdAt: minutesAgo(m) });
    expect(isUnpaidIdeal(open(9), now)).toBe(false);
    expect(isUnpaidIdeal(open(10), now)).toBe(true);
    expect(isUnpaidIdeal({ ...open(30), paymentStatus: "none" }, now)).toBe(true);
    expect(isUnpaidIdeal({ ...open(30), paymentStatus: "pending" }, now)).toBe(false);
  });

  it("a paid or non-iDEAL order is never unpaid iDEAL", () => {
    expect(isUnpaidIdeal(order({ paymentMethod: "ideal", paymentStatus: "failed", paid: true }), now)).toBe(false);
    expect(isUnpaidIdeal(order({ paymentMethod: "cash", paymentStatus: "failed" }), now)).toBe(false);
  });

  it("a failed notification is a reason", () => {
    expect(todoReasons(order({ failedNotifications: 2 }), now)).toEqual(["notification"]);
  });

  it("has Dutch labels", () => {
    expect(["unaccepted", "late", "unpaid", "notification"].map((r) => reasonLabel(r as never))).toEqual([
      "Niet geaccepteerd",
      "Te laat",
      "iDEAL niet betaald",
      "Melding mislukt",
    ]);
  });
});

describe("urgency and age", () => {
  it("highlights an order left unaccepted for 5 minutes", () => {
    expect(isUrgent({ status: "new", createdAt: minutesAgo(4) }, now)).toBe(false);
    expect(isUrgent({ status: "new", createdAt: minutesAgo(5) }, now)).toBe(true);
    expect(isUrgent({ status: "order", createdAt: minutesAgo(50) }, now)).toBe(false);
  });

  it("says how long ago in minutes, then hours", () => {
    expect(ageLabel(new Date(now.getTime() - 20_000), now)).toBe("net binnen");
    expect(ageLabel(minutesAgo(3), now)).toBe("3 min");
    expect(ageLabel(minutesAgo(60), now)).toBe("1 uur");
    expect(ageLabel(minutesAgo(65), now)).toBe("1 uur 5 min");
    expect(ageLabel(new Date(now.getTime() + 60_000), now)).toBe("net binnen");
  });
});

describe("the list", () => {
  it("drops orders without a reason and puts the most pressing reason first, oldest first", () => {
    const list = buildTodo(
      [
        { id: 1, ...order({ failedNotifications: 1, createdAt: minutesAgo(50) }) },
        { id: 2, ...order({ status: "new", createdAt: minutesAgo(2) }) },
        { id: 3, ...order() },
        { id: 4, ...order({ status: "new", createdAt: minutesAgo(8) }) },
        { id: 5, ...order({ status: "order", due: minutesAgo(3), createdAt: minutesAgo(40) }) },
      ],
      now,
    );
    expect(list.map((o) => o.id)).toEqual([4, 2, 5, 1]);
    expect(list[0].reasons).toEqual(["unaccepted"]);
  });
});
