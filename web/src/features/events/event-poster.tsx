import { posterImage } from '@pentas/openapi';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { categoryFallbackImage } from './category';

/**
 * An event image, never stretched, at the width it is drawn (`sizes`, from the uploaded poster's
 * variants), in a box whose width and height are set so nothing moves when it arrives; it falls
 * back to its category's poster when it fails. `first`: the page's largest paint (the first card,
 * the event page's poster), fetched first and at once; any other poster may be below the fold on a
 * phone, so it is fetched and decoded only when it comes near (on a wide screen the browser's
 * lazy-loading margin still fetches the first row at once).
 */
export function EventPoster({
  src,
  variants,
  category,
  sizes,
  first = false,
  whole = false,
  className,
}: {
  src: string | null;
  variants?: readonly number[];
  category: string;
  sizes: string;
  first?: boolean;
  /** Drawn whole in its box (the event page), not cut to fill it (cards: a 5:6 box cuts a 4:5 poster by 4%). */
  whole?: boolean;
  className?: string;
}) {
  const fallback = categoryFallbackImage(category);
  const [failed, setFailed] = useState(false);
  const image = posterImage(!src || failed ? fallback : src, failed ? [] : variants, sizes);
  return (
    <img
      {...image}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding={first ? undefined : 'async'}
      onError={() => src && setFailed(true)}
      className={cn('h-full w-full', whole ? 'object-contain' : 'object-cover', className)}
    />
  );
}
