import { deflateSync } from 'node:zlib';
import { create } from 'qrcode';

/** PNG's CRC-32 table (the chunks' checksums). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A QR code (error correction M, a 2-module quiet zone) as a black-and-white PNG `width` px square,
 * each module a whole number of pixels. Written here with node's zlib, gray without alpha: the qrcode
 * package's own PNG (RGBA through pngjs) took 60-80 ms of CPU a code, a mail's tickets several of them;
 * this takes a few, and pdfkit embeds it as it is (no alpha to take apart).
 */
export function qrPng(text: string, width = 480): Buffer {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const margin = 2;
  const count = modules.size + margin * 2;
  const scale = Math.max(1, Math.floor(width / count));
  // Exactly `width` px: what the whole modules leave over widens the quiet zone, evenly.
  const side = Math.max(width, count * scale);
  const offset = Math.floor((side - count * scale) / 2);
  const moduleAt = (pixel: number) => Math.floor((pixel - offset) / scale) - margin;
  // A scanline per row of modules (its first byte the filter type, 0: none; white 255, dark 0), made once
  // and copied for each pixel row it covers; the quiet zone's rows are all white.
  const quiet = Buffer.alloc(side + 1, 255);
  quiet[0] = 0;
  const lines = Array.from({ length: modules.size }, (_, my) => {
    const line = Buffer.from(quiet);
    for (let x = 0; x < side; x++) {
      const mx = moduleAt(x);
      if (mx >= 0 && mx < modules.size && modules.get(my, mx)) line[1 + x] = 0;
    }
    return line;
  });
  const raw = Buffer.concat(
    Array.from({ length: side }, (_, y) => {
      const my = moduleAt(y);
      return my >= 0 && my < modules.size ? lines[my] : quiet;
    }),
  );
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth: a byte a pixel (readers of 1-bit images are fewer)
  header[9] = 0; // grayscale, no alpha
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
