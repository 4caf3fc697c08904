import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/domain/safe-redirect";

describe("safeRedirect (docs/issues/014.md §2: only our own paths)", () => {
  it.each([
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/ /evil.example".replace(" ", "\u0009"),
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "evil.example",
    "",
    "\u0000/x",
  ])("refuses %j", (to) => expect(safeRedirect(to)).toBe("/"));

  it("refuses what /login?redirectTo=/%09/evil.example and its encoded friends decode to", () => {
    for (const query of [
      "/%09/evil.example",
      "/%5C/evil.example",
      "%2F%2Fevil.example",
      "/%0A/evil.example",
      "%5C%5Cevil.example",
    ]) {
      const to = new URLSearchParams(`redirectTo=${query}`).get("redirectTo");
      expect(safeRedirect(to), query).toBe("/");
    }
  });

  it("keeps our own paths with their query and hash", () => {
    expect(safeRedirect("/orders?tab=new")).toBe("/orders?tab=new");
    expect(safeRedirect("/deliver")).toBe("/deliver");
    expect(safeRedirect("/customers/12#notitie")).toBe("/customers/12#notitie");
    expect(safeRedirect("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example"); // a path on our origin, not a host
  });

  it("falls back to the given path", () => {
    expect(safeRedirect(null, "/orders")).toBe("/orders");
    expect(safeRedirect("//evil.example", "/orders")).toBe("/orders");
  });
});
