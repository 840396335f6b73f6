import { fromMinor } from '@pentas/openapi';
import type { AppDeps } from '../../context';
import { pageWindow } from '../../lib/pagination';
import type { SessionUser } from '../../lib/session-user';
import { assertAdmin } from './access';
import { isoInstant, isoOrNull } from './answer-format';
import { type AttributionFilter, attributionCount, attributionRows } from './debug-sales.queries';

/**
 * `GET /api/admin/debug-affiliate-sales`: for checking a disputed sale, every order carrying a
 * code with the verdict the figures apply to it (the same rules as sales.sql.ts, said in words).
 */
export async function debugAffiliateSales(
  deps: AppDeps,
  user: SessionUser,
  input: AttributionFilter & { page?: number; pageSize?: number },
) {
  assertAdmin(user);
  const filter = { code: input.code, orderId: input.orderId };
  const [rows, total] = await Promise.all([
    attributionRows(deps.db, filter, pageWindow(input)),
    attributionCount(deps.db, filter),
  ]);
  return {
    total,
    items: rows.map(({ amountMinor, feeMinor, isManual, ...row }) => {
      const notCountedBecause =
        row.status !== 'completed'
          ? ('not_completed' as const)
          : row.buyerId === row.codeOwnerId
            ? ('own_purchase' as const)
            : isManual
              ? ('manual' as const)
              : null;
      return {
        ...row,
        amount: fromMinor(Number(amountMinor)),
        serviceFee: fromMinor(Number(feeMinor)),
        createdAt: isoInstant(row.createdAt),
        completedAt: isoOrNull(row.completedAt),
        counted: notCountedBecause === null,
        notCountedBecause,
      };
    }),
  };
}
