// components/live/use-live.ts `mayBeBehind` (decision 114): the one rule the board, the thank-you page and the
// courier's /ritten reload by — every event and every join that missed something, not a quiet first join.
import { describe, expect, it } from "vitest";
import { DROPPED, mayBeBehind } from "~/components/live/use-live";

describe("mayBeBehind", () => {
  it("a quiet first join and a drop: nothing to reload", () => {
    expect(mayBeBehind({ type: "joined", missed: false })).toBe(false);
    expect(mayBeBehind({ type: DROPPED })).toBe(false);
  });

  it("a join that missed something, and any event: reload", () => {
    expect(mayBeBehind({ type: "joined", missed: true })).toBe(true);
    expect(mayBeBehind({ type: "order.created", payload: { id: 1, number: 1, status: "new" } })).toBe(true);
  });
});
