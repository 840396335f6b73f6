import { m } from '@pentas/i18n/messages';
import { toast } from '@/components/ui/sonner';
import { type BadgeCard, badgeFileName, drawBadge, saveFile } from './badge-image';

/** Downloads an earned badge as its PNG, with a toast either way ('Badge Downloaded!', 'Download Failed'). */
export async function downloadBadge(badgeId: string, card: BadgeCard) {
  try {
    saveFile(await drawBadge(card), badgeFileName(badgeId, card.code));
    toast.success(m.resell_badge_downloaded(), {
      description: m.resell_badge_downloaded_text({ name: card.badgeName }),
    });
  } catch {
    toast.error(m.wallet_download_failed(), { description: m.resell_badge_not_made() });
  }
}
