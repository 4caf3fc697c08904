import { describe, expect, it } from "vitest";
import { matchesQuery } from "~/domain/product-search";

describe("matchesQuery", () => {
  it("finds a name by part of it, case ignored", () => {
    expect(matchesQuery("Pizza Margherita", "marg")).toBe(true);
    expect(matchesQuery("Pizza Margherita", "MARG")).toBe(true);
    expect(matchesQuery("Pizza Margherita", "funghi")).toBe(false);
  });

  it("ignores accents on either side", () => {
    expect(matchesQuery("Crème brûlée", "creme brulee")).toBe(true);
    expect(matchesQuery("Creme brulee", "crème")).toBe(true);
  });

  it("needs every word, in any order", () => {
    expect(matchesQuery("Pizza Quattro Formaggi", "form pizza")).toBe(true);
    expect(matchesQuery("Pizza Quattro Formaggi", "pizza salami")).toBe(false);
  });

  it("matches everything on an empty or blank query", () => {
    expect(matchesQuery("Cola", "")).toBe(true);
    expect(matchesQuery("Cola", "   ")).toBe(true);
  });
});
