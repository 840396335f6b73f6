import { toast } from '@/components/ui/sonner';
import { delays } from '@/lib/redirect';
import { isUnauthorized, toastThenLogIn } from '@/lib/session-expired';
import { fetchTicketQr, type Ticket } from './queries';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 'jazz-by-the-lake-vip-deck-5d2f7a3e.png': named after the event and the ticket. */
function qrFileName(ticket: Ticket) {
  return `${slug(ticket.event.title)}-${slug(ticket.ticketType.name)}-${ticket.id.slice(0, 8)}.png`;
}

/** Fetches the ticket's signed QR code and saves it as a PNG, with a toast for each way it can fail. */
export async function downloadQr(ticket: Ticket) {
  try {
    const { qrCode } = await fetchTicketQr(ticket.id);
    if (!qrCode) throw new Error('No QR code data received');
    if (!qrCode.startsWith('data:image/png;base64,')) throw new Error('Invalid QR code format');
    const link = document.createElement('a');
    link.href = qrCode;
    link.download = qrFileName(ticket);
    document.body.append(link);
    link.click();
    link.remove();
    toast.success('QR code downloaded', { description: link.download });
  } catch (error) {
    if (isUnauthorized(error)) {
      toastThenLogIn('Login Required', 'Please log in again to download your ticket.', delays.qrLogin);
      return;
    }
    const message = error instanceof Error && error.message ? error.message : 'Something went wrong';
    toast.error('Download Failed', {
      description: `${message}. Please try again or contact support if the issue persists.`,
    });
  }
}
