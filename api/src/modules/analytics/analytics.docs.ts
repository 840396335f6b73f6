/** The API document's words shared by every analytics route. */
export const tags = ['Analytics'];

/** What every figure means; the web page's 'i' beside each card says the same. */
export const FIGURES =
  'Revenue counts completed orders only (manual tickets at their recorded value), without the service fee, which is given apart as serviceFees. Pending, failed (refunded ones included) and cancelled orders never count. Amounts are decimal strings; currencies are never added together.';

/** Who may call an event's analytics. */
export const EVENT_ACCESS =
  "The event's organizer or an admin; another organizer's event is a 404 like an unknown or deleted one; customers and resellers get 403.";
