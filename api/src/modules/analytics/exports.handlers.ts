import type { HttpBindings } from '@hono/node-server';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { BOM } from '../../lib/csv';
import { requireUser } from '../../lib/session';
import { exportSlotsOf } from './export-slots';
import { pagedBody } from './export-stream';
import type * as routes from './exports.routes';
import * as service from './exports.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

async function* withBom(chunks: AsyncIterable<string>) {
  yield BOM;
  yield* chunks;
}

/**
 * Streams a CSV export page by page as the client reads it. The caller was authorised before this (a
 * refusal is an ordinary problem+json), then given a place in the budget. A failure part-way, or a
 * client that stops reading, can only cut the file short: it is logged and the connection closed.
 */
export function sendCsv(c: Context<AppEnv>, file: service.CsvExport) {
  const slot = exportSlotsOf(c.var.deps).take(file.account);
  const { env, log } = { env: c.var.deps.env, log: c.var.log };
  // On the Node server, the response's own socket; absent when the app is called in-process.
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  // A reset, not a close: a FIN would queue behind the megabytes a stalled client never took, and the
  // client must see a broken download, not a file that ends as if whole.
  const cutOff = (controller: ReadableStreamDefaultController<Uint8Array>, reason: Error) => {
    if (outgoing?.socket) outgoing.socket.resetAndDestroy();
    else controller.error(reason);
  };
  const body = pagedBody({
    chunks: withBom(file.chunks),
    slot,
    writeTimeoutMs: env.EXPORT_WRITE_TIMEOUT_SECONDS * 1000,
    onStalled: (controller) => {
      log.warn({ file: file.filename }, 'CSV export cut off: the client stopped reading');
      cutOff(controller, new Error('The client stopped reading the export.'));
    },
    onFailed: (err, controller) => {
      log.error({ err }, 'CSV export failed part-way');
      cutOff(controller, err instanceof Error ? err : new Error(String(err)));
    },
  });
  return c.body(body, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}

export const exportOrdersCsv: Handler<'exportOrdersCsv'> = async (c) =>
  sendCsv(c, await service.exportOrders(c.var.deps, await requireUser(c), c.req.valid('param').id)) as never;

export const exportAttendeesCsv: Handler<'exportAttendeesCsv'> = async (c) =>
  sendCsv(c, await service.exportAttendees(c.var.deps, await requireUser(c), c.req.valid('param').id)) as never;
