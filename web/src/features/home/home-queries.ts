import { eventQueries } from '@/features/events/queries';

export const LANDING_EVENT_COUNT = 3;
export const HOME_EVENT_COUNT = 6;
/** The signed-in home searches within this many upcoming events, on the client. */
const HOME_LOADED_EVENTS = 50;

/** The events each home page shows (its route's loader starts them; the page reads them). */
export const homeQueries = {
  landing: () => eventQueries.list({ pageSize: LANDING_EVENT_COUNT }),
  signedIn: () => eventQueries.list({ pageSize: HOME_LOADED_EVENTS }),
};
