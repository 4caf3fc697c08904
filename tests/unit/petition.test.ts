// The petition's pure rules (docs/issues/020.md §4): which addresses verify how, the commission at the
// financial overview's rates, and CSV cells a spreadsheet will not run.
import { describe, expect, it } from "vitest";
import { marketplaceSavings, MARKETPLACE_DEFAULTS } from "~/domain/finance";
import { contactMessage, contactOf, safeCell, signatureCsvRow, typicalCommission } from "~/domain/petition";

describe("contactOf", () => {
  it.each([
    ["0612345678", { channel: "sms", address: "+31612345678" }],
    ["06-12 34 56 78", { channel: "sms", address: "+31612345678" }],
    ["+31 6 1234 5678", { channel: "sms", address: "+31612345678" }],
    ["0031612345678", { channel: "sms", address: "+31612345678" }],
    [" Anna@Example.NL ", { channel: "email", address: "anna@example.nl" }],
  ])("%s → %o", (raw, contact) => {
    expect(contactOf(raw)).toEqual(contact);
  });

  it.each(["", "0612", "0201234567", "+4915112345678", "06123456789", "anna@", "@example.nl", "06abc", "a@b"])(
    "refuses %s",
    (raw) => {
      expect(contactOf(raw)).toBeNull();
    },
  );

  it("says 'Ongeldig nummer' for a number and asks for either otherwise", () => {
    expect(contactMessage("0612")).toBe("Ongeldig nummer");
    expect(contactMessage("anna@")).toBe("Vul een e-mailadres of een mobiel nummer (06) in.");
    expect(contactMessage("  ")).toBe("Vul een e-mailadres of een mobiel nummer (06) in.");
  });
});

describe("typicalCommission", () => {
  it("is the overview's marketplace commission on one € 25 order", () => {
    expect(typicalCommission()).toBe(marketplaceSavings({ orders: 1, revenue: 2500, idealOrders: 0 }).commission);
    expect(typicalCommission()).toBe(
      Math.round(2500 * (MARKETPLACE_DEFAULTS.percent / 100)) + MARKETPLACE_DEFAULTS.perOrder,
    );
    expect(typicalCommission(1000)).toBe(130 + 19);
  });
});

describe("CSV cells", () => {
  it.each([
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ["Anna", "Anna"],
  ])("%s → %s", (raw, cell) => {
    expect(safeCell(raw)).toBe(cell);
  });

  it("keeps a cleaned number as it is and writes the platform for no restaurant", () => {
    const row = signatureCsvRow({
      verifiedAt: new Date("2026-11-23T16:30:00Z"),
      name: "Anna",
      place: "Utrecht",
      address: "+31612345678",
      owner: true,
      keepInformed: false,
      hostName: null,
    });
    expect(row).toEqual(["2026-11-23", "17:30", "Anna", "Utrecht", "+31612345678", "ja", "nee", "Bestelinfo"]);
  });
});
