import { describe, it, expect } from "vitest";
import type { OrderStatus } from "~/domain/order-status";
import {
  MAX_STAMPS,
  NEW_CUSTOMER_STAMPS,
  isCardFull,
  normaliseStamps,
  REWARD_DELTA,
  redeem,
  stampForCompletedOrder,
  stampsAfterOrder,
  stampsToGo,
} from "~/domain/stamps";

describe("stamps", () => {
  it("a card holds 10 and the first stamp is free", () => {
    expect(MAX_STAMPS).toBe(10);
    expect(NEW_CUSTOMER_STAMPS).toBe(1);
  });

  it.each<[number | null | undefined, number]>([
    [null, 2],
    [undefined, 2],
    [0, 1],
    [1, 2],
    [5, 6],
    [9, 10],
    [10, 10],
    [12, 10],
    [-3, 1],
    [3.7, 4],
    [Number.NaN, 1],
  ])("after an order %j becomes %i", (current, expected) => {
    expect(stampsAfterOrder(current)).toBe(expected);
  });

  it.each<[number, boolean, number]>([
    [0, false, 10],
    [1, false, 9],
    [9, false, 1],
    [10, true, 0],
    [11, true, 0],
    [-1, false, 10],
  ])("%i stamps: full %s, %i to go", (stamps, full, toGo) => {
    expect(isCardFull(stamps)).toBe(full);
    expect(stampsToGo(stamps)).toBe(toGo);
  });

  it.each<[number, { stamps: number; freeItem: boolean }]>([
    [10, { stamps: 0, freeItem: true }],
    [15, { stamps: 0, freeItem: true }],
    [9, { stamps: 9, freeItem: false }],
    [0, { stamps: 0, freeItem: false }],
  ])("redeem(%i)", (stamps, expected) => {
    expect(redeem(stamps)).toEqual(expected);
  });

  it("ten orders from a fresh card fill it, redeeming empties it", () => {
    let stamps = NEW_CUSTOMER_STAMPS;
    let orders = 0;
    while (!isCardFull(stamps)) {
      stamps = stampsAfterOrder(stamps);
      orders += 1;
    }
    expect(orders).toBe(9);
    expect(redeem(stamps).stamps).toBe(0);
  });

  it.each<[number | null | undefined, number]>([
    [null, 0],
    [Number.POSITIVE_INFINITY, 0],
    [-2, 0],
    [4.9, 4],
    [42, 10],
  ])("normaliseStamps(%j) is %i", (raw, expected) => {
    expect(normaliseStamps(raw)).toBe(expected);
  });

  it.each<[number, OrderStatus, number]>([
    [1, "done", 1],
    [9, "archive", 1],
    [5, "hide", 1],
    [10, "done", 0],
    [14, "done", 0],
    [0, "done", 1],
    [3, "new", 0],
    [3, "order", 0],
    [3, "concept", 0],
  ])("a completed order on a card of %i (%s) earns %i", (balance, status, delta) => {
    expect(stampForCompletedOrder(balance, status)).toBe(delta);
  });

  it("redeeming writes minus a full card", () => {
    expect(REWARD_DELTA).toBe(-10);
  });
});
