import { m } from '@pentas/i18n/messages';
import { toast } from '@/components/ui/sonner';
import { eventTitle } from '@/features/events/catalog-words';
import { delays } from '@/lib/redirect';
import { isUnauthorized, toastThenLogIn } from '@/lib/session-expired';
import type { Ticket } from './queries';
import { drawTicketImage } from './ticket-image';
import { ticketImageLabel } from './ticket-image-label';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 'jazz-by-the-lake-vip-deck-5d2f7a3e.png': named after the event and the ticket. */
function qrFileName(ticket: Ticket) {
  return `${slug(eventTitle(ticket.event))}-${slug(ticket.ticketType.name)}-${ticket.id.slice(0, 8)}.png`;
}

/**
 * Saves the ticket as a PNG: its signed code with the event, date and time, venue, type and holder
 * under it (drawn here, from the code the wallet shows), with a toast for each way it can fail.
 */
export async function downloadQr(ticket: Ticket, holder: string, qrCode: () => Promise<string>) {
  try {
    const code = await qrCode();
    if (!code.startsWith('data:image/png;base64,')) throw new Error(m.wallet_qr_bad_format());
    const image = await drawTicketImage(code, ticketImageLabel(ticket, holder));
    const link = document.createElement('a');
    link.href = URL.createObjectURL(image);
    link.download = qrFileName(ticket);
    document.body.append(link);
    link.click();
    link.remove();
    // After the click has handed the file over.
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    toast.success(m.wallet_qr_downloaded(), { description: link.download });
  } catch (error) {
    if (isUnauthorized(error)) {
      toastThenLogIn(m.wallet_login_required(), m.wallet_login_to_download(), delays.qrLogin);
      return;
    }
    const message = error instanceof Error && error.message ? error.message : m.wallet_something_wrong();
    toast.error(m.wallet_download_failed(), { description: m.wallet_download_failed_text({ message }) });
  }
}
