import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, type CardText, POSTER_WIDTH, shareCardSvg } from './share-card-svg';

/** The poster cover-fitted to the card's right side, or null when it does not decode. */
async function posterSide(poster: Uint8Array) {
  try {
    return await sharp(poster, { limitInputPixels: 50_000_000 })
      .autoOrient()
      .resize(POSTER_WIDTH, CARD_HEIGHT, { fit: 'cover' })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The share card as a PNG of CARD_WIDTH×CARD_HEIGHT: the SVG template rendered by sharp (librsvg,
 * fonts through fontconfig), the poster laid over its right side. A palette PNG: chat apps skip
 * previews over a few hundred kilobytes, and 256 dithered colours keep a photo under that.
 */
export async function renderShareCard(text: CardText, poster: Uint8Array | null): Promise<Buffer> {
  const side = poster && (await posterSide(poster));
  const card = sharp(Buffer.from(shareCardSvg(text, Boolean(side))));
  if (side) card.composite([{ input: side, left: CARD_WIDTH - POSTER_WIDTH, top: 0 }]);
  return card.png({ compressionLevel: 9, palette: true }).toBuffer();
}
