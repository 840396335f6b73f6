/**
 * The web app's client routes, as the router names them (`fullPath` in web/src/routeTree.gen.ts).
 * A path outside this table is the client's not-found page, so the server answers it 404.
 * `route-table.test.ts` fails when this list and the router's disagree: add a page there, add it here.
 */
export const CLIENT_ROUTES = [
  '/',
  '/login',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/settings',
  '/privacy',
  '/refunds',
  '/safety',
  '/terms',
  '/events/',
  '/events/$id/',
  '/events/$id/edit',
  '/checkout',
  '/orders/$orderId',
  '/dashboard',
  '/qr-test',
  '/analytics',
  '/create-event',
  '/event-data',
  '/manage-events',
  '/checkin',
  '/inventory',
  '/admin/',
  '/admin/users',
  '/admin/events',
  '/admin/payments',
  '/admin/tickets',
  '/admin/audit-log',
  '/admin/mail/',
  '/admin/mail/$mailId',
  '/admin/manual-tracker',
  '/admin/reseller-monitoring',
  '/reseller/',
  '/reseller/affiliate',
  '/reseller/sales-history',
  '/events/$id/orders',
  '/refund-requests',
  '/events/$id/promo-codes',
  '/events/$id/waiting-list',
] as const;

export type ClientRoute = (typeof CLIENT_ROUTES)[number];

export interface RouteMatch {
  route: ClientRoute;
  /** The `$name` segments' values, as typed (still percent-encoded). */
  params: Record<string, string>;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const table = CLIENT_ROUTES.map((route) => ({ route, segments: segmentsOf(route) }));

/** The client route a path resolves to (a trailing slash or none, as the router), or null. */
export function matchClientRoute(pathname: string): RouteMatch | null {
  const wanted = segmentsOf(pathname);
  for (const { route, segments } of table) {
    if (segments.length !== wanted.length) continue;
    const params: Record<string, string> = {};
    const matches = segments.every((segment, i) => {
      if (segment.startsWith('$')) {
        params[segment.slice(1)] = wanted[i];
        return true;
      }
      return segment === wanted[i];
    });
    if (matches) return { route, params };
  }
  return null;
}

/**
 * Pages kept out of search engines (robots.txt): everything behind a sign-in that is not a public
 * page — the dashboard, checkout, order pages and the staff, organizer and reseller tools (decisions.md).
 * `/events` (discover) is public (decisions.md item 30) and crawlable.
 */
export const CRAWLER_DISALLOWED = [
  '/api/',
  '/dashboard',
  '/settings',
  '/reset-password',
  '/confirm-email',
  '/checkout',
  '/orders/',
  '/qr-test',
  '/analytics',
  '/create-event',
  '/event-data',
  '/manage-events',
  '/events/*/edit',
  '/checkin',
  '/inventory',
  '/admin',
  '/reseller',
  '/events/*/orders',
  '/refund-requests',
  '/events/*/promo-codes',
  '/events/*/waiting-list',
] as const;
