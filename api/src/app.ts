import { randomUUID } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv } from './context';
import { registerDocs } from './lib/docs';
import { notFound, validationFailed } from './lib/errors';
import { fieldWords } from './lib/field-message';
import { documentConfig } from './lib/openapi';
import { problemResponse } from './lib/problem';
import { PUBLIC_READ_PATHS, publicReads } from './lib/public-reads';
import { readRequestBodies } from './lib/request-body';
import { said } from './lib/said';
import { sameOriginGuard } from './lib/same-origin';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerWidget } from './lib/widget';
import { catalogForZodDefaults } from './lib/zod-default-messages';
import { registerAccount } from './modules/account';
import { registerAdmin } from './modules/admin';
import { registerAffiliates } from './modules/affiliates';
import { registerAnalytics } from './modules/analytics';
import { registerAudit } from './modules/audit';
import { registerAuth } from './modules/auth';
import { registerCancellations } from './modules/cancellations';
import { registerCheckout } from './modules/checkout';
import { registerEvents } from './modules/events';
import { registerHealth } from './modules/health';
import { POSTER_UPLOADS, registerImages } from './modules/images';
import { registerDocuments, registerMailViewer } from './modules/mail';
import { registerManualTickets } from './modules/manual-tickets';
import { registerOrders } from './modules/orders';
import { registerPages } from './modules/pages';
import { registerPromoCodes } from './modules/promo-codes';
import { registerBuyerRefunds, registerStaffRefunds } from './modules/refunds';
import { registerResellers } from './modules/resellers';
import { registerTicketTypes } from './modules/ticket-types';
import { registerTickets } from './modules/tickets';
import { registerWaitingList } from './modules/waiting-list';
import { registerWebhooks } from './modules/webhooks';

/** Every documented route, with no dependencies: the OpenAPI export builds this alone. */
export function createApi() {
  catalogForZodDefaults();
  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw validationFailed(
          result.error.issues.map((i) => ({ path: i.path.join('.'), message: fieldWords(i.message) })),
        );
      }
    },
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'cookieAuth', {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description: 'The session cookie set by `POST /api/auth/sign-in`.',
  });
  registerHealth(api);
  registerAuth(api);
  registerAccount(api);
  registerEvents(api);
  registerTicketTypes(api);
  registerImages(api);
  registerCheckout(api);
  registerOrders(api);
  registerDocuments(api);
  registerTickets(api);
  registerWebhooks(api);
  registerAffiliates(api);
  registerAnalytics(api);
  registerAdmin(api);
  registerAudit(api);
  registerMailViewer(api);
  registerManualTickets(api);
  registerResellers(api);
  registerBuyerRefunds(api);
  registerCancellations(api);
  registerStaffRefunds(api);
  registerPromoCodes(api);
  registerWaitingList(api);
  return api;
}

export function openApiDocument() {
  return createApi().getOpenAPI31Document(documentConfig);
}

export interface AppOptions {
  /** Built web app to serve, each client route with its own head (modules/pages); omitted in most API tests. */
  webDist?: string;
  /** Built widget (v1.js). */
  widgetDist?: string;
  trustedOrigins?: string[];
}

/** The whole HTTP application. No listen(): server.ts does that, tests call app.request(). */
export function buildApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(async (c, next) => {
    // The server's own id for every request (what audit rows, problems and logs cite): a client's
    // X-Request-Id is only kept beside it, so nobody can make two requests look like one.
    const incoming = c.req.header('x-request-id');
    const clientRequestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : undefined;
    const requestId = randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('clientRequestId', clientRequestId);
    c.set('log', deps.log.child(clientRequestId ? { requestId, clientRequestId } : { requestId }));
    const started = performance.now();
    // Set before the handler, so the response is built with it: a header added to a finished
    // response makes @hono/node-server rebuild it as a web Response and take its slow path.
    c.header('x-request-id', requestId);
    await next();
    // A response built without the context (a static file, a 304) is given it afterwards.
    if (!c.res.headers.has('x-request-id')) c.header('x-request-id', requestId);
    c.var.log.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  registerSecurityHeaders(app, {
    https: deps.env.APP_URL?.startsWith('https:') ?? false,
    uploadOrigins: deps.storage.uploadOrigins,
  });
  // Reads (catalog lists, the app's files) are worth compressing; the small answers of writes are
  // not, and gzip there costs CPU exactly when it is scarcest (a flash sale's checkouts).
  // `Vary: Accept-Encoding` goes on before the handler: compress would add it to the finished
  // response, which puts even an uncompressed answer on @hono/node-server's slow path.
  const compressReads = compress();
  app.use((c, next) => {
    if (c.req.method !== 'GET') return next();
    c.header('Vary', 'Accept-Encoding');
    // A client that takes no encoding is answered as is: compress would still read the finished
    // response's headers, which builds it in full on node-server (its slow path).
    return c.req.header('accept-encoding') ? compressReads(c, next) : next();
  });
  // Public catalog reads: open to any site (the widget) without credentials, ETag and cache headers
  // (lib/public-reads.ts). No other endpoint sends CORS headers.
  for (const path of PUBLIC_READ_PATHS) app.use(path, ...publicReads);
  // Before anything reads a body: an oversized one is refused unread, the rest read once straight
  // from the socket (lib/request-body.ts).
  app.use('/api/*', readRequestBodies(POSTER_UPLOADS, deps.env.MAX_JSON_BODY_KB));
  app.use('/api/*', sameOriginGuard(options.trustedOrigins ?? []));
  const api = createApi();
  app.route('/', api);
  const document = api.getOpenAPI31Document(documentConfig);
  app.get('/api/openapi.json', (c) => c.json(document));
  registerDocs(app);
  app.all('/api/*', () => {
    throw notFound(said(m.problem_account_no_such_endpoint));
  });
  if (options.widgetDist) registerWidget(app, options.widgetDist);
  if (options.webDist) registerPages(app, options.webDist);
  app.notFound((c) => problemResponse(notFound(), c));
  app.onError(problemResponse);
  return app;
}
