import { POSTER_VARIANT_WIDTHS } from '@pentas/openapi';
import sharp from 'sharp';

/**
 * A poster fits in 5 MB, but a small file can still declare a huge canvas (a "decompression bomb"):
 * 50 megapixels (e.g. 8660×5770) is far beyond any poster and bounds what one upload may cost.
 */
const MAX_INPUT_PIXELS = 50_000_000;
/** Photos and artwork at this WebP quality are a fraction of a JPEG's bytes with no visible loss. */
const WEBP_QUALITY = 78;

export interface PosterVariant {
  width: number;
  bytes: Buffer;
}

/**
 * The widths to make for an original `width` wide: each standard width below it, and the original's
 * own width (capped at the largest), so the widest variant is never upscaled nor narrower than needed.
 */
function variantWidthsFor(width: number): number[] {
  const largest = Math.min(width, POSTER_VARIANT_WIDTHS[POSTER_VARIANT_WIDTHS.length - 1]);
  const below = POSTER_VARIANT_WIDTHS.filter((w) => w < largest);
  return [...below, largest];
}

/**
 * WebP variants of a raster poster, decoded once (turned upright by its EXIF orientation, aspect
 * kept), or null when sharp cannot decode it: a corrupt or truncated file, or too many pixels.
 */
export async function makePosterVariants(bytes: Uint8Array): Promise<PosterVariant[] | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
    const { autoOrient } = await image.metadata();
    // One width at a time: each resize decodes the whole original, which may be 50 megapixels.
    const variants: PosterVariant[] = [];
    for (const width of variantWidthsFor(autoOrient.width)) {
      variants.push({ width, bytes: await image.clone().resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer() });
    }
    return variants;
  } catch {
    // sharp's errors are about the input (format, corrupt data, limits): the file is not an image we take.
    return null;
  }
}
