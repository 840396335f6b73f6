import { toast } from '@/components/ui/sonner';
import { type BadgeCard, badgeFileName, drawBadge, saveFile } from './badge-image';

/** Downloads an earned badge as its PNG, with a toast either way ('Badge Downloaded!', 'Download Failed'). */
export async function downloadBadge(badgeId: string, card: BadgeCard) {
  try {
    saveFile(await drawBadge(card), badgeFileName(badgeId, card.code));
    toast.success('Badge Downloaded!', { description: `${card.badgeName} is in your downloads.` });
  } catch {
    toast.error('Download Failed', { description: 'The badge image could not be made. Please try again.' });
  }
}
