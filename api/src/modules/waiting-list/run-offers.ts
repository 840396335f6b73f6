import type { AppDeps } from '../../context';
import { releaseFreedToSale, typesWithFreedStock } from '../orders';
import { nextEntrant, settleOffers, typeWithEvent } from './entries.queries';
import { typeSells } from './list-open';
import { makeOffer } from './make-offer';

/** Types looked at per run; the minute schedule and the next notice take the rest. */
const TYPES_PER_RUN = 100;
/** Offers tried per type per run: each taken or lost ticket ends a try, so this bounds a run. */
const TRIES_PER_TYPE = 200;

/**
 * The job engine's waiting-list run (woken by the notice of stock freed for a list, and once a
 * minute): ended offers are settled, then each type's freed stock is offered to its entrants in order
 * of joining; what nobody waits for goes back on sale. Two instances, or a sweep, running at once
 * take each freed ticket once: every offer's last statement takes it conditionally.
 */
export async function runOffers(deps: AppDeps) {
  await settleOffers(deps.db);
  let offers = 0;
  for (const typeId of await typesWithFreedStock(deps.db, TYPES_PER_RUN)) {
    for (let tries = 0; tries < TRIES_PER_TYPE; tries++) {
      const type = await typeWithEvent(deps.db, typeId);
      if (!type || type.freed === 0) break;
      // A type that cannot sell now makes no offer, and its freed stock leaves the list, so that no run
      // reads it again first (a hundred such types had stalled every later type's offers).
      if (!typeSells(type)) {
        await releaseFreedToSale(deps.db, typeId, { evenIfWaiting: true });
        break;
      }
      const next = type.waitingListOn ? await nextEntrant(deps.db, typeId, type.freed) : undefined;
      if (!next) {
        await releaseFreedToSale(deps.db, typeId);
        deps.catalogCache.clear();
        break;
      }
      if (await makeOffer(deps, { ...next, ticketTypeId: typeId }, Math.min(next.quantity, type.freed), false)) {
        offers += 1;
      }
    }
  }
  if (offers) deps.log.info({ offers }, 'waiting-list offers made');
  return offers;
}
