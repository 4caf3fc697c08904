// The menu's CSV files (docs/issues/015.md §6, decision 022): what Excel needs (BOM, semicolons, decimal comma),
// serialise → parse gives the same products back, the import's diff, and every problem refused with
// its line as Excel numbers it.
/* eslint-disable no-control-regex -- the properties strip control characters from their random text */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOM, groupsCsv, productsCsv, type ExportProduct } from "~/domain/menu-csv";
import { EMPTY_FILE, NOT_UTF8, decodeCsv } from "~/domain/menu-csv-read";
import { withVatRates, parseMenuCsv } from "~/domain/menu-csv-import";
import { importDiff } from "~/domain/menu-csv-diff";
import { checkProductDraft } from "~/domain/product-editor";
import { emptyDraft, type ProductInput } from "~/domain/product-draft";

function product(name: string, extra: Partial<ProductInput> = {}): ProductInput {
  const checked = checkProductDraft({ ...emptyDraft("Pizza"), name, price: "9,00" });
  if (!checked.ok) throw new Error("bad fixture");
  return { ...checked.value, ...extra };
}

const margherita: ExportProduct = {
  id: 11,
  input: product("Margherita", {
    description: 'Tomaat; mozzarella en "basilicum"\nsteenoven',
    groupName: "Pizza's",
    type: "pizza",
    price: 899,
    priceTakeout: 850,
    allergens: ["gluten", "melk"],
    flags: ["veggie"],
    favorite: true,
    volumes: [
      { name: "Medium 25 cm", price: null },
      { name: "Groot 30 cm", price: 1199 },
      { name: "6 stuks", price: 450, count: 6 },
    ],
    variations: ["Dun", "Dik"],
    defaultIncludes: [{ name: "Basilicum", price: 0 }],
    groups: [
      {
        id: 5,
        name: "Kaas",
        min: 0,
        max: 2,
        included: 0,
        extra: true,
        favorites: ["Extra mozzarella"],
        exception: ["6 stuks"],
        half: false,
        items: [
          { id: 7, name: "Extra mozzarella", price: 150, volume: null, tab: null, extra: false, incl: false },
          { id: 8, name: "Gorgonzola", price: 175, volume: "Groot 30 cm", tab: null, extra: false, incl: true },
        ],
      },
      {
        id: 6,
        name: "Leeg",
        min: 0,
        max: 99,
        included: 0,
        extra: false,
        favorites: [],
        exception: [],
        half: false,
        items: [],
      },
    ],
  }),
};
const cola: ExportProduct = { id: 12, input: product("Coca-Cola", { tab: "Dranken", price: 275, active: false }) };
const menu = [margherita, cola];
// the CSV carries neither ids nor the PLU
const stripIds = ({ plu: _plu, ...p }: ProductInput) => ({
  ...p,
  groups: p.groups.map((g) => ({ ...g, id: null, items: g.items.map((i) => ({ ...i, id: null })) })),
});
const text = (csv: string) => csv.slice(BOM.length);

describe("export", () => {
  it("writes what Excel opens: a BOM, semicolons, a decimal comma, Dutch headers, quoted cells", () => {
    const csv = productsCsv(menu);
    expect(csv.startsWith(BOM)).toBe(true);
    const [header, first] = text(csv).split("\r\n");
    expect(header).toBe(
      "Id;Naam;Omschrijving;Tab;Groep;Type;Prijs;Prijs bezorgen;Prijs afhalen;Formaten;Varianten;Standaard erbij;Allergenen;Kenmerken;Favoriet;Op de menukaart",
    );
    expect(first).toContain('11;Margherita;"Tomaat; mozzarella en ""basilicum""');
    expect(csv).toContain(
      ";8,99;;8,50;Medium 25 cm | Groot 30 cm=11,99 | 6 stuks=4,50#6;Dun | Dik;Basilicum=0,00;gluten, melk;veggie;ja;ja",
    );
    const groups = text(groupsCsv(menu)).split("\r\n");
    expect(groups[1]).toBe("11;Margherita;Kaas;0;2;0;ja;nee;6 stuks;Extra mozzarella;1,50;;;nee;nee;1");
    expect(groups[2]).toBe("11;Margherita;Kaas;0;2;0;ja;nee;6 stuks;Gorgonzola;1,75;Groot 30 cm;;nee;ja;");
    expect(groups[3]).toBe("11;Margherita;Leeg;0;onbeperkt;0;nee;nee;;;;;;;;");
  });

  it("serialise → parse gives the same products back, groups and all", () => {
    const parsed = parseMenuCsv(text(productsCsv(menu)), text(groupsCsv(menu)));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.products.map((p) => ({ id: p.id, input: p.input }))).toEqual(
      menu.map((m) => ({ id: m.id, input: stripIds(m.input) })),
    );
    expect(importDiff(menu, parsed)).toEqual({ ok: true, diff: { added: [], changed: [], removed: [], unchanged: 2 } });
  });

  it("round trips any name, description and price (property)", () => {
    const words = fc
      .string({ minLength: 1, maxLength: 30 })
      .map((s) => s.replace(/[|=#,\s\u0000-\u001f\u007f-\u009f\ud800-\udfff]/g, "").slice(0, 30))
      .filter((s) => s.length > 0);
    fc.assert(
      fc.property(
        words,
        fc.string({ maxLength: 80 }).map((s) => s.replace(/[\u0000\ud800-\udfff\r]/g, "").trim()),
        fc.integer({ min: 0, max: 1_000_000 }),
        (name, description, price) => {
          const p: ExportProduct = { id: 3, input: product(name, { description: description || null, price }) };
          const parsed = parseMenuCsv(text(productsCsv([p])), null);
          expect(parsed.ok && parsed.products[0].input.price).toBe(price);
          if (parsed.ok)
            expect(importDiff([p], parsed).ok && importDiff([p], parsed)).toMatchObject({ diff: { unchanged: 1 } });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("import", () => {
  const productsText = (rows: string[]) => [text(productsCsv([])).trim(), ...rows].join("\n");

  it("diff: new, changed with the changed fields, removed; without a groups file the groups stay", () => {
    const csv =
      text(productsCsv([margherita])).replace(";8,99;", ";9,49;") + ";Calzone;;Pizza;;;10,50;;;;;;;;nee;ja\r\n";
    const parsed = parseMenuCsv(csv, null);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const diff = importDiff(menu, parsed);
    expect(diff).toEqual({
      ok: true,
      diff: {
        added: [{ line: 4, name: "Calzone", tab: "Pizza" }],
        changed: [{ line: 2, id: 11, name: "Margherita", fields: ["Prijs"], details: ["Prijs: € 8,99 → € 9,49"] }],
        removed: [{ id: 12, name: "Coca-Cola", tab: "Dranken" }],
        unchanged: 0,
      },
    });
  });

  it("names every problem with its line: prices, yes/no, duplicate ids, include-group limits", () => {
    const parsed = parseMenuCsv(
      productsText([
        "11;Margherita;;Pizza;;;8,99;;;;;;;;nee;ja",
        ";Funghi;;Pizza;;;abc;;;;;;;;nee;ja",
        "11;Tweede;;Pizza;;;8,99;;;;;;;;nee;ja",
        ";;;Pizza;;;-1;;;;;;;;misschien;ja",
        ";Duur;;Pizza;;;20.000,00;;;;;;;;nee;ja",
      ]),
      [text(groupsCsv([])).trim(), "11;Margherita;Kaas;3;2;0;nee;nee;;Mozzarella;1,00;;;nee;nee;"].join("\n"),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual([
      "Regel 4: id 11 staat ook op regel 2.",
      "Regel 5: favoriet ongeldig. Vul ja of nee in.",
      "Keuzegroepen regel 2: min ongeldig. Minimaal kan niet meer zijn dan maximaal.",
      "Regel 3: prijs ongeldig. Ongeldig bedrag, bijvoorbeeld 12,50.",
      "Regel 5: naam ongeldig. Verplicht.",
      "Regel 5: prijs ongeldig. Een prijs kan niet negatief zijn.",
      "Regel 6: prijs ongeldig. Maximaal € 10.000,00.",
    ]);
  });

  it("refuses wrong columns, wrong encoding, an empty file, and ids that are not this restaurant's", () => {
    const wrong = parseMenuCsv("Naam,Prijs\nKroket,2.50", null);
    expect(wrong.ok === false && wrong.errors[0]).toMatch(
      /^Dit is geen productenbestand: de kolommen "Id", .* ontbreken/,
    );
    const latin1 = new Uint8Array([0x4e, 0x61, 0x61, 0x6d, 0x3b, 0x43, 0x61, 0x66, 0xe9]); // "Naam;Café" in Windows-1252
    expect(decodeCsv(latin1)).toEqual({ ok: false, message: NOT_UTF8 });
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf]))).toEqual({ ok: false, message: EMPTY_FILE });
    expect(decodeCsv(new TextEncoder().encode(`${BOM}Naam;Café`))).toEqual({ ok: true, text: "Naam;Café" });
    expect(decodeCsv(new TextEncoder().encode("a\u0000b"))).toEqual({ ok: false, message: NOT_UTF8 });
    const parsed = parseMenuCsv(productsText(["999;Gekaapt;;Pizza;;;1,00;;;;;;;;nee;ja"]), null);
    expect(parsed.ok).toBe(true);
    if (parsed.ok)
      expect(importDiff(menu, parsed)).toEqual({
        ok: false,
        errors: ["Regel 2: er is geen product met id 999 bij dit restaurant. Laat het id leeg voor een nieuw product."],
      });
  });

  it("a groups row must belong to a product of the products file", () => {
    const parsed = parseMenuCsv(
      productsText(["11;Margherita;;Pizza;;;8,99;;;;;;;;nee;ja"]),
      [text(groupsCsv([])).trim(), "12;Cola;Ijs;0;1;0;nee;nee;;Ja;0,00;;;nee;nee;"].join("\n"),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: ["Keuzegroepen regel 2: product-id 12 staat niet in het productenbestand."],
    });
  });
});

describe("a file far too long is refused before it is read whole", () => {
  it("stops at 5000 product rows (a million lines of ';' took 42 s and 2.8 GB before)", () => {
    const header = text(productsCsv([])).split("\r\n")[0];
    const parsed = parseMenuCsv(`${header}\r\n${";\r\n".repeat(1_000_000)}`, null);
    expect(parsed).toEqual({ ok: false, errors: ["Maximaal 5000 regels in één productenbestand."] });
  });
});

describe("the VAT rate on an import (docs/issues/033.md §2)", () => {
  it("keeps a stored product's rate and gives a new one the rate its kind suggests", () => {
    const wine: ExportProduct = {
      id: 20,
      input: product("Huiswijn", { tab: "Dranken", groupName: "Bier en wijn", vatRate: 21, flags: ["adult"] }),
    };
    const parsed = {
      products: [
        { line: 2, id: 20, input: { ...wine.input, vatRate: 9 as const } },
        { line: 3, id: null, input: product("Peroni", { tab: "Dranken", flags: ["adult"] }) },
        { line: 4, id: null, input: product("Spa", { tab: "Dranken", groupName: "Frisdrank" }) },
      ],
    };
    expect(withVatRates(parsed, [wine]).products.map((p) => [p.input.name, p.input.vatRate])).toEqual([
      ["Huiswijn", 21],
      ["Peroni", 21],
      ["Spa", 9],
    ]);
  });
});
