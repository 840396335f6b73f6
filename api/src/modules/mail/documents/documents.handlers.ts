import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../context';
import { requestLocale } from '../../../lib/request-locale';
import { requireUser } from '../../../lib/session';
import type * as routes from './documents.routes';
import * as documents from './documents.service';
import { resendConfirmation as resend } from './resend-confirmation.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

/** A PDF as a download: a buyer's tickets and receipt are never kept by a cache. */
function sendPdf(c: Context<AppEnv>, file: documents.PdfFile) {
  return c.body(new Uint8Array(file.pdf), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': 'private, no-store',
  });
}

export const downloadOrderTickets: Handler<'downloadOrderTickets'> = async (c) =>
  sendPdf(
    c,
    await documents.orderTicketsPdf(c.var.deps, await requireUser(c), c.req.valid('param').id, requestLocale(c)),
  );

export const downloadOrderReceipt: Handler<'downloadOrderReceipt'> = async (c) =>
  sendPdf(
    c,
    await documents.orderReceiptPdf(c.var.deps, await requireUser(c), c.req.valid('param').id, requestLocale(c)),
  );

export const downloadTicket: Handler<'downloadTicket'> = async (c) =>
  sendPdf(c, await documents.ticketPdf(c.var.deps, await requireUser(c), c.req.valid('param').id, requestLocale(c)));

export const resendConfirmation: Handler<'resendConfirmation'> = async (c) =>
  c.json(await resend(c.var.deps, await requireUser(c), c.req.valid('param').id), 202);
