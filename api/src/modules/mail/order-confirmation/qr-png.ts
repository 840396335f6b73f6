import { qrPng as png } from '../../../lib/qr-png';

/** A QR code as a PNG, as the wallet's (error correction M, a 2-module quiet zone), sized for print. */
const qrPng = async (text: string) => png(text, 480);

/** Tickets with their codes drawn as QR images: CPU work, done in the render worker (render-worker.ts). */
export const withQrPngs = <T extends { code: string }>(tickets: T[]) =>
  Promise.all(tickets.map(async (ticket) => ({ ...ticket, png: await qrPng(ticket.code) })));
