import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * The text of the QR code in a PNG, read as a door scanner would, with the image's size; null
 * when no code can be read. Free of test-runner imports: API and browser tests both use it.
 */
export function readQrPng(bytes: Buffer) {
  const png = PNG.sync.read(bytes);
  const code = jsQR(
    new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
    png.width,
    png.height,
  );
  return code ? { text: code.data, width: png.width, height: png.height } : null;
}
