import { randomBytes } from 'node:crypto';
import { m } from '@pentas/i18n/messages';
import type { AppDeps } from '../../context';
import { forbidden } from '../../lib/errors';
import { can } from '../../lib/permissions';
import { said } from '../../lib/said';
import type { SessionUser } from '../../lib/session-user';
import { codeOfUser, insertCodeIfAbsent } from './affiliates.queries';

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand stays unambiguous. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_CHARS = 10;

/** 'PNT-' and 10 characters of 5 random bits each (50 bits): unguessable, short enough to type. */
export function newAffiliateCode(): string {
  // 256 is a multiple of 32, so `byte & 31` is uniform.
  return `PNT-${Array.from(randomBytes(CODE_CHARS), (b) => CROCKFORD[b & 31]).join('')}`;
}

export const AFFILIATE_CODE_PATTERN = /^PNT-[0-9A-HJKMNP-TV-Z]{10}$/;

/**
 * `GET /api/admin/affiliate-code`: the user's code and link, the code made on first use.
 * INSERT … ON CONFLICT DO NOTHING, then read: of two concurrent first calls one inserts and both
 * read that row. A clash with another user's code (one in 2^50 per existing code) just tries again.
 */
export async function getAffiliateCode(deps: AppDeps, user: SessionUser, origin: string) {
  if (!can(user.role, 'affiliate-links')) throw forbidden(said(m.resell_denied_affiliate));
  let row = await codeOfUser(deps.db, user.id);
  for (let attempt = 0; !row && attempt < 5; attempt++) {
    await insertCodeIfAbsent(deps.db, user.id, newAffiliateCode());
    row = await codeOfUser(deps.db, user.id);
  }
  if (!row) throw new Error(`no affiliate code could be made for user ${user.id}`);
  return { affiliateCode: row.code, affiliateUrl: `${origin}/?ref=${encodeURIComponent(row.code)}` };
}
