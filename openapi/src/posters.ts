/**
 * Posters at the size the screen needs. An uploaded raster poster (`/objects/posters/<hex>`) has WebP
 * variants stored beside it at `<path>-w<width>.webp`; the event says which widths exist
 * (`imageVariants`, made once at upload, never wider than the original). SVG posters and images
 * elsewhere have none and are used as they are.
 */

/** The widths variants are made at (capped at the original's width, which then is one of them). */
export const POSTER_VARIANT_WIDTHS = [480, 960, 1440] as const;

/**
 * A poster's shape: 4:5, as organizers are asked to make it (1080×1350). The event page draws it whole
 * in a box of this shape, cards in one of `POSTER_CARD_ASPECT`; the `width` and `height` attributes say
 * the same, so the right space is kept before the image arrives.
 */
export const POSTER_BOX = { width: 1080, height: 1350 } as const;

/**
 * The cards' poster box (width / height): 5:6, which cuts a 4:5 poster by 4% of its height (at most a
 * tenth may go: `posters.test.ts`), where 16:9 cut it to a band.
 */
export const POSTER_CARD_ASPECT = 5 / 6;

/**
 * How wide posters are drawn (the `sizes` of their srcset), one place for the web's `<img>` and the
 * server's `<link rel="preload" imagesizes>`, which must agree for the preload to be used. A card in
 * the web's `CardGrid`: the full width on phones, half from 640 px, a third from 1024 px, at most a
 * third of the 1280 px page. The event page's poster: the full width on phones, a 360 px column
 * beside the details from 1024 px (`web/src/features/events/event-page.tsx`).
 */
export const POSTER_SIZES = {
  card: '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  eventPage: '(min-width: 1024px) 360px, 100vw',
} as const;

/** Where the variant of a stored poster (its path or its object key) at `width` lives. */
export function posterVariantPath(poster: string, width: number): string {
  return `${poster}-w${width}.webp`;
}

/** An uploaded poster's path, the only kind with variants. */
const UPLOADED_POSTER = /^\/objects\/posters\/[0-9a-f]{32}$/;

export interface PosterImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/**
 * The attributes of a poster `<img>`: `srcSet` and `sizes` when variants exist, and the box's
 * width and height. `sizes` is how wide the poster is drawn (`POSTER_SIZES`; default the full width).
 */
export function posterImage(
  imageUrl: string,
  variants: readonly number[] = [],
  sizes: string = POSTER_SIZES.eventPage,
): PosterImage {
  const box = { src: imageUrl, width: POSTER_BOX.width, height: POSTER_BOX.height };
  const widths = UPLOADED_POSTER.test(imageUrl) ? [...variants].sort((a, b) => a - b) : [];
  if (widths.length === 0) return box;
  return {
    ...box,
    // The smallest variant is a better fallback than the original (up to 5 MB) for a browser that
    // ignores srcset; every browser that reads srcset picks from the list.
    src: posterVariantPath(imageUrl, widths[0]),
    srcSet: widths.map((w) => `${posterVariantPath(imageUrl, w)} ${w}w`).join(', '),
    sizes,
  };
}
