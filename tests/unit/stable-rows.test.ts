// A live page's reload keeps each row that reads the same as before (decision 110): the board's memoised
// cards are drawn again only for the orders that changed.
import { describe, expect, it } from "vitest";
import { keepUnchanged } from "~/components/live/use-stable-rows";

const order = (id: number, status: string, items = [{ name: "Margherita", quantity: 1 }]) => ({ id, status, items });

describe("keepUnchanged", () => {
  it("keeps the earlier object of every row a reload brings back the same, and takes the new one of a changed row", () => {
    const first = keepUnchanged(null, [order(1, "new"), order(2, "new")], (o) => o.id);
    expect(first.kept).toEqual([order(1, "new"), order(2, "new")]);
    const reload = [order(1, "new"), order(2, "accepted")];
    const second = keepUnchanged(first, reload, (o) => o.id);
    expect(second.kept[0]).toBe(first.kept[0]);
    expect(second.kept[1]).toBe(reload[1]);
    expect(second.kept[1]).not.toBe(first.kept[1]);
  });

  it("sees a change deep in a row (a line's quantity), a row gone and a row new, in the reload's order", () => {
    const first = keepUnchanged(null, [order(1, "new"), order(2, "new"), order(3, "new")], (o) => o.id);
    const reload = [order(4, "new"), order(3, "new"), order(1, "new", [{ name: "Margherita", quantity: 2 }])];
    const second = keepUnchanged(first, reload, (o) => o.id);
    expect(second.kept.map((o) => o.id)).toEqual([4, 3, 1]);
    expect(second.kept[0]).toBe(reload[0]);
    expect(second.kept[1]).toBe(first.kept[2]);
    expect(second.kept[2]).toBe(reload[2]);
    expect(second.kept[2]!.items[0]!.quantity).toBe(2);
  });

  it("answers the same rows array with what it kept for it, and keeps by key, not by position", () => {
    const rows = [order(1, "new")];
    const first = keepUnchanged(null, rows, (o) => o.id);
    expect(keepUnchanged(first, rows, (o) => o.id)).toBe(first);
    const swapped = keepUnchanged(first, [order(2, "new"), order(1, "new")], (o) => o.id);
    expect(swapped.kept[1]).toBe(first.kept[0]);
  });
});
