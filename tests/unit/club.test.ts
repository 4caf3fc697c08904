// The club's pure rules (docs/issues/020.md §1): paper-card lines, SMS parts and a campaign's cost.
import { describe, expect, it } from "vitest";
import {
  campaignCost,
  parseCardImport,
  smsParts,
  SMS_PART_PRICE_CENTS,
  campaignSentText,
  membersText,
} from "~/domain/club";

describe("parseCardImport", () => {
  it("reads number and stamps split by ; , or a tab, skipping a header and empty lines", () => {
    expect(parseCardImport('Telefoon;Stempels\n06-12345678; 7\n\n0687654321,3\r\n"0611111111"\t10\n')).toEqual({
      ok: true,
      lines: [
        { line: 2, phone: "+31612345678", stamps: 7 },
        { line: 4, phone: "+31687654321", stamps: 3 },
        { line: 5, phone: "+31611111111", stamps: 10 },
      ],
    });
  });

  it.each([
    ["0612; 3", "Regel 1: Ongeldig nummer"],
    ["0201234567; 3", "Regel 1: Ongeldig nummer"],
    ["0612345678; 0", "Regel 1: het aantal stempels moet 1 tot en met 10 zijn."],
    ["0612345678; 11", "Regel 1: het aantal stempels moet 1 tot en met 10 zijn."],
    ["0612345678; 2,5", "Regel 1: schrijf het nummer en het aantal stempels, gescheiden door een puntkomma."],
    ["0612345678", "Regel 1: schrijf het nummer en het aantal stempels, gescheiden door een puntkomma."],
    ["0612345678;1\n06-12345678;2", "Regel 2: dit nummer staat ook op regel 1."],
    ["\n \n", "Er staat geen enkele kaart in de lijst."],
  ])("refuses %j: %s", (text, message) => {
    const result = parseCardImport(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toContain(message);
  });

  it("reports every bad line, not only the first", () => {
    const result = parseCardImport("0612; 3\n0612345678; 4\nabc; 2");
    expect(result).toEqual({ ok: false, errors: ["Regel 1: Ongeldig nummer", "Regel 3: Ongeldig nummer"] });
  });
});

describe("smsParts and campaignCost", () => {
  it.each([
    ["", 0],
    ["a".repeat(160), 1],
    ["a".repeat(161), 2],
    ["a".repeat(306), 2],
    ["a".repeat(307), 3],
    ["Pizza 🍕", 1],
    ["🍕".repeat(71), 2],
  ])("%j takes %i parts", (text, parts) => {
    expect(smsParts(text)).toBe(parts);
  });

  it("costs parts × recipients × the part price, in cents", () => {
    expect(campaignCost("a".repeat(200), 25)).toBe(2 * 25 * SMS_PART_PRICE_CENTS);
    expect(campaignCost("Korting!", 0)).toBe(0);
  });
});

describe("members in words (docs/issues/033.md §15)", () => {
  it("says 1 lid, 2 leden", () => {
    expect(membersText(1)).toBe("1 lid");
    expect(membersText(0)).toBe("0 leden");
    expect(membersText(2)).toBe("2 leden");
    expect(campaignSentText(1, 1)).toBe("Het bericht is naar 1 lid verstuurd.");
    expect(campaignSentText(3, 3)).toBe("Het bericht is naar 3 leden verstuurd.");
    expect(campaignSentText(0, 1)).toBe(
      "Het bericht is naar 0 van de 1 lid verstuurd; de rest kon niet worden bereikt.",
    );
  });
});
