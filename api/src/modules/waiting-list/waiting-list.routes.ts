import {
  cookieAuth,
  documentedProblem,
  IdParam,
  jsonBody,
  jsonContent,
  noAuth,
  problems,
  problemsOfOneStatus,
} from '../../lib/openapi';
import { Message } from '../../lib/response-schemas';
import { defineRoute } from '../../lib/route';
import { examples } from './waiting-list.examples';
import {
  EventWaitingLists,
  JoinWaitingListBody,
  MyWaitingList,
  MyWaitingListEntry,
  PublicWaitingLists,
  StaffWaitingListEntry,
  WaitingListOfType,
  WaitingListSettingsBody,
} from './waiting-list.schemas';
import { alreadyWaiting, listClosed, notWaiting, ticketsStillOnSale, tooFewForOffer } from './waiting-list.service';

const tags = ['Waiting list'];

export const joinWaitingList = defineRoute({
  method: 'post',
  path: '/api/ticket-types/{id}/waiting-list',
  operationId: 'joinWaitingList',
  tags,
  summary: "Join a sold-out ticket type's waiting list",
  description:
    'A signed-in buyer (an account that may buy tickets) joins the list of a sold-out type whose organizer turned it on, for 1-10 tickets; once per buyer and type while waiting or offered (409 `already_on_waiting_list`). Tickets that come back go to the list first, in order of joining: the buyer is offered them by mail and on the dashboard, held as a pending order for the offer hours. A type still on sale: 409 `tickets_still_on_sale`; no list open: 409 `waiting_list_closed`.',
  security: cookieAuth,
  request: { params: IdParam, body: jsonBody(JoinWaitingListBody, { quantity: 2 }) },
  responses: {
    201: jsonContent(MyWaitingListEntry, 'On the list, with the place', examples.myEntry),
    ...problems(401, 403, 404, 422),
    409: problemsOfOneStatus('No list to join, the type is on sale, or the buyer is on it already', {
      waiting_list_closed: listClosed(),
      tickets_still_on_sale: ticketsStillOnSale(),
      already_on_waiting_list: alreadyWaiting(),
    }),
  },
});

export const listMyWaitingList = defineRoute({
  method: 'get',
  path: '/api/my-waiting-list',
  operationId: 'listMyWaitingList',
  tags,
  summary: "The signed-in buyer's waiting lists",
  description:
    'Each entry waiting or offered, and those ended in the last 30 days, newest first: the place while waiting (1 is next), the offer (its held order, to pay with `POST /api/orders/{id}/resume`, and until when) once made.',
  security: cookieAuth,
  responses: {
    200: jsonContent(MyWaitingList, 'The entries', { entries: [examples.myEntry] }),
    ...problems(401),
  },
});

export const leaveWaitingList = defineRoute({
  method: 'post',
  path: '/api/waiting-list-entries/{id}/leave',
  operationId: 'leaveWaitingList',
  tags,
  summary: 'Leave a waiting list',
  description:
    "The buyer's own entry, while waiting (anyone else's: 404). An offer already made is ended by paying or deleting its order: 409 `entry_not_waiting`.",
  security: cookieAuth,
  request: { params: IdParam },
  responses: {
    200: jsonContent(Message, 'Left', { message: 'You have left the waiting list.' }),
    ...problems(401, 403, 404, 422),
    409: documentedProblem(notWaiting(), 'The entry is offered, ended or left already'),
  },
});

export const getPublicWaitingLists = defineRoute({
  method: 'get',
  path: '/api/events/{id}/waiting-lists',
  operationId: 'getPublicWaitingLists',
  security: noAuth,
  tags,
  summary: "An event's open waiting lists",
  description:
    'Public, no credentials. The ticket types of the event whose waiting list is on, with how many wait: the event page offers "Join waiting list" on those that are sold out. An unknown event has none.',
  request: { params: IdParam },
  responses: {
    200: jsonContent(PublicWaitingLists, 'Types with a list on', { ticketTypes: [{ ticketTypeId: 30, waiting: 4 }] }),
    ...problems(404, 422),
  },
});

export const getEventWaitingLists = defineRoute({
  method: 'get',
  path: '/api/events/{id}/waiting-list',
  operationId: 'getEventWaitingLists',
  tags,
  summary: "An event's waiting lists, per ticket type",
  description:
    "The event's organizer or an admin (other roles: 403; another organizer's event: 404, as an unknown one, since the lists name buyers). Per ticket type: the list's switch and offer hours, what is on sale and what is freed for the list, and its entries: waiting ones in order (position), open offers, then the latest ended ones.",
  security: cookieAuth,
  request: { params: IdParam },
  responses: {
    200: jsonContent(EventWaitingLists, 'The lists', { eventId: 12, ticketTypes: [examples.ofType] }),
    ...problems(401, 403, 404, 422),
  },
});

export const updateWaitingList = defineRoute({
  method: 'put',
  path: '/api/ticket-types/{id}/waiting-list',
  operationId: 'updateWaitingList',
  tags,
  summary: "Turn a ticket type's waiting list on or off; set its offer hours",
  description:
    "The event's organizer or an admin (other roles: 403; another organizer's event: 404, as an unknown one, since the lists name buyers). While on, tickets given back (a lapsed hold, a deleted order, a refund) or added by raising the quantity go to the list while anyone waits; each offer holds its tickets for `offerHours` (1-24, default 12). Turning it off puts tickets freed for the list back on sale at once; entrants keep their places for when it is on again. Free types have no list (422 `waiting_list_free_type`).",
  security: cookieAuth,
  request: { params: IdParam, body: jsonBody(WaitingListSettingsBody, { enabled: true, offerHours: 12 }) },
  responses: {
    200: jsonContent(WaitingListOfType, 'The list now', examples.ofType),
    ...problems(401, 403, 404, 422),
  },
});

export const offerByHand = defineRoute({
  method: 'post',
  path: '/api/waiting-list-entries/{id}/offer',
  operationId: 'offerWaitingListEntry',
  tags,
  summary: 'Offer a waiting entrant their tickets now',
  description:
    "The event's organizer or an admin (other roles: 403; another organizer's event: 404, as an unknown one, since the lists name buyers). The entrant's quantity is held for them as a pending order for the offer hours and mailed, taken from tickets freed for the list first, then from those on sale; too few of both: 409 `not_enough_tickets`. An entry no longer waiting: 409 `entry_not_waiting`.",
  security: cookieAuth,
  request: { params: IdParam },
  responses: {
    200: jsonContent(StaffWaitingListEntry, 'Offered', examples.offered),
    ...problems(401, 403, 404, 422),
    409: problemsOfOneStatus('The entry is not waiting, the event no longer sells, or too few tickets', {
      entry_not_waiting: notWaiting(),
      waiting_list_closed: listClosed(),
      not_enough_tickets: tooFewForOffer(),
    }),
  },
});
