import type { AppDeps } from '../../context';
import { findUpload } from '../images';

const OUR_POSTER = /^\/objects\/posters\/([0-9a-f]{32})$/;
const SHAREABLE_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * The absolute URL of the picture a shared link shows (og:image, JSON-LD image): the poster itself
 * when it is a PNG or JPEG, else — no poster, an SVG (chat apps show none), a WebP — the event's
 * generated 1200×630 card. An uploaded poster's type is the one sniffed at upload; another site's
 * image is judged by its file name.
 */
export async function shareImageUrl(
  deps: AppDeps,
  event: { id: number; imageUrl: string | null },
  origin: string,
): Promise<string> {
  const card = `${origin}/api/events/${event.id}/share-card.png`;
  const { imageUrl } = event;
  if (!imageUrl) return card;
  const ours = OUR_POSTER.exec(imageUrl);
  if (ours) {
    const upload = await findUpload(deps.db, `posters/${ours[1]}`);
    return upload?.contentType && SHAREABLE_TYPES.has(upload.contentType) ? `${origin}${imageUrl}` : card;
  }
  const url = new URL(imageUrl, origin);
  return /\.(png|jpe?g)$/i.test(url.pathname) ? url.href : card;
}
