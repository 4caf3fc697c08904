/**
 * Bytes for a Star printer (docs/issues/022.md, decision 017). A CloudPRNT printer prints text/plain in its
 * own code page, not UTF-8, and application/vnd.star.starprnt is StarPRNT command data; both are
 * built here from the receipt's lines, pure (no I/O), so tests can assert every byte.
 *
 * StarPRNT commands used (Star's StarPRNT command specification):
 *   ESC @                 1B 40           initialise
 *   ESC GS t n            1B 1D 74 n      code page (1 = 437, 4 = 858, 32 = 1252)
 *   ESC GS a n            1B 1D 61 n      alignment (0 left, 1 centre)
 *   ESC E / ESC F         1B 45 / 1B 46   bold on / off
 *   ESC i n1 n2           1B 69 h w       character expansion (0 = ×1, 1 = ×2, 2 = ×3)
 *   ESC GS BEL m t1 t2    1B 1D 07 m t1 t2 buzzer/melody circuit m on t1, off t2 (×20 ms)
 *   ESC d n               1B 64 03        feed to the cutter and cut partially
 *   ESC GS y S 0 n        1B 1D 79 53 30 n QR code model (2)
 *   ESC GS y S 1 n        1B 1D 79 53 31 n QR error correction (1 = M, 15 %)
 *   ESC GS y S 2 n        1B 1D 79 53 32 n QR cell size in dots (1…8)
 *   ESC GS y D 1 m nL nH d 1B 1D 79 44 31 00 nL nH d  QR data, automatic mode, nL + nH×256 bytes
 *   ESC GS y P            1B 1D 79 50     print the stored QR code
 * The printer draws the QR code itself (decision 057): no image, no library.
 */
import type { Codepage } from "./cloudprnt";
import { paperOf, type Paper, type Receipt } from "./receipt";
import { CANCELED_WORD, cancelSections, receiptSections } from "./receipt-text";

/** The upper half (0x80–0xFF) of each code page; U+FFFD marks a byte the page leaves undefined. */
const UPPER: Record<Codepage, string> = {
  "1252":
    "\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178\u00a0¡¢£¤¥¦§¨©ª«¬\u00ad®¯°±²³´µ¶·¸¹º»¼½¾¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ",
  "858":
    "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×\u0192áíóúñÑªº¿®¬½¼¡«»\u2591\u2592\u2593\u2502\u2524ÁÂÀ©\u2563\u2551\u2557\u255d¢¥\u2510\u2514\u2534\u252c\u251c\u2500\u253cãÃ\u255a\u2554\u2569\u2566\u2560\u2550\u256c¤ðÐÊËÈ\u20acÍÎÏ\u2518\u250c\u2588\u2584¦Ì\u2580ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±\u2017¾¶§÷¸°¨·¹³²\u25a0\u00a0",
  "437":
    "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥\u20a7\u0192áíóúñÑªº¿\u2310¬½¼¡«»\u2591\u2592\u2593\u2502\u2524\u2561\u2562\u2556\u2555\u2563\u2551\u2557\u255d\u255c\u255b\u2510\u2514\u2534\u252c\u251c\u2500\u253c\u255e\u255f\u255a\u2554\u2569\u2566\u2560\u2550\u256c\u2567\u2568\u2564\u2565\u2559\u2558\u2552\u2553\u256b\u256a\u2518\u250c\u2588\u2584\u258c\u2590\u2580\u03b1ß\u0393\u03c0\u03a3\u03c3µ\u03c4\u03a6\u0398\u03a9\u03b4\u221e\u03c6\u03b5\u2229\u2261±\u2265\u2264\u2320\u2321÷\u2248°\u2219·\u221a\u207f²\u25a0\u00a0",
};

/** The IANA name of each code page, for text/plain's charset parameter. */
export const CHARSET_NAME: Record<Codepage, string> = { "1252": "windows-1252", "858": "IBM00858", "437": "IBM437" };

/** Star's number for the code page in ESC GS t n. */
export const STAR_CODEPAGE: Record<Codepage, number> = { "1252": 32, "858": 4, "437": 1 };

const reverse = new Map<Codepage, Map<string, number>>();
function tableOf(cp: Codepage): Map<string, number> {
  let table = reverse.get(cp);
  if (!table) {
    table = new Map();
    for (const [i, ch] of [...UPPER[cp]].entries()) if (ch !== "\ufffd" && !table.has(ch)) table.set(ch, 0x80 + i);
    reverse.set(cp, table);
  }
  return table;
}

/** Plain ASCII stand-ins for what a code page lacks ("€" on 437, typographic quotes, accents). */
const FALLBACK: Record<string, string> = {
  "€": "EUR",
  "‘": "'",
  "’": "'",
  "“": '"',
  "”": '"',
  "–": "-",
  "—": "-",
  "…": "...",
  "\u00a0": " ",
};

/**
 * Text in the printer's code page. Control characters (ESC above all) become a space: a customer's
 * note can never smuggle a command into the kitchen printer. Unknown characters lose their accent
 * when they can ("ő" → "o"), else print as "?".
 */
export function encodeText(text: string, cp: Codepage): number[] {
  const table = tableOf(cp);
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    if (ch === "\n") out.push(0x0a);
    else if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) out.push(0x20);
    else if (code < 0x80) out.push(code);
    else if (table.has(ch)) out.push(table.get(ch) ?? 0x3f);
    else if (FALLBACK[ch]) out.push(...encodeText(FALLBACK[ch], cp));
    else {
      const bare = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out.push(...(bare !== ch && bare.length > 0 ? encodeText(bare, cp) : [0x3f]));
    }
  }
  return out;
}

const ESC = 0x1b;
const GS = 0x1d;
export const CMD = {
  init: [ESC, 0x40],
  codepage: (cp: Codepage) => [ESC, GS, 0x74, STAR_CODEPAGE[cp]],
  align: (where: "left" | "centre") => [ESC, GS, 0x61, where === "left" ? 0 : 1],
  boldOn: [ESC, 0x45],
  boldOff: [ESC, 0x46],
  /** height and width multiples, 1…6 */
  size: (height: number, width: number) => [ESC, 0x69, height - 1, width - 1],
  buzzer: [ESC, GS, 0x07, 0x01, 0x0a, 0x0a],
  cut: [ESC, 0x64, 0x03],
  /** The QR code of `data` (ASCII: a URL), model 2, correction M, `cell` dots a module, printed. */
  qr: (data: string, cell: number) => {
    const bytes = [...data].map((ch) => (ch.charCodeAt(0) < 0x80 ? ch.charCodeAt(0) : 0x3f));
    return [
      ...[ESC, GS, 0x79, 0x53, 0x30, 0x02],
      ...[ESC, GS, 0x79, 0x53, 0x31, 0x01],
      ...[ESC, GS, 0x79, 0x53, 0x32, cell],
      ...[ESC, GS, 0x79, 0x44, 0x31, 0x00, bytes.length % 256, Math.floor(bytes.length / 256)],
      ...bytes,
      ...[ESC, GS, 0x79, 0x50],
    ];
  },
} as const;

export interface StarPrntOptions {
  codepage: Codepage;
  buzzer: boolean;
}

/**
 * The cancellation slip: "GEANNULEERD" three times as tall, white on black would need a raster, so
 * between rules of stars; the number and the reason twice as large; what was ordered; cut.
 */
function renderCancelSlip(receipt: Receipt, paper: Paper, { codepage, buzzer }: StarPrntOptions): Uint8Array {
  const width = paperOf(paper).columns;
  const c = cancelSections(receipt, width);
  const out: number[] = [];
  const put = (...parts: ReadonlyArray<ReadonlyArray<number>>) => {
    for (const p of parts) out.push(...p);
  };
  const lines = (ls: string[]) => put(encodeText(ls.map((l) => `${l}\n`).join(""), codepage));
  put(CMD.init, CMD.codepage(codepage));
  if (buzzer) put(CMD.buzzer);
  put(CMD.align("centre"), CMD.boldOn);
  lines(c.header.map((l) => l.trim()));
  lines(["*".repeat(width)]);
  // ×3 tall, ×2 wide: 11 letters fit 58 mm (16 columns at ×2) and read from across the kitchen
  put(CMD.size(3, 2));
  lines([CANCELED_WORD]);
  put(CMD.size(2, 2));
  lines([c.number.length <= Math.floor(width / 2) ? c.number : `#${String(receipt.number)}`]);
  put(CMD.size(1, 1));
  lines(["*".repeat(width)]);
  put(CMD.align("left"), CMD.size(2, 2));
  lines(c.reason);
  put(CMD.size(1, 1), CMD.boldOff);
  lines(["-".repeat(width)]);
  lines(c.items);
  lines(["-".repeat(width)]);
  put(CMD.align("centre"), CMD.boldOn, CMD.size(2, 2));
  lines([c.stop]);
  put(CMD.size(1, 1), CMD.boldOff, CMD.cut);
  return Uint8Array.from(out);
}

/** The receipt as StarPRNT: restaurant in bold, the order number three times as large, cut. */
export function renderStarPrnt(receipt: Receipt, paper: Paper, options: StarPrntOptions): Uint8Array {
  if (receipt.canceled) return renderCancelSlip(receipt, paper, options);
  const { codepage, buzzer } = options;
  const width = paperOf(paper).columns;
  const s = receiptSections(receipt, width);
  const out: number[] = [];
  const put = (...parts: ReadonlyArray<ReadonlyArray<number>>) => {
    for (const p of parts) out.push(...p);
  };
  const lines = (ls: string[]) => put(encodeText(ls.map((l) => `${l}\n`).join(""), codepage));
  const rule = ["-".repeat(width)];
  put(CMD.init, CMD.codepage(codepage));
  if (buzzer) put(CMD.buzzer);
  put(CMD.align("centre"), CMD.boldOn);
  lines(s.header.map((l) => l.trim()));
  // the number at ×3 (16 characters on 80 mm), mode and time at ×2
  put(CMD.size(3, 3));
  lines([`#${String(receipt.number)}`]);
  put(CMD.size(2, 2));
  lines([`${receipt.mode.toUpperCase()} ${receipt.time}`]);
  put(CMD.size(1, 1), CMD.boldOff);
  lines(s.when.map((l) => l.trim()));
  put(CMD.align("left"));
  lines(rule);
  put(CMD.boldOn);
  lines(s.customer);
  put(CMD.boldOff);
  lines(rule);
  lines(s.items);
  if (s.note.length) {
    lines(rule);
    put(CMD.boldOn);
    lines(s.note);
    put(CMD.boldOff);
  }
  lines(rule);
  lines(s.totals);
  put(CMD.boldOn);
  lines(s.total);
  put(CMD.align("centre"), CMD.size(1, 2));
  lines([receipt.payment.label.toUpperCase()]);
  put(CMD.size(1, 1));
  lines([receipt.payment.detail]);
  put(CMD.boldOff);
  if (receipt.winBack) {
    // the customer's way back to the restaurant's own shop (docs/issues/018.md §7): text, code, address
    lines(["", receipt.winBack.text]);
    put(CMD.qr(receipt.winBack.url, paper === "thermal2" ? 4 : 5));
    lines([receipt.winBack.url]);
  }
  put(CMD.cut);
  return Uint8Array.from(out);
}

/** Plain text (already laid out in lines) as the printer's code page expects it. */
export function encodePlain(text: string, cp: Codepage): Uint8Array {
  return Uint8Array.from(encodeText(text, cp));
}

/** Any finished text (the test page) as StarPRNT: left aligned, then cut. */
export function starPrntText(text: string, { codepage, buzzer }: StarPrntOptions): Uint8Array {
  const out: number[] = [...CMD.init, ...CMD.codepage(codepage), ...(buzzer ? CMD.buzzer : []), ...CMD.align("left")];
  out.push(...encodeText(text.endsWith("\n") ? text : `${text}\n`, codepage), ...CMD.cut);
  return Uint8Array.from(out);
}
