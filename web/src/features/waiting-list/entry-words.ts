import { m } from '@pentas/i18n/messages';
import { formatEventDateTime } from '@pentas/openapi';
import type { MyEntry, StaffEntry } from './queries';

type Entry = Pick<MyEntry | StaffEntry, 'state' | 'position' | 'offer'>;

/** An entry's state as people read it: 'Waiting: place 3', 'Offer open until …', 'Bought'. */
export function entryStateWords(entry: Entry, timeZone: string) {
  switch (entry.state) {
    case 'waiting':
      return entry.position ? m.sales_wl_waiting_place({ position: entry.position }) : m.sales_waiting();
    case 'offered':
      return entry.offer?.expiresAt
        ? m.sales_wl_offer_until({ time: formatEventDateTime(entry.offer.expiresAt, timeZone) })
        : m.sales_wl_offer_open();
    case 'bought':
      return m.sales_wl_bought();
    case 'expired':
      return m.sales_wl_offer_expired();
    case 'left':
      return m.sales_wl_left();
  }
}

export const entryBadge = {
  waiting: 'yellow',
  offered: 'green',
  bought: 'green',
  expired: 'gray',
  left: 'gray',
} as const;
