import { randomInt } from 'node:crypto';
import type { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { BOM, csvRow } from '../../lib/csv';
import { conflict } from '../../lib/errors';
import { said } from '../../lib/said';
import type { Actor } from '../audit';
import type { BulkPromoCodesBody } from './promo-codes.schemas';
import { createCodes } from './promo-codes.service';

/** Letters and digits a person reads back without doubt (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SUFFIX_LENGTH = 8;
/** Draws again for the codes an existing code took (31^8 codes: a second draw almost never happens). */
const ATTEMPTS = 5;

const suffix = () => Array.from({ length: SUFFIX_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * `count` new codes of one event, each the prefix and a random suffix, unique among its live codes
 * whatever their case: the insert skips a text the event has (its unique index), and the missing ones
 * are drawn again. In one transaction per draw, reservations checked as for one code.
 */
export async function createBulkCodes(
  deps: AppDeps,
  actor: Actor,
  eventId: number,
  input: z.infer<typeof BulkPromoCodesBody>,
) {
  const { prefix, count, ...settings } = input;
  const made: { id: number; code: string }[] = [];
  for (let attempt = 0; attempt < ATTEMPTS && made.length < count; attempt++) {
    const texts = new Set<string>();
    while (texts.size < count - made.length) texts.add(`${prefix}${suffix()}`);
    const rows = await createCodes(deps, actor, eventId, [...texts], settings);
    made.push(...rows.map((r) => ({ id: r.id, code: r.code })));
  }
  if (made.length < count) throw conflict(said(m.problem_codes_bulk_not_unique), 'promo_code_taken');
  return { codes: made, csv: `${BOM}${csvRow(['code'])}${made.map((c) => csvRow([c.code])).join('')}` };
}
