// docs/spec.md §9's progress bar: 5000 ms expected, never full before the answer, never backwards.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROGRESS_MS, PROGRESS_THROTTLE_MS, progressAt } from "~/domain/progress";

describe("progressAt", () => {
  it("is 0 at the start, 90 % at 5000 ms, below 100 % ever after", () => {
    expect(PROGRESS_MS).toBe(5000);
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    expect(progressAt(0)).toBe(0);
    expect(progressAt(2500)).toBeCloseTo(0.45);
    expect(progressAt(5000)).toBeCloseTo(0.9);
    expect(progressAt(60_000)).toBeLessThan(1);
    expect(progressAt(-5)).toBe(0);
  });

  it("never goes backwards", () => {
    fc.assert(
      fc.property(fc.nat(600_000), fc.nat(600_000), (a, b) =>
        a <= b ? progressAt(a) <= progressAt(b) : progressAt(a) >= progressAt(b),
      ),
    );
  });
});
