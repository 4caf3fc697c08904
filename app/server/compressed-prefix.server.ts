// A document compressed once, with a different ending per answer (docs/issues/021.md §1, decision 054
// addendum, decision 104): the cached menu's whole document is compressed — brotli and gzip, at their
// best settings, ended with a flush so the output stops on a byte boundary — and each answer appends its
// own ending (a visitor's islands script, or nothing) as *stored* data in the format's own framing: an
// uncompressed meta-block for brotli (RFC 7932 §9.2), a stored block for deflate (RFC 1951 §3.2.4) with
// gzip's CRC-32 and length (RFC 1952) continued over the ending. The ending is a few hundred bytes;
// the 115 kB before it is never compressed again per visitor.
//
// A rendered document (decision 109) is the other way round: its middle (the 57 kB inline stylesheet)
// is the same on every page and its two ends are not. The middle is deflated once, sync-flushed; each
// answer deflates only its two ends around it, and the gzip trailer's CRC-32 runs over all three. The
// pieces are independent raw deflate streams ended on a byte boundary with no final block but the last,
// so one after another they are one valid deflate stream (RFC 1951 §3.2.3: no back-reference crosses
// them, which is allowed, not required).
import zlib from "node:zlib";

export interface CompressedPrefix {
  /** the prefix's brotli stream, flushed, not finished */
  br: Buffer;
  /** gzip's header and the prefix's raw deflate, sync-flushed, no final block */
  gzip: Buffer;
  /** CRC-32 and length of the uncompressed prefix, for gzip's trailer */
  crc: number;
  length: number;
}

/** A part the same in many gzip answers, deflated once (`gzipAround`). */
export interface DeflatedPart {
  bytes: Buffer;
  /** raw deflate of `bytes` at the best level, sync-flushed, no final block */
  deflated: Buffer;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const BROTLI_MAX_METABLOCK = 1 << 24;
const STORED_MAX = 0xffff;

export function compressPrefix(prefix: Buffer): CompressedPrefix {
  const br = zlib.brotliCompressSync(prefix, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: prefix.length,
    },
    finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
  });
  const deflated = zlib.deflateRawSync(prefix, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return {
    br,
    gzip: Buffer.concat([GZIP_HEADER, deflated]),
    crc: zlib.crc32(prefix),
    length: prefix.length,
  };
}

/**
 * The whole brotli stream, as the buffers to write one after another: the prefix's (shared, never
 * copied), then `ending` in uncompressed meta-blocks, then the last (empty) one.
 */
export function brotliPartsWithEnding(prefix: CompressedPrefix, ending: Buffer): Buffer[] {
  const parts: Buffer[] = [prefix.br];
  for (let at = 0; at < ending.length; at += BROTLI_MAX_METABLOCK) {
    const chunk = ending.subarray(at, at + BROTLI_MAX_METABLOCK);
    parts.push(uncompressedMetaBlockHeader(chunk.length), chunk);
  }
  // ISLAST = 1, ISLASTEMPTY = 1, padded to the byte
  parts.push(Buffer.from([0b11]));
  return parts;
}

/**
 * ISLAST = 0, MNIBBLES (4, 5 or 6: the fewest that hold MLEN − 1), MLEN − 1, ISUNCOMPRESSED = 1,
 * then zero bits to the byte boundary; bits are packed from the least significant one.
 */
function uncompressedMetaBlockHeader(length: number): Buffer {
  const value = length - 1;
  const nibbles = value < 1 << 16 ? 4 : value < 1 << 20 ? 5 : 6;
  // at most 1 + 2 + 24 + 1 = 28 bits: a 32-bit integer holds them
  // ISLAST (bit 0) is 0
  const bits = ((nibbles - 4) << 1) | (value << 3) | (1 << (3 + nibbles * 4));
  const count = 1 + 2 + nibbles * 4 + 1;
  const bytes = (count + 7) >> 3;
  const out = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) out[i] = (bits >>> (8 * i)) & 0xff;
  return out;
}

/**
 * The whole gzip member, as the buffers to write one after another: the prefix's deflate (shared, never
 * copied), `ending` in stored blocks (the last one final), the trailer.
 */
export function gzipPartsWithEnding(prefix: CompressedPrefix, ending: Buffer): Buffer[] {
  const parts: Buffer[] = [prefix.gzip];
  let at = 0;
  do {
    const chunk = ending.subarray(at, at + STORED_MAX);
    at += chunk.length;
    const header = Buffer.alloc(5);
    header[0] = at >= ending.length ? 1 : 0; // BFINAL, BTYPE = 00 (stored), padded to the byte
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    parts.push(header, chunk);
  } while (at < ending.length);
  parts.push(gzipTrailer(prefix.crc, prefix.length, [ending]));
  return parts;
}

/**
 * gzip's trailer (RFC 1952): the CRC-32 and the length (mod 2³²) of the whole uncompressed member,
 * continued from what came before (`crc`, `length`) over `more`.
 */
function gzipTrailer(crc: number, length: number, more: Buffer[]): Buffer {
  for (const bytes of more) {
    // Node's crc32 answers 0 for some empty buffers, whatever the starting value
    if (bytes.length > 0) crc = zlib.crc32(bytes, crc);
    length += bytes.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return trailer;
}

export function deflatePart(bytes: Buffer): DeflatedPart {
  return { bytes, deflated: zlib.deflateRawSync(bytes, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }) };
}

/**
 * The whole gzip member of `before` + `part` + `after`, as one buffer: only the two ends are deflated
 * here (zlib's default level, as the compression middleware uses), the part's deflate is copied in.
 */
export function gzipAround(before: Buffer, part: DeflatedPart, after: Buffer): Buffer {
  const head = zlib.deflateRawSync(before, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const tail = zlib.deflateRawSync(after);
  const trailer = gzipTrailer(0, 0, [before, part.bytes, after]);
  return Buffer.concat([GZIP_HEADER, head, part.deflated, tail, trailer]);
}
