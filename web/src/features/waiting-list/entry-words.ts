import { formatEventDateTime } from '@pentas/openapi';
import type { MyEntry, StaffEntry } from './queries';

type Entry = Pick<MyEntry | StaffEntry, 'state' | 'position' | 'offer'>;

/** An entry's state as people read it: 'Waiting: place 3', 'Offer open until …', 'Bought'. */
export function entryStateWords(entry: Entry, timeZone: string) {
  switch (entry.state) {
    case 'waiting':
      return entry.position ? `Waiting: place ${entry.position}` : 'Waiting';
    case 'offered':
      return entry.offer?.expiresAt
        ? `Offer open until ${formatEventDateTime(entry.offer.expiresAt, timeZone)}`
        : 'Offer open';
    case 'bought':
      return 'Bought';
    case 'expired':
      return 'Offer expired';
    case 'left':
      return 'Left the list';
  }
}

export const entryBadge = {
  waiting: 'yellow',
  offered: 'green',
  bought: 'green',
  expired: 'gray',
  left: 'gray',
} as const;
