// The customer list's pure rules: phone search as staff type it, how numbers and names read, the
// last-order wording in Amsterdam, pages, board links, and who may store engagement (docs/spec.md §6).
import { describe, expect, it } from "vitest";
import {
  displayName,
  boardLink,
  customerName,
  escapeLike,
  formatLastOrder,
  mayStoreEngagement,
  myOrderHeading,
  notificationLabel,
  pageInfo,
  phoneSearchPatterns,
} from "~/domain/customers";
import { formatPhone } from "~/domain/phone-format";

/** What a LIKE pattern matches, as PostgreSQL would (no ESCAPE needed: digits and +). */
function like(pattern: string, value: string): boolean {
  const re = new RegExp(`^${pattern.replace(/[+]/g, "\\+").replace(/%/g, ".*")}$`);
  return re.test(value);
}
const matches = (query: string, stored: string) => phoneSearchPatterns(query).some((p) => like(p, stored));

describe("phoneSearchPatterns", () => {
  it.each(["06-1234", "0612", "06 12 34", "+31 6 1234", "+31612", "0031 612", "(06) 1234", "612345601"])(
    "finds +31612345601 for %s",
    (query) => {
      expect(matches(query, "+31612345601")).toBe(true);
      expect(matches(query, "0612345601")).toBe(true);
    },
  );

  it("finds the last digits typed bare even when they start with 0 (0612020291 for 020291)", () => {
    expect(matches("020291", "+31612020291")).toBe(true);
    expect(matches("06-020291", "+31612020291")).toBe(false);
  });

  it("anchors a national prefix at the start of the number", () => {
    expect(matches("0612", "+31698761234")).toBe(false);
    expect(matches("06-9876", "+31612345601")).toBe(false);
    expect(matches("+31", "+31612345601")).toBe(true);
    expect(matches("+49 151", "+4915112345678")).toBe(true);
    expect(matches("+49 151", "+31612345601")).toBe(false);
  });

  it("is no phone search for names, one digit or nothing", () => {
    expect(phoneSearchPatterns("Sanne")).toEqual([]);
    expect(phoneSearchPatterns("Jan 06")).toEqual([]);
    expect(phoneSearchPatterns("6")).toEqual([]);
    expect(phoneSearchPatterns("  ")).toEqual([]);
    expect(phoneSearchPatterns("%")).toEqual([]);
  });
});

describe("escapeLike", () => {
  it("makes % _ and \\ literal", () => {
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
    expect(escapeLike("de Vries")).toBe("de Vries");
  });
});

describe("formatPhone and customerName", () => {
  it("writes Dutch mobiles as 06-…, keeps others, and the anonymous customer is Anoniem", () => {
    expect(formatPhone("+31612345601")).toBe("06-12345601");
    expect(formatPhone("0612345601")).toBe("06-12345601");
    expect(formatPhone("+31301234567")).toBe("0301234567");
    expect(formatPhone("+4915112345678")).toBe("+4915112345678");
    expect(formatPhone("0000000000")).toBe("Anoniem");
    expect(formatPhone("+31000000000")).toBe("Anoniem");
    expect(formatPhone(null)).toBe("");
  });

  it("names the anonymous customer Anoniem and a nameless one Onbekend", () => {
    expect(customerName({ name: "Sanne de Vries", phone: "+31612345601" })).toBe("Sanne de Vries");
    expect(customerName({ name: "Piet", phone: "0000000000" })).toBe("Anoniem");
    expect(customerName({ name: "  ", phone: "+31612345601" })).toBe("Onbekend");
    expect(customerName({ name: null, phone: null })).toBe("Onbekend");
  });
});

describe("formatLastOrder", () => {
  // 21 Nov 2026 20:00 in Amsterdam (CET, UTC+1)
  const now = new Date("2026-11-21T19:00:00Z");
  it("says today and yesterday on the Amsterdam clock", () => {
    expect(formatLastOrder(new Date("2026-11-21T17:30:00Z"), now)).toBe("Vandaag 18:30");
    // 00:30 on the 21st in Amsterdam is still the 20th in UTC
    expect(formatLastOrder(new Date("2026-11-20T23:30:00Z"), now)).toBe("Vandaag 00:30");
    expect(formatLastOrder(new Date("2026-11-20T22:59:00Z"), now)).toBe("Gisteren 23:59");
  });
  it("counts days within the week and gives the date after that", () => {
    expect(formatLastOrder(new Date("2026-11-18T12:00:00Z"), now)).toBe("3 dagen geleden");
    expect(formatLastOrder(new Date("2026-11-01T12:00:00Z"), now)).toMatch(/^1 nov\.? 2026$/);
  });
});

describe("pageInfo", () => {
  it("has one page for few rows and clamps the page", () => {
    expect(pageInfo(1, 0)).toEqual({ page: 1, pages: 1, window: [1] });
    expect(pageInfo(3, 50)).toEqual({ page: 1, pages: 1, window: [1] });
    expect(pageInfo(0, 51)).toEqual({ page: 1, pages: 2, window: [1, 2] });
  });
  it("shows first, last and two either side with gaps", () => {
    expect(pageInfo(10, 1000).window).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageInfo(2, 1000).window).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageInfo(20, 1000).window).toEqual([1, null, 18, 19, 20]);
  });
});

describe("boardLink", () => {
  it("opens the board on the order's tab and day, at its card", () => {
    expect(boardLink({ id: 7, status: "archive", deliver: false, day: "2026-11-20" })).toBe(
      "/orders?tab=archive&periode=pick&van=2026-11-20&tot=2026-11-20#order-7",
    );
    expect(boardLink({ id: 8, status: "order", deliver: true, day: "2026-11-21" })).toContain("tab=order&");
  });
  it("has no link for orders the board never shows", () => {
    expect(boardLink({ id: 9, status: "concept", deliver: false, day: "2026-11-21" })).toBeNull();
    expect(boardLink({ id: 9, status: "active", deliver: false, day: "2026-11-21" })).toBeNull();
  });
});

describe("mayStoreEngagement (docs/spec.md §6)", () => {
  it("lets staff and root store engagement data, never a customer", () => {
    expect(mayStoreEngagement("host")).toBe(true);
    expect(mayStoreEngagement("root")).toBe(true);
    expect(mayStoreEngagement("customer")).toBe(false);
    expect(mayStoreEngagement("")).toBe(false);
  });
});

describe("notificationLabel", () => {
  it("names template situations as the settings page does, and the others in Dutch", () => {
    expect(notificationLabel({ type: "order", sub: null })).toBe("Bestelling aangenomen");
    expect(notificationLabel({ type: "due", sub: "late" })).toBe("Later klaar");
    expect(notificationLabel({ type: "message", sub: null })).toBe("Bericht van het restaurant");
  });
});

describe("displayName (one rule for a person's name)", () => {
  it.each([
    [{ name: "Sanne de Vries", firstName: "S", lastName: "V" }, "Sanne de Vries"],
    [{ name: "  ", firstName: "Jan", lastName: "Jansen" }, "Jan Jansen"],
    [{ name: null, firstName: "Jan", lastName: null }, "Jan"],
    [{ name: "", firstName: " ", lastName: "" }, null],
    [{}, null],
  ])("%j → %s", (person, expected) => {
    expect(displayName(person)).toBe(expected);
  });
});

describe("a past order in Mijn Bestelinfo (docs/issues/033.md §15)", () => {
  it("puts the restaurant and the date before the day's number", () => {
    expect(myOrderHeading({ hostName: "Pizzeria Roma", date: "27 november 2026", number: 1 })).toEqual({
      title: "Pizzeria Roma · 27 november 2026",
      number: "Bestelling 1",
    });
    // on the restaurant's own page: the date
    expect(myOrderHeading({ date: "26 november 2026", number: 1 }).title).toBe("26 november 2026");
  });
});
