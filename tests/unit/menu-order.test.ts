// The order within a tab (docs/issues/015.md §1): groups stand where their first product stands; a new group
// order or a new order within a group keeps every group together; what a drag moved, for the history.
import { describe, expect, it } from "vitest";
import { groupsOf, movedItems, orderGroupProducts, orderGroups, sameSet } from "~/domain/menu-order";
import { changeTabs } from "~/domain/menu-structure";

const tab = [
  { id: 1, groupName: "Klassiek" },
  { id: 2, groupName: null },
  { id: 3, groupName: "Klassiek" },
  { id: 4, groupName: "Speciaal" },
  { id: 5, groupName: "" },
];

describe("groupsOf", () => {
  it("groups where each first appears, no group and an empty one alike", () => {
    expect(groupsOf(tab).map((g) => [g.key, g.products.map((p) => p.id)])).toEqual([
      ["Klassiek", [1, 3]],
      ["", [2, 5]],
      ["Speciaal", [4]],
    ]);
  });
});

describe("orderGroups", () => {
  it("puts the products together in the new group order", () => {
    expect(orderGroups(tab, ["Speciaal", "Klassiek", ""])).toEqual([4, 1, 3, 2, 5]);
  });
  it("refuses a list that is not every group once", () => {
    expect(orderGroups(tab, ["Speciaal", "Klassiek"])).toBeNull();
    expect(orderGroups(tab, ["Speciaal", "Klassiek", "", "Geheim"])).toBeNull();
    expect(orderGroups(tab, ["Speciaal", "Klassiek", "Klassiek"])).toBeNull();
  });
});

describe("orderGroupProducts", () => {
  it("reorders one group and keeps the others where they are", () => {
    expect(orderGroupProducts(tab, "Klassiek", [3, 1])).toEqual([3, 1, 2, 5, 4]);
    expect(orderGroupProducts(tab, "", [5, 2])).toEqual([1, 3, 5, 2, 4]);
  });
  it("refuses ids of another group, a missing one or one twice", () => {
    expect(orderGroupProducts(tab, "Klassiek", [3, 4])).toBeNull();
    expect(orderGroupProducts(tab, "Klassiek", [3])).toBeNull();
    expect(orderGroupProducts(tab, "Klassiek", [3, 3])).toBeNull();
    expect(orderGroupProducts(tab, "Geheim", [])).toBeNull();
  });
});

describe("movedItems", () => {
  it("names the dragged item, not the ones that shifted", () => {
    expect(movedItems(["a", "b", "c", "d"], ["d", "a", "b", "c"])).toEqual(["d"]);
    expect(movedItems(["a", "b", "c", "d"], ["b", "c", "d", "a"])).toEqual(["a"]);
    expect(movedItems(["a", "b", "c", "d"], ["a", "c", "b", "d"])).toHaveLength(1);
    expect(movedItems(["a", "b"], ["a", "b"])).toEqual([]);
    expect(movedItems([], [])).toEqual([]);
  });
  it("names every item out of its old run when several moved", () => {
    expect(movedItems([1, 2, 3, 4, 5], [5, 4, 1, 2, 3]).sort()).toEqual([4, 5]);
  });
});

describe("sameSet", () => {
  it("is every item once, in any order", () => {
    expect(sameSet([2, 1], [1, 2])).toBe(true);
    expect(sameSet([1, 1], [1, 2])).toBe(false);
    expect(sameSet([1], [1, 2])).toBe(false);
  });
});

describe("changeTabs: a drag of the tabs", () => {
  const state = { tabs: ["Pizza", "Pasta", "extra"], hidden: ["Pasta"] };
  it("stores the new order with 'extra' last", () => {
    expect(changeTabs(state, { kind: "order", order: ["Pasta", "Pizza"] })).toMatchObject({
      ok: true,
      state: { tabs: ["Pasta", "Pizza", "extra"], hidden: ["Pasta"] },
    });
  });
  it("refuses a list out of date as a conflict", () => {
    expect(changeTabs(state, { kind: "order", order: ["Pizza"] })).toMatchObject({ ok: false, conflict: true });
    expect(changeTabs(state, { kind: "order", order: ["Pasta", "Pizza", "extra"] })).toMatchObject({
      ok: false,
      conflict: true,
    });
  });
});

describe("productFormSchema: the order posted by a drag", () => {
  it("takes the list as the form sends it, once or more often", async () => {
    const { productFormSchema } = await import("~/schemas/products");
    expect(productFormSchema.parse({ intent: "product-order", tab: "Pizza", group: "", order: ["12", "7"] })).toEqual({
      intent: "product-order",
      tab: "Pizza",
      group: "",
      order: [12, 7],
    });
    expect(productFormSchema.parse({ intent: "group-order", tab: "Pizza", order: "Klassiek" })).toEqual({
      intent: "group-order",
      tab: "Pizza",
      order: ["Klassiek"],
    });
    expect(
      productFormSchema.safeParse({ intent: "product-order", tab: "Pizza", group: "", order: ["3000000000"] }).error
        ?.issues[0].message,
    ).toBe("Product niet gevonden.");
    expect(
      productFormSchema.safeParse({ intent: "tab-order", order: ["Pizza", "Pizza"] }).error?.issues[0].message,
    ).toBe("Ongeldige volgorde.");
    expect(productFormSchema.safeParse({ intent: "tab-order" }).error?.issues[0].message).toBe("Ongeldige volgorde.");
  });
});
