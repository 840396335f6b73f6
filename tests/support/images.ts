import sharp from 'sharp';

/**
 * A real image of `width`×`height` (decodable: uploads are decoded to make their variants), with
 * detail in it (a noise-like pattern) so that its encodings have realistic sizes.
 */
export async function makeImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp') {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i * 7919) % 251) ^ (i >> 9);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

/** Small real images (the type is decided from their bytes, and they must decode). */
export const PNG = await makeImage(64, 36, 'png');
export const JPEG = await makeImage(64, 36, 'jpeg');
/** An HTML file named like an image. */
export const FAKE_JPEG = new TextEncoder().encode('<html><script>alert(1)</script></html>');
/** A PNG's signature and header chunk with junk after them: sniffed as a PNG, but it does not decode. */
export const BROKEN_PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4, 5, 6, 7, 8,
]);

/** `size` bytes: a real JPEG followed by zeros (decoders stop at its end marker). */
export function bytesOfSize(size: number, head = JPEG): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(size));
  out.set(head);
  return out;
}
