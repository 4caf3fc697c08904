// docs/issues/022.md's rules without I/O: what a confirmation code means, which poll status is a problem for
// the board, when a printer is offline, how long a printer without a key is served, and the bytes
// of StarPRNT and of plain text in each code page (the € above all).
import { describe, expect, it } from "vitest";
import {
  confirmationOf,
  isPrinted,
  MAC_ONLY_UNTIL,
  macOnlyAllowed,
  MEDIA_TYPES,
  OFFLINE_AFTER_MS,
  printerProblem,
  printerStatusLine,
  statusProblem,
} from "~/domain/cloudprnt";
import { buildReceipt, type ReceiptOrderInput } from "~/domain/receipt";
import { encodePlain, encodeText, renderStarPrnt, starPrntText } from "~/domain/starprnt";

describe("confirmation codes (Star's guide, 'Print failure or error')", () => {
  it("'OK', '200 OK' and any 2xx mean printed", () => {
    for (const code of ["OK", "ok", "200 OK", "200%20OK", "211 Paper low", "200"])
      expect(confirmationOf(code), code).toBe("printed");
    expect(isPrinted("OK")).toBe(true);
    expect(isPrinted("OKAY")).toBe(false);
  });

  it("51x/52x other than 520 fail the job at once; 520 and anything else are tried again", () => {
    for (const code of ["510", "511 Job too large", "512%20Corrupt", "513", "519", "521 Error", "529"])
      expect(confirmationOf(code), code).toBe("failed");
    for (const code of ["520", "520 Download timeout", "410 Paper out", "500", "530", "", "onbekend"])
      expect(confirmationOf(code), code).toBe("retry");
  });
});

describe("printer problems on the board", () => {
  const now = new Date("2026-11-21T11:30:00Z");
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);

  it("names paper out, paper jam and cover open; 2xx (paper low too) is no problem", () => {
    expect(statusProblem("410 Paper out")).toEqual({ kind: "paper", text: "papier op" });
    expect(statusProblem("411%20Paper%20jam")).toEqual({ kind: "jam", text: "papier vast" });
    expect(statusProblem("420 Cover open")).toEqual({ kind: "cover", text: "klep open" });
    expect(statusProblem("400 Printer offline")).toEqual({ kind: "error", text: "fout 400 Printer offline" });
    for (const ok of ["200 OK", "211 Paper low", null, "onbekend", ""]) expect(statusProblem(ok)).toBeNull();
  });

  it("offline after two 5 s poll intervals plus 5 s: 15 s", () => {
    expect(OFFLINE_AFTER_MS).toBe(15_000);
    const p = (msAgo: number | null, lastStatus = "200 OK") => ({
      active: true,
      lastStatus,
      lastPollAt: msAgo === null ? null : at(msAgo),
    });
    expect(printerProblem(p(14_999), now)).toBeNull();
    expect(printerProblem(p(15_000), now)).toEqual({ kind: "offline", text: "offline sinds 12:29" });
    expect(printerProblem(p(1_000, "410 Paper out"), now)).toEqual({ kind: "paper", text: "papier op" });
    expect(printerProblem(p(60_000, "410 Paper out"), now)?.kind).toBe("offline");
    // never connected, or switched off: the settings page's matter, not the kitchen's
    expect(printerProblem(p(null), now)).toBeNull();
    expect(printerProblem({ ...p(60_000), active: false }, now)).toBeNull();
    expect(printerStatusLine(at(14_999), now).online).toBe(true);
    expect(printerStatusLine(at(15_000), now).online).toBe(false);
  });

  it("serves a printer without a key on its MAC alone until the cut-over only", () => {
    expect(macOnlyAllowed(new Date(MAC_ONLY_UNTIL.getTime() - 1))).toBe(true);
    expect(macOnlyAllowed(MAC_ONLY_UNTIL)).toBe(false);
  });
});

describe("bytes for the printer", () => {
  it("offers StarPRNT first and plain text as fallback, no Star markup", () => {
    expect([...MEDIA_TYPES]).toEqual(["application/vnd.star.starprnt", "text/plain"]);
  });

  it("writes € and Dutch letters in the printer's code page", () => {
    expect(encodeText("€ 12,50", "1252")).toEqual([0x80, 0x20, 0x31, 0x32, 0x2c, 0x35, 0x30]);
    expect(encodeText("€", "858")).toEqual([0xd5]);
    expect(encodeText("€", "437")).toEqual([0x45, 0x55, 0x52]); // 437 has no euro: "EUR"
    expect(encodeText("ëé", "1252")).toEqual([0xeb, 0xe9]);
    expect(encodeText("ëé", "858")).toEqual([0x89, 0x82]);
    expect(encodeText("ëé", "437")).toEqual([0x89, 0x82]);
    expect(encodeText("ő", "1252")).toEqual([0x6f]); // no ő in 1252: the letter without its accent
    expect(encodeText("🍕", "1252")).toEqual([0x3f]);
  });

  it("never lets a customer's text carry a command: ESC and other controls become spaces", () => {
    expect(encodeText("a\u001b@b\u0007c\r\nd", "1252")).toEqual([0x61, 0x20, 0x40, 0x62, 0x20, 0x63, 0x20, 0x0a, 0x64]);
    expect([...encodePlain("x\u001bd\u0000", "858")]).toEqual([0x78, 0x20, 0x64, 0x20]);
  });

  const input: ReceiptOrderInput = {
    number: 42,
    due: new Date("2026-11-21T17:45:00Z"),
    asap: false,
    deliver: false,
    paymentMethod: "cash",
    paymentStatus: "none",
    paid: false,
    address: null,
    customerName: "Eva \u001b@ Smit",
    phone: "0612345678",
    description: null,
    amount: 950,
    items: [
      {
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
      },
    ],
  };
  const host = {
    name: "Pizzeria Roma",
    address: "Voorstraat 1",
    zipcode: "3512 AA",
    city: "Utrecht",
    phone: "030-1234567",
  };

  it("renders the receipt as StarPRNT: initialise, code page, bold name, large number, cut; buzzer only when asked", () => {
    const receipt = buildReceipt(input, host);
    const out = Buffer.from(renderStarPrnt(receipt, "thermal3", { codepage: "858", buzzer: false }));
    expect([...out.subarray(0, 6)]).toEqual([0x1b, 0x40, 0x1b, 0x1d, 0x74, 4]); // ESC @, ESC GS t 4 (858)
    expect([...out.subarray(6, 10)]).toEqual([0x1b, 0x1d, 0x61, 1]); // centred
    expect([...out.subarray(10, 12)]).toEqual([0x1b, 0x45]); // bold: the restaurant's name
    expect(out.subarray(12, 25).toString("latin1")).toBe("Pizzeria Roma");
    expect(out.includes(Buffer.from([0x1b, 0x69, 2, 2, ...Buffer.from("#42\n")]))).toBe(true);
    expect(out.includes(Buffer.from([0x1b, 0x69, 1, 1, ...Buffer.from("AFHALEN 18:45\n")]))).toBe(true);
    expect(out.includes(Buffer.from([0xd5, 0x20, 0x39, 0x2c, 0x35, 0x30]))).toBe(true); // € 9,50 in 858
    expect([...out.subarray(-3)]).toEqual([0x1b, 0x64, 0x03]);
    expect(out.includes(Buffer.from([0x1b, 0x1d, 0x07]))).toBe(false);
    // the customer's name cannot re-initialise the printer: only the first ESC @ is ours
    expect(out.indexOf(Buffer.from([0x1b, 0x40]), 1)).toBe(-1);
    const loud = Buffer.from(renderStarPrnt(receipt, "thermal2", { codepage: "1252", buzzer: true }));
    expect([...loud.subarray(0, 12)]).toEqual([0x1b, 0x40, 0x1b, 0x1d, 0x74, 32, 0x1b, 0x1d, 0x07, 0x01, 0x0a, 0x0a]);
  });

  it("renders any text (the test page) as StarPRNT ending in a cut", () => {
    const out = [...starPrntText("TESTAFDRUK €", { codepage: "1252", buzzer: false })];
    expect(out.slice(0, 10)).toEqual([0x1b, 0x40, 0x1b, 0x1d, 0x74, 32, 0x1b, 0x1d, 0x61, 0]);
    expect(out.slice(-5)).toEqual([0x80, 0x0a, 0x1b, 0x64, 0x03]);
  });
});
