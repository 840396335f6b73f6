import { toDataURL } from 'qrcode';

/** A QR code of `text` as a PNG data URL: about 512 px square, error correction M, a 2-module quiet zone. */
export function qrPngDataUrl(text: string): Promise<string> {
  return toDataURL(text, { type: 'image/png', errorCorrectionLevel: 'M', width: 512, margin: 2 });
}
