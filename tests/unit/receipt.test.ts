// The receipt row by row at 32 and 48 columns, its Star markup, and the CloudPRNT rules (MAC,
// codes, status line).
import { describe, expect, it } from "vitest";
import { decodeCode, isPrinted, normaliseMac, printerStatusLine } from "~/domain/cloudprnt";
import {
  buildReceipt,
  formatReceiptEuro,
  paymentLine,
  type ReceiptItemInput,
  type ReceiptOrderInput,
} from "~/domain/receipt";
import { linkLines, renderText, row, wrap } from "~/domain/receipt-text";
import { escapeMarkup, renderStarMarkup } from "~/domain/receipt-markup";
import { renderTestMarkup, renderTestText } from "~/domain/receipt-test-page";

const host = {
  name: "Pizzeria Roma",
  address: "Voorstraat 1",
  zipcode: "3512 AA",
  city: "Utrecht",
  phone: "030-1234567",
};

const item = (over: Partial<ReceiptItemInput> = {}): ReceiptItemInput => ({
  quantity: 1,
  name: "Margherita",
  subname: null,
  volume: null,
  variation: null,
  amount: 950,
  remark: null,
  includes: [],
  includes2: null,
  removed: [],
  ...over,
});

// 18:45 in Amsterdam on Saturday 21 November 2026 (UTC+1)
const order = (over: Partial<ReceiptOrderInput> = {}): ReceiptOrderInput => ({
  number: 12,
  due: new Date("2026-11-21T17:45:00Z"),
  asap: false,
  deliver: false,
  paymentMethod: "cash",
  paymentStatus: "none",
  paid: false,
  address: null,
  customerName: "Eva de Vries",
  phone: "0612345678",
  description: null,
  amount: 950,
  items: [item()],
  ...over,
});

const lines = (text: string) => text.split("\n");

describe("formatReceiptEuro", () => {
  it("formats cents the Dutch way with a plain space", () => {
    expect(formatReceiptEuro(1250)).toBe("€ 12,50");
    expect(formatReceiptEuro(5)).toBe("€ 0,05");
    expect(formatReceiptEuro(123456)).toBe("€ 1.234,56");
    expect(formatReceiptEuro(-750)).toBe("€ -7,50");
  });
});

describe("wrap and row", () => {
  it("wraps on words, cuts a word longer than the line, and never returns nothing", () => {
    expect(wrap("aaa bbb ccc", 7)).toEqual(["aaa bbb", "ccc"]);
    expect(wrap("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"]);
    expect(wrap("", 10)).toEqual([""]);
    expect(wrap("een twee drie vier", 9, 6)).toEqual(["een twee", "drie", "vier"]);
  });

  it("puts the amount at the right edge and wraps the left text in the room left", () => {
    expect(row("Totaal", "€ 9,50", 20)).toEqual(["Totaal        € 9,50"]);
    expect(row("1x Pizza met heel veel", "€ 9,50", 20, 3)).toEqual(["1x Pizza met  € 9,50", "   heel veel"]);
  });
});

describe("buildReceipt", () => {
  it("pickup: restaurant, number, Afhalen with the time, the customer without an address", () => {
    const r = buildReceipt(order(), host);
    expect(r).toMatchObject({
      restaurant: "Pizzeria Roma",
      restaurantLines: ["Voorstraat 1", "3512 AA Utrecht", "Tel. 030-1234567"],
      number: 12,
      mode: "Afhalen",
      time: "18:45",
      date: "za 21-11-2026",
      customer: ["Eva de Vries", "Tel. 06-12345678"],
      totals: [],
      total: 950,
    });
  });

  it("delivery: Bezorgen and the address; the anonymous customer reads Anoniem without a phone", () => {
    const r = buildReceipt(
      order({
        deliver: true,
        phone: "0000000000",
        customerName: null,
        address: { street: "Oudegracht", number: "12a", zipcode: "3511 AB", city: "Utrecht" },
      }),
      host,
    );
    expect(r.mode).toBe("Bezorgen");
    expect(r.customer).toEqual(["Anoniem", "Oudegracht 12a", "3511 AB Utrecht"]);
  });

  it("names an item with its subname (size and variation) once; choices, removed defaults and the remark are details", () => {
    const r = buildReceipt(
      order({
        items: [
          item({
            name: "Shoarma",
            subname: "Groot, Schotel",
            volume: "Groot",
            variation: "Schotel",
            includes: [{ name: "Knoflooksaus" }, { name: "Sla" }],
            removed: [{ name: "Ui" }],
            remark: " Extra heet ",
          }),
          item({ name: "Kapsalon", volume: "Klein", variation: "Kip" }),
        ],
      }),
      host,
    );
    expect(r.items).toEqual([
      {
        quantity: 1,
        name: "Shoarma Groot, Schotel",
        amount: 950,
        details: ["Knoflooksaus, Sla", "Zonder Ui", "Opmerking: Extra heet"],
      },
      { quantity: 1, name: "Kapsalon (Klein), Kip", amount: 950, details: [] },
    ]);
  });

  it("shows both halves of a half-and-half", () => {
    const r = buildReceipt(
      order({ items: [item({ includes: [{ name: "Salami" }], includes2: [{ name: "Tonijn" }, { name: "Ui" }] })] }),
      host,
    );
    expect(r.items[0].details).toEqual(["Eerste helft: Salami", "Tweede helft: Tonijn, Ui"]);
  });

  it("lists subtotal, delivery, fee and discount only when there are such charges", () => {
    const r = buildReceipt(
      order({ amount: 3179, charges: { subtotal: 3650, deliveryFee: 250, fee: 29, discount: 750 } }),
      host,
    );
    expect(r.totals).toEqual([
      { label: "Subtotaal", amount: 3650 },
      { label: "Bezorgkosten", amount: 250 },
      { label: "Transactiekosten", amount: 29 },
      { label: "Korting", amount: -750 },
    ]);
    expect(r.total).toBe(3179);
  });
});

describe("payment line", () => {
  it.each([
    [
      { paid: true, paymentMethod: "ideal", paymentStatus: "paid" },
      { paid: true, label: "Betaald", detail: "iDEAL" },
    ],
    [
      { paid: true, paymentMethod: "pin", paymentStatus: "pin" },
      { paid: true, label: "Betaald", detail: "Pin" },
    ],
    [
      { paid: false, paymentMethod: "cash", paymentStatus: "none" },
      { paid: false, label: "Niet betaald", detail: "Contant" },
    ],
    [
      { paid: false, paymentMethod: "ondelivery", paymentStatus: "none" },
      { paid: false, label: "Niet betaald", detail: "Betalen bij bezorging" },
    ],
    [
      { paid: false, paymentMethod: "ideal", paymentStatus: "open" },
      { paid: false, label: "Niet betaald", detail: "iDEAL: open" },
    ],
    [
      { paid: false, paymentMethod: "ideal", paymentStatus: "failed" },
      { paid: false, label: "Niet betaald", detail: "iDEAL: mislukt" },
    ],
    // docs/issues/033.md §15: the marketplace's courier collects cash at the door — not ours, not in reverse
    [
      { paid: false, paymentMethod: "cash", paymentStatus: "cash", marketplaceCourier: true },
      { paid: true, label: "Bezorger int", detail: "Contant, door de bezorger van Thuisbezorgd" },
    ],
    // our own driver (or pickup) at a marketplace order: ours to collect
    [
      { paid: false, paymentMethod: "cash", paymentStatus: "cash", marketplaceCourier: false },
      { paid: false, label: "Niet betaald", detail: "Contant" },
    ],
  ])("%o → %o", (input, expected) => {
    expect(paymentLine(input)).toEqual(expected);
  });
});

describe("renderText", () => {
  const full = order({
    asap: true,
    deliver: true,
    address: { street: "Oudegracht", number: "12a", zipcode: "3511 AB", city: "Utrecht" },
    description: "Bel aan bij de achterdeur",
    amount: 3150,
    charges: { subtotal: 3650, deliveryFee: 250, fee: 0, discount: 750 },
    items: [
      item({
        quantity: 2,
        name: "Pizza Margherita",
        volume: "Groot",
        amount: 2400,
        includes: [{ name: "Ham" }],
        remark: "Goed doorbakken graag",
      }),
      item({
        name: "Pizza Half-om-half",
        amount: 1250,
        includes: [{ name: "Salami" }],
        includes2: [{ name: "Tonijn" }],
      }),
    ],
  });

  it("58 mm: 32 columns, row by row", () => {
    const text = renderText(buildReceipt(full, host), 32);
    expect(lines(text).every((l) => l.length <= 32)).toBe(true);
    expect(lines(text).slice(0, 35)).toEqual([
      "         Pizzeria Roma",
      "          Voorstraat 1",
      "        3512 AA Utrecht",
      "        Tel. 030-1234567",
      "================================",
      "         BESTELLING #12",
      "         BEZORGEN 18:45",
      "        zo snel mogelijk",
      "         za 21-11-2026",
      "================================",
      "Eva de Vries",
      "Tel. 06-12345678",
      "Oudegracht 12a",
      "3511 AB Utrecht",
      "--------------------------------",
      "2x Pizza Margherita      € 24,00",
      "   (Groot)",
      "   - Ham",
      "   - Opmerking: Goed doorbakken",
      "     graag",
      "1x Pizza Half-om-half    € 12,50",
      "   - Eerste helft: Salami",
      "   - Tweede helft: Tonijn",
      "--------------------------------",
      "Let op: Bel aan bij de",
      "achterdeur",
      "--------------------------------",
      "Subtotaal                € 36,50",
      "Bezorgkosten              € 2,50",
      "Korting                  € -7,50",
      "Totaal                   € 31,50",
      "================================",
      "     NIET BETAALD - Contant",
      "",
      "",
    ]);
  });

  it("80 mm: 48 columns, the long item name on one line", () => {
    const text = renderText(buildReceipt(full, host), 48);
    expect(lines(text).every((l) => l.length <= 48)).toBe(true);
    expect(lines(text)).toContain("2x Pizza Margherita (Groot)              € 24,00");
    expect(lines(text)).toContain("   - Opmerking: Goed doorbakken graag");
    expect(lines(text)).toContain("Totaal                                   € 31,50");
    expect(lines(text)).toContain("                 BESTELLING #12");
  });

  it("pickup without extra charges: Afhalen, no address, only Totaal, and Betaald", () => {
    const text = renderText(
      buildReceipt(order({ paid: true, paymentMethod: "ideal", paymentStatus: "paid" }), host),
      32,
    );
    expect(lines(text)).toContain("         AFHALEN 18:45");
    expect(text).not.toContain("Subtotaal");
    expect(lines(text)).toContain("Totaal                    € 9,50");
    expect(lines(text)).toContain("        BETAALD - iDEAL");
  });
});

describe("the landing's address in plain text (docs/issues/033.md §15)", () => {
  const url = "https://pizzaroma.bestelinfo.nl/order/thuisbezorgd/42";
  it("is one line where it fits, else broken before a slash, never inside a name", () => {
    expect(linkLines(url, 48)).toEqual(["pizzaroma.bestelinfo.nl/order/thuisbezorgd/42"]);
    expect(linkLines(url, 32)).toEqual(["pizzaroma.bestelinfo.nl/order", "/thuisbezorgd/42"]);
    const text = renderText(buildReceipt(order({ winBackUrl: url }), host), 48);
    expect(lines(text)).toContain("pizzaroma.bestelinfo.nl/order/thuisbezorgd/42");
    expect(lines(text).every((l) => l.length <= 48)).toBe(true);
  });
});

describe("renderStarMarkup", () => {
  it("magnifies the number and the mode with the time, uses columns for totals, and cuts", () => {
    const markup = renderStarMarkup(buildReceipt(order(), host), "thermal3");
    const l = lines(markup);
    expect(l[0]).toBe("[align: centre]");
    const big = l.indexOf("[magnify: width 2; height 2]");
    expect(l.slice(big + 1, big + 3)).toEqual(["#12", "AFHALEN 18:45"]);
    expect(l).toContain("[column: left Totaal; right € 9,50]");
    expect(l).toContain("NIET BETAALD");
    expect(markup.trimEnd().endsWith("[cut: feed; partial]")).toBe(true);
  });

  it("escapes what a customer typed so it cannot become a command", () => {
    expect(escapeMarkup("a [cut] b \\ c")).toBe("a \\[cut] b \\\\ c");
    const markup = renderStarMarkup(
      buildReceipt(order({ items: [item({ remark: "[cut: full]" })] }), host),
      "thermal2",
    );
    expect(markup).toContain("\\[cut: full]");
    expect(markup.match(/^\[cut/gm)).toHaveLength(1);
  });

  it("wraps items at 32 columns on 58 mm paper", () => {
    const markup = renderStarMarkup(
      buildReceipt(order({ items: [item({ name: "Pizza Quattro Formaggi met extra kaas" })] }), host),
      "thermal2",
    );
    expect(lines(markup)).toContain("1x Pizza Quattro Formaggi € 9,50");
  });
});

describe("test page", () => {
  it("names the printer and the paper, with a ruler as wide as the paper", () => {
    const page = {
      restaurant: "Pizzeria Roma",
      printer: "Keuken",
      paper: "thermal2" as const,
      at: new Date("2026-11-21T11:03:00Z"),
    };
    const text = renderTestText(page);
    expect(text).toContain("TESTAFDRUK");
    expect(text).toContain("Printer: Keuken");
    expect(text).toContain("Papier: 58 mm (32 tekens)");
    expect(text).toContain("Tijd: za 21-11-2026 12:03");
    expect(lines(text)).toContain("12345678901234567890123456789012");
    expect(renderTestMarkup({ ...page, paper: "thermal3" })).toContain("Papier: 80 mm (48 tekens)");
  });
});

describe("CloudPRNT rules", () => {
  it("normalises any MAC spelling and refuses what is not six hex pairs", () => {
    expect(normaliseMac("00:11:62:AA:BB:CC")).toBe("00:11:62:aa:bb:cc");
    expect(normaliseMac("00-11-62-aa-bb-cc")).toBe("00:11:62:aa:bb:cc");
    expect(normaliseMac("001162aabbcc")).toBe("00:11:62:aa:bb:cc");
    expect(normaliseMac(" 0011.62aa.bbcc ")).toBe("00:11:62:aa:bb:cc");
    expect(normaliseMac("00:11:62:aa:bb")).toBeNull();
    expect(normaliseMac("00:11:62:aa:bb:zz")).toBeNull();
    expect(normaliseMac("")).toBeNull();
    expect(normaliseMac(42)).toBeNull();
  });

  it("reads Star's URL-encoded codes; only 2xx means printed", () => {
    expect(decodeCode("200%20OK")).toBe("200 OK");
    expect(decodeCode("520+Error")).toBe("520 Error");
    expect(decodeCode("%E0%A4%A")).toBe("%E0%A4%A");
    expect(isPrinted("200 OK")).toBe(true);
    expect(isPrinted("211%20OK")).toBe(true);
    expect(isPrinted("520")).toBe(false);
    expect(isPrinted("")).toBe(false);
  });

  it("says online within 15 s of the last poll, else since when (Amsterdam time)", () => {
    const now = new Date("2026-11-21T11:30:00Z");
    expect(printerStatusLine(null, now)).toEqual({ online: false, text: "nog nooit verbonden" });
    expect(printerStatusLine(new Date(now.getTime() - 10_000), now)).toEqual({ online: true, text: "online" });
    expect(printerStatusLine(new Date("2026-11-21T11:03:00Z"), now)).toEqual({
      online: false,
      text: "offline sinds 12:03",
    });
    expect(printerStatusLine(new Date("2026-11-20T11:03:00Z"), now)).toEqual({
      online: false,
      text: "offline sinds 20-11-2026 12:03",
    });
  });
});

describe("a test order's receipt (decision 048)", () => {
  it("says TEST instead of its number 0, on paper and in markup", () => {
    const receipt = buildReceipt(order({ number: 0, isTest: true }), host);
    const text = renderText(receipt, 48);
    expect(text).toContain("TESTBESTELLING");
    expect(text).toContain("TEST - NIET MAKEN");
    expect(text).not.toContain("#0");
    const markup = renderStarMarkup(receipt, "thermal3");
    expect(markup).toContain("TEST - NIET MAKEN");
    expect(markup).not.toContain("#0");
  });

  it("leaves a real order's receipt as it was", () => {
    const text = renderText(buildReceipt(order({ number: 7 }), host), 48);
    expect(text).toContain("BESTELLING #7");
    expect(text).not.toContain("TEST");
  });
});
