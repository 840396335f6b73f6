import { qrPng } from './qr-png';

/** A QR code of `text` as a PNG data URL: about 512 px square, error correction M, a 2-module quiet zone. */
export async function qrPngDataUrl(text: string): Promise<string> {
  return `data:image/png;base64,${qrPng(text, 512).toString('base64')}`;
}
