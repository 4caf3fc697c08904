// docs/issues/018.md §7: a marketplace order's receipt carries the way back to the restaurant's own shop —
// the landing /order/thuisbezorgd/{index} on the restaurant's own address, as text and as a QR
// code the printer draws itself (StarPRNT ESC GS y). Our own orders carry no code.
import { describe, expect, it } from "vitest";
import { buildReceipt, type ReceiptOrderInput } from "~/domain/receipt";
import { renderText } from "~/domain/receipt-text";
import { CMD, renderStarPrnt } from "~/domain/starprnt";
import { isMarketplaceSource, winBackUrl, WIN_BACK_TEXT } from "~/domain/win-back";
import { hostOrigin } from "~/domain/urls";

const host = { name: "Pizzeria Roma", address: "Oudegracht 1", zipcode: "3511 AA", city: "Utrecht", phone: null };

function order(overrides: Partial<ReceiptOrderInput> = {}): ReceiptOrderInput {
  return {
    number: 7,
    deliver: false,
    due: new Date("2026-11-24T17:30:00Z"),
    asap: true,
    customerName: "Anna",
    phone: "0612345678",
    address: null,
    description: null,
    amount: 1250,
    paid: true,
    paymentMethod: "thuisbezorgd",
    paymentStatus: "thuisbezorgd",
    items: [
      {
        quantity: 1,
        name: "Margherita",
        subname: null,
        volume: null,
        variation: null,
        amount: 1250,
        remark: null,
        includes: [],
        includes2: null,
        removed: [],
      },
    ],
    ...overrides,
  };
}

describe("winBackUrl", () => {
  it.each([
    ["thuisbezorgd", true],
    ["thuisbezorgdII", true],
    ["internet", false],
    ["desk", false],
    ["", false],
  ])("source %s → marketplace %s", (source, yes) => {
    expect(isMarketplaceSource(source)).toBe(yes);
    expect(winBackUrl({ id: 42, source }, "https://pizzaroma.bestelinfo.nl") !== null).toBe(yes);
  });

  it("is the order's landing on the restaurant's own address: its domain, else its subdomain", () => {
    const own = hostOrigin({ perma: "pizzaroma", url: "www.pizzaroma.nl" }, "https://bestelinfo.nl", "bestelinfo.nl");
    const sub = hostOrigin({ perma: "snackbar", url: null }, "https://bestelinfo.nl", "bestelinfo.nl");
    expect(winBackUrl({ id: 42, source: "thuisbezorgd" }, own)).toBe("https://www.pizzaroma.nl/order/thuisbezorgd/42");
    expect(winBackUrl({ id: 9, source: "thuisbezorgd" }, `${sub}/`)).toBe(
      "https://snackbar.bestelinfo.nl/order/thuisbezorgd/9",
    );
  });
});

describe("the receipt's code", () => {
  const url = "https://pizzaroma.bestelinfo.nl/order/thuisbezorgd/42";

  it("CMD.qr stores the address (model 2, correction M, length little-endian) and prints it", () => {
    const bytes = CMD.qr(url, 5);
    const ascii = [...url].map((c) => c.charCodeAt(0));
    expect(bytes.slice(0, 18)).toEqual([
      0x1b, 0x1d, 0x79, 0x53, 0x30, 0x02, 0x1b, 0x1d, 0x79, 0x53, 0x31, 0x01, 0x1b, 0x1d, 0x79, 0x53, 0x32, 5,
    ]);
    expect(bytes.slice(18, 26)).toEqual([0x1b, 0x1d, 0x79, 0x44, 0x31, 0x00, url.length % 256, url.length >> 8]);
    expect(bytes.slice(26, 26 + url.length)).toEqual(ascii);
    expect(bytes.slice(-4)).toEqual([0x1b, 0x1d, 0x79, 0x50]);
    // a long address: the length's high byte
    expect(CMD.qr("x".repeat(300), 4).slice(24, 26)).toEqual([300 % 256, 1]);
  });

  it("a marketplace ticket prints the text, the code and the address; our own order prints none", () => {
    const withCode = buildReceipt(order({ winBackUrl: url }), host);
    expect(withCode.winBack).toEqual({ url, text: WIN_BACK_TEXT });
    const star = Buffer.from(renderStarPrnt(withCode, "thermal3", { codepage: "858", buzzer: false })).toString(
      "latin1",
    );
    expect(star).toContain(Buffer.from(CMD.qr(url, 5)).toString("latin1"));
    expect(renderText(withCode, 48)).toContain(WIN_BACK_TEXT.slice(0, 20));

    const own = buildReceipt(order({ paymentMethod: "ideal", paymentStatus: "paid" }), host);
    expect(own.winBack).toBeNull();
    expect(
      Buffer.from(renderStarPrnt(own, "thermal3", { codepage: "858", buzzer: false })).toString("latin1"),
    ).not.toContain("\x1b\x1dyP");
  });

  it("a cancelled order prints the slip: GEANNULEERD large, the reason, no totals and no code", () => {
    const slip = buildReceipt(order({ winBackUrl: url, canceled: { reason: "Restaurant te druk" } }), host);
    expect(slip.winBack).toBeNull();
    const text = renderText(slip, 32);
    expect(text).toContain("GEANNULEERD");
    expect(text).toContain("Restaurant te druk");
    expect(text).not.toContain("Totaal");
    const star = Buffer.from(renderStarPrnt(slip, "thermal2", { codepage: "858", buzzer: true })).toString("latin1");
    // ×3 tall, ×2 wide, then the word
    expect(star).toContain(`\x1bi\x02\x01GEANNULEERD`);
    expect(star).not.toContain("\x1b\x1dyP");
  });
});
