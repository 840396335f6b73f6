import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import type { AppEnv } from '../../context';
import { BOM } from '../../lib/csv';
import { requireUser } from '../../lib/session';
import type * as routes from './exports.routes';
import * as service from './exports.service';

type Handler<K extends keyof typeof routes> = RouteHandler<(typeof routes)[K], AppEnv>;

/**
 * Streams a CSV export: the headers go out first, then each batch as PostgreSQL hands it over. The
 * caller was authorised before this (a refusal is an ordinary problem+json). A failure part-way can
 * only cut the file short: it is logged and the connection closed.
 */
function sendCsv(c: Context<AppEnv>, file: service.CsvExport) {
  c.header('content-type', 'text/csv; charset=utf-8');
  c.header('content-disposition', `attachment; filename="${file.filename}"`);
  c.header('cache-control', 'private, no-store');
  c.header('x-content-type-options', 'nosniff');
  return stream(
    c,
    async (out) => {
      await out.write(BOM);
      for await (const chunk of file.chunks) await out.write(chunk);
    },
    async (err) => {
      c.var.log.error({ err }, 'CSV export failed part-way');
    },
  );
}

export const exportOrdersCsv: Handler<'exportOrdersCsv'> = async (c) =>
  sendCsv(c, await service.exportOrders(c.var.deps, await requireUser(c), c.req.valid('param').id)) as never;

export const exportAttendeesCsv: Handler<'exportAttendeesCsv'> = async (c) =>
  sendCsv(c, await service.exportAttendees(c.var.deps, await requireUser(c), c.req.valid('param').id)) as never;
