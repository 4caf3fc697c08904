// The review scale and the figures shown of it (docs/issues/020.md §6, docs/spec.md §9 "Review scale: 6 icons").
import { describe, expect, it } from "vitest";
import type { OrderStatus } from "~/domain/order-status";
import { directoryRating, formatAverage, isReviewable, REVIEW_SCALE, reviewTrend } from "~/domain/reviews";

describe("reviews", () => {
  it("has six levels, worst to best, each with an icon and words", () => {
    expect(REVIEW_SCALE.map((l) => l.score)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(REVIEW_SCALE.map((l) => l.icon)).size).toBe(6);
    expect(REVIEW_SCALE.every((l) => l.label.length > 0)).toBe(true);
  });

  it.each<[OrderStatus, boolean]>([
    ["new", false],
    ["order", false],
    ["concept", false],
    ["done", true],
    ["archive", true],
    ["hide", true],
  ])("an order in status %s can be reviewed: %s", (status, expected) => {
    expect(isReviewable(status)).toBe(expected);
  });

  it.each([
    [null, null],
    [5, "5,0"],
    [4.25, "4,3"],
    [5.449, "5,4"],
    [Number.NaN, null],
  ])("formats the average %s as %s", (average, expected) => {
    expect(formatAverage(average)).toBe(expected);
  });

  it.each([
    [{ average: 5.5, count: 9 }, null],
    [{ average: 5.5, count: 10 }, "5,5 van 6 · 10 beoordelingen"],
    [{ average: null, count: 10 }, null],
    [null, null],
  ])("the directory line for %j is %s", (stats, expected) => {
    expect(directoryRating(stats)).toBe(expected);
  });

  it.each([
    [5, 4.7, "beter"],
    [4.5, 4.6, "gelijk"],
    [4, 4.5, "slechter"],
    [null, 4, null],
    [4, null, null],
  ])("trend from %s (before %s) is %s", (current, previous, expected) => {
    expect(reviewTrend(current, previous)).toBe(expected);
  });
});
