import { describe, expect, it } from "vitest";
import {
  normalisePerma,
  PERMA_MALFORMED,
  PERMA_RESERVED,
  PERMA_REQUIRED,
  PERMA_TOO_LONG,
  PERMA_TOO_SHORT,
  RESERVED_PERMAS,
  permaProblem,
  suggestPerma,
} from "~/domain/perma";

describe("permaProblem", () => {
  it("accepts lowercase letters, digits and inner hyphens", () => {
    for (const ok of ["hethoekje", "pizza-roma", "snackbar123", "de-2-gebroeders", "abc"])
      expect(permaProblem(ok)).toBeNull();
  });

  it("refuses the platform's reserved words", () => {
    for (const word of ["www", "admin", "api", "mail", "app", "static", "assets", "img"]) {
      expect(RESERVED_PERMAS.has(word)).toBe(true);
      expect(permaProblem(word)).toBe(PERMA_RESERVED);
    }
  });

  it("refuses malformed input with a Dutch message", () => {
    for (const bad of [
      "Hethoekje",
      "het hoekje",
      "-hoekje",
      "hoekje-",
      "het--hoekje",
      "hoekje.nl",
      "café",
      "het_hoekje",
      "hoek\u0000je",
      "<script>",
      "../x",
    ]) {
      expect(permaProblem(bad), bad).toBe(PERMA_MALFORMED);
    }
    expect(permaProblem("")).toBe(PERMA_REQUIRED);
    expect(permaProblem("   ")).toBe(PERMA_REQUIRED);
    expect(permaProblem("ab")).toBe(PERMA_TOO_SHORT);
    expect(permaProblem("a".repeat(41))).toBe(PERMA_TOO_LONG);
    expect(permaProblem("a".repeat(40))).toBeNull();
  });

  it("matches the database's hosts_perma_check for everything it accepts", () => {
    const db = /^[a-z0-9]([a-z0-9-]*[a-z0-9]){0,1}$/;
    for (const ok of ["hethoekje", "a1b", "x-y-z"]) expect(db.test(ok) && permaProblem(ok) === null).toBe(true);
  });
});

describe("suggestPerma", () => {
  it("makes a perma from the restaurant's name", () => {
    expect(suggestPerma("Snackbar Het Hoekje")).toBe("snackbar-het-hoekje");
    expect(suggestPerma("Café 't Pleintje & Co")).toBe("cafe-t-pleintje-en-co");
    expect(suggestPerma("  !!  ")).toBe("");
    expect(permaProblem(suggestPerma("Pizzeria Da Gino"))).toBeNull();
  });
});

describe("normalisePerma", () => {
  it("takes what the owner typed as it is stored", () => {
    expect(normalisePerma("  Pizza-Roma ")).toBe("pizza-roma");
  });
});
