import { useState } from 'react';
import { cn } from '@/lib/utils';
import { categoryFallbackImage } from './category';

/** An event image, never stretched, falling back to its category's poster when it fails. */
export function EventPoster({
  src,
  category,
  className,
  eager = false,
}: {
  src: string | null;
  category: string;
  className?: string;
  eager?: boolean;
}) {
  const fallback = categoryFallbackImage(category);
  const [current, setCurrent] = useState(src || fallback);
  return (
    <img
      src={current}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => current !== fallback && setCurrent(fallback)}
      className={cn('h-full w-full object-cover', className)}
    />
  );
}
