/** Tiny real image headers (type is decided from these bytes). */
export const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3,
]);
export const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
]);
/** An HTML file named like an image. */
export const FAKE_JPEG = new TextEncoder().encode('<html><script>alert(1)</script></html>');

export function bytesOfSize(size: number, head = JPEG): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(size));
  out.set(head);
  return out;
}
