// The Thuisbezorgd portal export as the manual import reads it (docs/issues/018.md §5, decision 047).
import { describe, expect, it } from "vitest";
import { NOT_AN_EXPORT, readJetExport, summaryText } from "~/domain/thuisbezorgd-csv";

describe("readJetExport", () => {
  it("reads the columns by name in any order, ; or , and Dutch or ISO dates, in cents", () => {
    const text = [
      "Klant;Totaal;Datum;Bestelnummer;Betaalmethode;Type;Bezorgkosten",
      "Sanne;23,50;23-11-2026 18:05;TB-1;Contant;Afhalen;",
      "Piet;12.00;2026-11-23 19:10;TB-2;Online;Bezorgen;2,50",
    ].join("\r\n");
    const read = readJetExport(text);
    expect(read).toMatchObject({ ok: true, skipped: [] });
    if (!read.ok) return;
    expect(read.rows).toEqual([
      {
        line: 2,
        orderId: "TB-1",
        at: new Date("2026-11-23T17:05:00Z"),
        total: 2350,
        deliveryFee: 0,
        cash: true,
        deliver: false,
        customer: "Sanne",
      },
      {
        line: 3,
        orderId: "TB-2",
        at: new Date("2026-11-23T18:10:00Z"),
        total: 1200,
        deliveryFee: 250,
        cash: false,
        deliver: true,
        customer: "Piet",
      },
    ]);
    const comma = readJetExport('Bestelnummer,Datum,Totaal\nA,2026-06-01 12:00,"10,00"\n');
    expect(comma.ok && comma.rows[0]).toMatchObject({
      orderId: "A",
      total: 1000,
      at: new Date("2026-06-01T10:00:00Z"),
    });
  });

  it("skips and names each line it cannot read, and a number twice in the file", () => {
    const read = readJetExport(
      [
        "Bestelnummer;Datum;Totaal;Betaalmethode",
        "A;23-11-2026 18:00;10,00;Online",
        ";23-11-2026 18:00;10,00;Online",
        "B;31-02-2026 18:00;10,00;Online",
        "C;23-11-2026 18:00;tien;Online",
        "D;23-11-2026 18:00;10,00;Bitcoin",
        "A;23-11-2026 18:00;10,00;Online",
      ].join("\n"),
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.rows.map((r) => r.orderId)).toEqual(["A"]);
    expect(read.skipped.map((s) => [s.line, s.reason])).toEqual([
      [3, "Bestelnummer ontbreekt."],
      [4, 'Datum "31-02-2026 18:00" is ongeldig, bijvoorbeeld 23-11-2026 18:05.'],
      [5, 'Totaal "tien" is geen bedrag, bijvoorbeeld 23,50.'],
      [6, "Betaalmethode moet Online of Contant zijn."],
      [7, "Bestelnummer A staat al eerder in het bestand."],
    ]);
  });

  it("refuses a file that is not an export at all", () => {
    expect(readJetExport("Naam;Prijs\nPizza;10,00\n")).toEqual({
      ok: false,
      message: "Dit is geen Thuisbezorgd-export: de kolommen Bestelnummer, Datum, Totaal ontbreken.",
    });
    expect(readJetExport('Bestelnummer;Datum;Totaal\n"A;unterminated')).toEqual({ ok: false, message: NOT_AN_EXPORT });
  });
});

describe("summaryText", () => {
  it("says what happened, with the first skipped lines", () => {
    expect(summaryText({ imported: 12, present: 3, skipped: [{ line: 7, reason: "Totaal ontbreekt." }] })).toBe(
      "12 geïmporteerd, 3 al aanwezig, 1 overgeslagen: regel 7: Totaal ontbreekt.",
    );
    expect(summaryText({ imported: 0, present: 2, skipped: [] })).toBe(
      "0 geïmporteerd, 2 al aanwezig, 0 overgeslagen.",
    );
  });
});
