import { documentedProblem, jsonBody, noAuth, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { AffiliateClick } from './clicks.schemas';
import { CLICK_LIMIT, CLICK_WINDOW_SECONDS, tooManyClicks } from './clicks.service';

export const recordAffiliateClick = defineRoute({
  method: 'post',
  path: '/api/affiliate-clicks',
  operationId: 'recordAffiliateClick',
  tags: ['Affiliates'],
  summary: 'Count a visit that came through an affiliate link',
  description:
    "The web app's beacon when a visit arrives with `?ref=CODE`, sent once per browser session with a random `sessionId` the browser keeps in sessionStorage. " +
    'Counted once per code and session (only a hash of the session id is kept: no address, no user agent, no account). ' +
    '204 whether or not the code exists, so codes cannot be tested with it; requests whose user agent is a crawler, link preview, script or headless browser are answered and not counted. ' +
    `At most ${CLICK_LIMIT} beacons per client address in ${CLICK_WINDOW_SECONDS / 60} minutes (429). From this site's own pages only (another site's Origin: 403).`,
  security: noAuth,
  request: {
    body: jsonBody(AffiliateClick, {
      code: 'PNT-7Q2K9XW4DM',
      eventId: 12,
      sessionId: '3f0c8a4e-51b2-4f7e-9d7a-2c1e6b5a9f10',
    }),
  },
  responses: {
    204: {
      description: 'Received (counted unless the session was already counted, the code is unknown, or a bot sent it)',
    },
    ...problems(403, 422),
    429: documentedProblem(tooManyClicks(), 'Too many beacons from this address'),
  },
});
