import { documentedProblem, jsonBody, noAuth, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { AffiliateClick } from './clicks.schemas';
import { CLICK_LIMIT, CLICK_WINDOW_SECONDS, tooManyClicks } from './clicks.service';
import { VISIT_TOKEN_MINUTES } from './visit-token';

export const recordAffiliateClick = defineRoute({
  method: 'post',
  path: '/api/affiliate-clicks',
  operationId: 'recordAffiliateClick',
  tags: ['Affiliates'],
  summary: 'Count a visit that came through an affiliate link',
  description:
    "The web app's beacon when a visit arrives with `?ref=CODE`, sent once per browser session with the page's visit token: " +
    'a page the site renders for a URL with `?ref=` carries `<meta name="pentas-visit-token">`, an HMAC made with the server\'s secret over the code, the time and the visitor (a keyed hash of the client\'s address and user agent), ' +
    `valid ${VISIT_TOKEN_MINUTES} minutes. A visit is counted once per code, visitor and Kuala Lumpur day (a visitor who comes back the same day is not counted again), and only with a valid token: ` +
    'no address, user agent or account is kept, only a keyed hash over the day, the code and the visitor (a different one every day and for every code, so no visitor can be followed across them). ' +
    'A well-formed token that is forged, expired, or was made for another code or client, an unknown code, and a crawler, link preview, script or headless browser are all answered 204 and not counted: ' +
    'one answer for everything not counted, so the endpoint cannot be used to test codes or tokens, and the beacon (whose answer the page never reads) needs no error path. ' +
    `A missing or malformed token is a 422. At most ${CLICK_LIMIT} beacons per client address in ${CLICK_WINDOW_SECONDS / 60} minutes (429). From this site's own pages only (another site's Origin: 403).`,
  security: noAuth,
  request: {
    body: jsonBody(AffiliateClick, {
      code: 'PNT-7Q2K9XW4DM',
      eventId: 12,
      token: '1795702741.Jk3q9hX2cVb8mN1pQ4rS7tU0vW5xY6zA-_BcDeFgHiJ',
    }),
  },
  responses: {
    204: {
      description:
        'Received: counted when the token is valid and the visitor was not yet counted today for this code; otherwise nothing is counted',
    },
    ...problems(403, 422),
    429: documentedProblem(tooManyClicks(), 'Too many beacons from this address'),
  },
});
