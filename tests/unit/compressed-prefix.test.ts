// A document compressed once, each answer's own ending appended in the formats' stored framing
// (app/server/compressed-prefix.server.ts): what zlib decompresses is exactly prefix + ending, for
// endings of every size — none, one byte, a stored block's 65,535 and beyond, a brotli meta-block's
// length in 4, 5 and 6 nibbles — and the fixed parts are the formats' own (zlib checks CRC and size).
import zlib from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  brotliPartsWithEnding,
  compressPrefix,
  deflatePart,
  gzipAround,
  gzipPartsWithEnding,
  type CompressedPrefix,
} from "~/server/compressed-prefix.server";

// what an answer writes, in one buffer
const brotliWithEnding = (prefix: CompressedPrefix, ending: Buffer) =>
  Buffer.concat(brotliPartsWithEnding(prefix, ending));
const gzipWithEnding = (prefix: CompressedPrefix, ending: Buffer) => Buffer.concat(gzipPartsWithEnding(prefix, ending));

const html = (n: number) =>
  Buffer.from(
    Array.from({ length: n }, (_, i) => `<li class="card">Pizza ${i} <span>€ ${i},50</span></li>`).join(""),
    "utf8",
  );

function roundTrip(prefix: Buffer, ending: Buffer) {
  const compressed = compressPrefix(prefix);
  const whole = Buffer.concat([prefix, ending]);
  expect(zlib.brotliDecompressSync(brotliWithEnding(compressed, ending)).equals(whole)).toBe(true);
  expect(zlib.gunzipSync(gzipWithEnding(compressed, ending)).equals(whole)).toBe(true);
}

describe("a compressed prefix with an ending per answer", () => {
  it("decompresses to prefix + ending for any bytes (brotli and gzip)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 5_000 }), fc.uint8Array({ maxLength: 3_000 }), (prefix, ending) => {
        roundTrip(Buffer.from(prefix), Buffer.from(ending));
      }),
      { numRuns: 150 },
    );
  });

  it("holds at the framing's limits: empty, one byte, a stored block's 65,535 bytes and more, 5- and 6-nibble meta-blocks", () => {
    const prefix = html(800);
    for (const size of [0, 1, 65_535, 65_536, 65_537, 200_000, (1 << 20) + 1]) {
      roundTrip(prefix, Buffer.alloc(size, "x"));
    }
    roundTrip(Buffer.alloc(0), Buffer.from("</body></html>"));
  });

  it("compresses the prefix as well as a whole compression would (the ending is a few hundred bytes)", () => {
    const prefix = html(1_000);
    const ending = Buffer.from('<script>window.__islands={"cart":{"count":2}}</script></body></html>');
    const spliced = brotliWithEnding(compressPrefix(prefix), ending).length;
    const whole = zlib.brotliCompressSync(Buffer.concat([prefix, ending]), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 },
    }).length;
    expect(spliced).toBeLessThan(whole + ending.length + 16);
    expect(gzipWithEnding(compressPrefix(prefix), ending).length).toBeLessThan(prefix.length / 5);
  });

  it("is refused by zlib when a byte of the trailer is wrong: the CRC really covers the ending", () => {
    const out = gzipWithEnding(compressPrefix(html(10)), Buffer.from("</body></html>"));
    out[out.length - 6] ^= 1;
    expect(() => zlib.gunzipSync(out)).toThrow();
  });
});

// A rendered document's middle deflated once, its two ends per answer (decision 109)
describe("a part deflated once between two ends deflated per answer (gzipAround)", () => {
  it("gunzips to before + part + after for any bytes, the empty ones too", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 3_000 }),
        fc.uint8Array({ maxLength: 5_000 }),
        fc.uint8Array({ maxLength: 3_000 }),
        (before, part, after) => {
          const whole = Buffer.concat([before, part, after]);
          const gzip = gzipAround(Buffer.from(before), deflatePart(Buffer.from(part)), Buffer.from(after));
          expect(zlib.gunzipSync(gzip).equals(whole)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("copies the part's deflate in as made once, and holds past a stored block's and the window's size", () => {
    const part = deflatePart(html(2_000));
    const before = Buffer.from("<!DOCTYPE html><html><head><style>");
    const after = Buffer.concat([Buffer.from("</style></head><body>"), Buffer.alloc(70_000, "y"), html(300)]);
    const gzip = gzipAround(before, part, after);
    expect(gzip.indexOf(part.deflated)).toBeGreaterThan(0);
    expect(zlib.gunzipSync(gzip).equals(Buffer.concat([before, part.bytes, after]))).toBe(true);
  });
});
