import { describe, expect, it } from "vitest";
import {
  changeTabs,
  moveItem,
  tabNameError,
  tabOrder,
  TAB_EXTRA_FIXED,
  TAB_NAME_EMPTY,
  TAB_NAME_EXTRA,
  TAB_NAME_TAKEN,
  TAB_NAME_TOO_LONG,
  TAB_UNKNOWN,
} from "~/domain/menu-structure";
import { productFormSchema } from "~/schemas/products";

describe("moveItem", () => {
  it("swaps with the neighbour above or below", () => {
    expect(moveItem(["a", "b", "c"], 1, "up")).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, "down")).toEqual(["a", "c", "b"]);
  });
  it("leaves the list as it is at either end or for an index out of range, and never changes its input", () => {
    const list = ["a", "b", "c"];
    expect(moveItem(list, 0, "up")).toEqual(list);
    expect(moveItem(list, 2, "down")).toEqual(list);
    expect(moveItem(list, -1, "down")).toEqual(list);
    expect(moveItem(list, 7, "up")).toEqual(list);
    moveItem(list, 1, "up");
    expect(list).toEqual(["a", "b", "c"]);
  });
});

describe("tabOrder", () => {
  it("the host's order first, then tabs only products name (alphabetically), 'extra' last, each once", () => {
    expect(tabOrder(["Pizza", "extra", "Pasta"], ["Pasta", "Dranken", "extra", "Bijgerechten", "Pizza"])).toEqual([
      "Pizza",
      "Pasta",
      "Bijgerechten",
      "Dranken",
      "extra",
    ]);
    expect(tabOrder(["Pizza", "Pizza"], [])).toEqual(["Pizza"]);
  });
});

describe("tabNameError", () => {
  const tabs = ["Pizza", "Pasta", "extra"];
  it("refuses an empty, too long, reserved or taken name (case and spaces ignored)", () => {
    expect(tabNameError("   ", tabs)).toBe(TAB_NAME_EMPTY);
    expect(tabNameError("x".repeat(41), tabs)).toBe(TAB_NAME_TOO_LONG);
    expect(tabNameError(" Extra ", tabs)).toBe(TAB_NAME_EXTRA);
    expect(tabNameError(" pizza", tabs)).toBe(TAB_NAME_TAKEN);
    expect(tabNameError("Salades", tabs)).toBeNull();
  });
  it("a tab may keep its own name in another case", () => {
    expect(tabNameError("PIZZA", tabs, "Pizza")).toBeNull();
    expect(tabNameError("Pasta", tabs, "Pizza")).toBe(TAB_NAME_TAKEN);
  });
});

describe("changeTabs", () => {
  const state = { tabs: ["Pizza", "Pasta", "Dranken", "extra"], hidden: ["Pasta"] };

  it("adds a tab before 'extra', trimmed", () => {
    expect(changeTabs(state, { kind: "add", name: " Salades " })).toEqual({
      ok: true,
      state: { tabs: ["Pizza", "Pasta", "Dranken", "Salades", "extra"], hidden: ["Pasta"] },
      message: "Tab Salades toegevoegd.",
    });
    expect(changeTabs(state, { kind: "add", name: "dranken" })).toEqual({ ok: false, message: TAB_NAME_TAKEN });
  });

  it("renames in the order and in the hidden list; 'extra' keeps its name; an unknown tab is refused", () => {
    const renamed = changeTabs(state, { kind: "rename", tab: "Pasta", name: "Pasta's" });
    expect(renamed).toMatchObject({
      ok: true,
      state: { tabs: ["Pizza", "Pasta's", "Dranken", "extra"], hidden: ["Pasta's"] },
    });
    expect(changeTabs(state, { kind: "rename", tab: "extra", name: "Sauzen" })).toEqual({
      ok: false,
      message: TAB_EXTRA_FIXED,
    });
    expect(changeTabs(state, { kind: "rename", tab: "Soep", name: "Soepen" })).toEqual({
      ok: false,
      message: TAB_UNKNOWN,
    });
    expect(changeTabs(state, { kind: "rename", tab: "Pizza", name: "" })).toEqual({
      ok: false,
      message: TAB_NAME_EMPTY,
    });
  });

  it("moves a tab among the others; 'extra' stays last", () => {
    expect(changeTabs(state, { kind: "move", tab: "Pasta", direction: "up" })).toMatchObject({
      ok: true,
      state: { tabs: ["Pasta", "Pizza", "Dranken", "extra"] },
    });
    expect(changeTabs(state, { kind: "move", tab: "Dranken", direction: "down" })).toMatchObject({
      ok: true,
      state: { tabs: ["Pizza", "Pasta", "Dranken", "extra"] },
    });
    expect(changeTabs(state, { kind: "move", tab: "extra", direction: "up" })).toEqual({
      ok: false,
      message: TAB_EXTRA_FIXED,
    });
  });

  it("hides and shows a tab, each once", () => {
    expect(changeTabs(state, { kind: "hide", tab: "Pizza", hidden: true })).toMatchObject({
      ok: true,
      state: { hidden: ["Pasta", "Pizza"] },
    });
    expect(changeTabs(state, { kind: "hide", tab: "Pasta", hidden: true })).toMatchObject({
      ok: true,
      state: { hidden: ["Pasta"] },
    });
    expect(changeTabs(state, { kind: "hide", tab: "Pasta", hidden: false })).toMatchObject({
      ok: true,
      state: { hidden: [] },
      message: "Tab Pasta staat weer op de menukaart.",
    });
    expect(changeTabs(state, { kind: "hide", tab: "Soep", hidden: true })).toEqual({ ok: false, message: TAB_UNKNOWN });
  });
});

describe("productFormSchema", () => {
  it("reads each intent and refuses an unknown one or a bad direction in Dutch", () => {
    expect(productFormSchema.parse({ intent: "product-move", id: "12", direction: "up" })).toEqual({
      intent: "product-move",
      id: 12,
      direction: "up",
    });
    expect(productFormSchema.parse({ intent: "tab-rename", tab: "Pizza", name: "Pizza's" })).toEqual({
      intent: "tab-rename",
      tab: "Pizza",
      name: "Pizza's",
    });
    expect(
      productFormSchema.safeParse({ intent: "tab-move", tab: "Pizza", direction: "links" }).error?.issues[0].message,
    ).toBe("Kies omhoog of omlaag.");
    expect(productFormSchema.safeParse({ intent: "drop-table" }).error?.issues[0].message).toBe("Onbekende actie.");
    expect(productFormSchema.safeParse({ intent: "tab-hide", tab: "" }).error?.issues[0].message).toBe(TAB_UNKNOWN);
  });
});
