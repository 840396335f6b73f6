import { afterAll, describe, expect, it } from 'vitest';
import { type Permission, permissionsOf, type Role } from '../../api/src/lib/permissions';
import { createTestApp, ORIGIN } from '../support/app';
import { Client, signedIn } from '../support/http';
import { documentedOperations, type Operation } from '../support/operations';

/**
 * Who may call each operation, written out here (never read from the code under test): 'public',
 * 'session-optional' (uses a session if there is one), 'signed-in' (any role; ownership is tested
 * per module), 'reseller-role' (the reseller role itself, not a permission, and admins), or the
 * permission it needs. An operation of the document missing from this table fails the sweep, so no
 * endpoint ships unchecked.
 */
const access: Record<string, 'public' | 'session-optional' | 'signed-in' | 'reseller-role' | Permission> = {
  getLiveness: 'public',
  getReadiness: 'public',
  getCurrentUser: 'signed-in',
  signUp: 'public',
  signIn: 'public',
  forgotPassword: 'public',
  resetPassword: 'public',
  changeName: 'signed-in',
  changePassword: 'signed-in',
  changeEmail: 'signed-in',
  // A navigation from the mail: the link's signature decides, not a session.
  confirmEmail: 'public',
  openConfirmEmailLink: 'public',
  deleteAccount: 'signed-in',
  // Uses the session when there is one, and is a 204 without one.
  signOut: 'session-optional',
  login: 'public',
  logout: 'public',
  listEvents: 'public',
  getEvent: 'public',
  getEventShareCard: 'public',
  createEvent: 'create-events',
  updateEvent: 'create-events',
  deleteEvent: 'manage-all-events',
  // Anyone may ask; those who cannot create events have none (an empty list).
  listMyEvents: 'signed-in',
  getMyEvent: 'create-events',
  addTicketType: 'create-events',
  updateTicketType: 'create-events',
  createUploadLink: 'create-events',
  // The signed link itself (made only for create-events) and its owner decide.
  uploadPoster: 'signed-in',
  finishUpload: 'signed-in',
  getPoster: 'public',
  createPaymentIntent: 'purchase-tickets',
  getPaymentConfig: 'public',
  confirmPayment: 'signed-in',
  confirmDemoPayment: 'signed-in',
  listMyOrders: 'signed-in',
  deleteOrder: 'signed-in',
  // The buyer and staff (admin-panel) only; anyone else a 404, tested in order-page.test.ts.
  getOrder: 'signed-in',
  // The order's documents, the same people; tested in order-documents.test.ts.
  downloadOrderTickets: 'signed-in',
  downloadOrderReceipt: 'signed-in',
  resendConfirmation: 'signed-in',
  // A ticket's holder only, as its QR code.
  downloadTicket: 'signed-in',
  // One's own pending order (ownership in the service); starting it again is a checkout.
  resumeOrder: 'signed-in',
  startOrderAgain: 'purchase-tickets',
  listMyTickets: 'signed-in',
  getTicketSigningKey: 'public',
  getTicketQr: 'signed-in',
  transferTicket: 'signed-in',
  scanTicket: 'admin-panel',
  checkInTicket: 'admin-panel',
  testScanTicket: 'create-events',
  receiveStripeWebhook: 'public',
  getAffiliateCode: 'affiliate-links',
  getAnalyticsSummary: 'view-analytics',
  getEventAnalytics: 'view-analytics',
  getLiveSales: 'view-analytics',
  getSalesTrends: 'view-analytics',
  getCheckInProgress: 'view-analytics',
  getSalesAttribution: 'view-analytics',
  exportOrdersCsv: 'view-analytics',
  exportAttendeesCsv: 'view-analytics',
  listUsers: 'manage-users',
  listMail: 'admin-panel',
  getMail: 'admin-panel',
  getMailAttachment: 'admin-panel',
  resendMail: 'admin-panel',
  changeUserRole: 'manage-users',
  getPaymentHealth: 'admin-panel',
  cancelPendingPayments: 'admin-panel',
  runAutoCancellation: 'admin-panel',
  settleRefund: 'admin-panel',
  listEventsWithTickets: 'admin-panel',
  listSalesStats: 'admin-panel',
  // The inverse of deleteEvent needs what deleting needs.
  restoreEvent: 'manage-all-events',
  listAuditLog: 'admin-panel',
  exportAuditLogCsv: 'admin-panel',
  // The box office: admins, organizers and resellers; how far each reaches is tested per module.
  searchUsers: 'generate-manual-tickets',
  getTicketGenerationOptions: 'generate-manual-tickets',
  generateTickets: 'generate-manual-tickets',
  listManualTickets: 'generate-manual-tickets',
  getManualTicketSummary: 'generate-manual-tickets',
  // Allocations and the ledger: every box-office role reads (resellers their own); organizers and admins change.
  listAllocations: 'generate-manual-tickets',
  getBoxOfficeLedger: 'generate-manual-tickets',
  setAllocation: 'create-events',
  revokeAllocation: 'create-events',
  recordSettlement: 'create-events',
  // Spec: 'requires role reseller exactly' (organizers, who may issue manual tickets, are refused).
  getResellerSalesHistory: 'reseller-role',
  getResellerOverview: 'reseller-role',
  getAffiliateStats: 'affiliate-links',
  getResellerStatsFresh: 'admin-panel',
  debugAffiliateSales: 'admin-panel',
  // The web app's beacon: anyone, signed in or not.
  recordAffiliateClick: 'public',
  // A buyer's own refunds: the order's buyer only (anyone else, staff too, a 404), tested in refunds-buyer.test.ts.
  getRefundQuote: 'signed-in',
  requestRefund: 'signed-in',
  // Cancelling and postponing (issue 29): the event's organizer or an admin, as editing it.
  cancelEvent: 'create-events',
  getEventCancellation: 'create-events',
  postponeEvent: 'create-events',
  // Refunds by staff (issue 29): an event's organizer and admins; another organizer's is a 404 (refunds-staff.test.ts).
  listEventOrders: 'create-events',
  refundOrder: 'create-events',
  listRefundRequests: 'create-events',
  approveRefundRequest: 'create-events',
  refuseRefundRequest: 'create-events',
  // The waiting list (issue 30): buyers join and leave their own; an event's organizer and admins run it; another
  // organizer's is a 404 (waiting-list.test.ts).
  joinWaitingList: 'purchase-tickets',
  listMyWaitingList: 'signed-in',
  leaveWaitingList: 'signed-in',
  getPublicWaitingLists: 'public',
  getEventWaitingLists: 'create-events',
  updateWaitingList: 'create-events',
  offerWaitingListEntry: 'create-events',
  // Promo and access codes (issue 30): the event's organizer or an admin; another organizer's is a 404 (promo-codes.test.ts).
  listPromoCodes: 'create-events',
  createPromoCode: 'create-events',
  createPromoCodesBulk: 'create-events',
  updatePromoCode: 'create-events',
  deletePromoCode: 'create-events',
};

const { app } = await createTestApp();
const operations = documentedOperations();
const isWrite = (op: Operation) => op.method !== 'GET' && op.method !== 'HEAD';
const userOperations = operations.filter((op) => access[op.operationId] !== 'public');

/** The operation with input that fails its schemas: NUL for every path and query parameter, a JSON number as the body. */
const sendInvalid = (client: Client, op: Operation) => {
  const query = op.queryNames.map((name) => `${name}=%00`).join('&');
  const path = op.path.replace(/\{\w+\}/g, '%00') + (query ? `?${query}` : '');
  const type = op.rawBodyType ?? (op.body === undefined ? undefined : 'application/json');
  const body = type === 'application/json' ? 42 : undefined;
  return client.request(op.method, path, body, type && type !== 'application/json' ? { 'content-type': type } : {});
};

const send = (client: Client, op: Operation, extra: Record<string, string> = {}) => {
  const headers = { ...op.headers, ...extra };
  return op.rawBodyType
    ? client.request(op.method, op.url, undefined, { 'content-type': op.rawBodyType, ...headers })
    : client.request(op.method, op.url, op.body, headers);
};

function expectProblemStatus(res: Awaited<ReturnType<Client['request']>>, op: Operation, status: number) {
  expect(res.status, `${op.operationId}: ${res.text.slice(0, 200)}`).toBe(status);
  expect(res.headers.get('content-type'), op.operationId).toContain('application/problem+json');
  expect(op.statuses.has(status), `${op.operationId} documents ${status}`).toBe(true);
}

let checked = 0;
afterAll(() => {
  console.log(
    `route × role sweep: ${operations.length} operations, ${userOperations.length} behind the session cookie, ${checked} role × operation checks`,
  );
});

describe('the route × role sweep over the API document', () => {
  it('knows who may call every operation of the document, and nothing else', () => {
    const documented = operations.map((op) => op.operationId);
    expect(
      documented.filter((id) => !(id in access)),
      'operations missing from the access table',
    ).toEqual([]);
    expect(
      Object.keys(access).filter((id) => !documented.includes(id)),
      'stale rows',
    ).toEqual([]);
  });

  it('answers 401 to an anonymous caller on every operation that needs the session, before validating', async () => {
    const customer = await signedIn(app, 'customer@pentas.test');
    for (const op of userOperations.filter((op) => access[op.operationId] !== 'session-optional')) {
      expect(op.signedIn, `${op.operationId} declares cookieAuth`).toBe(true);
      const res = await sendInvalid(new Client(app), op);
      expectProblemStatus(res, op, 401);
      expect(res.json.errors, `${op.operationId}: no field errors for strangers`).toBeUndefined();
      // The same request with a session is refused for its input: what the 401 came before.
      if (op.takesInput) expect((await sendInvalid(customer, op)).status, `${op.operationId} signed in`).toBe(422);
      checked += 1;
    }
  });

  it('refuses a cookie-authenticated write from another site with 403, even for an admin', async () => {
    const admin = await signedIn(app, 'admin@pentas.test');
    for (const op of userOperations.filter(isWrite)) {
      expectProblemStatus(await send(admin, op, { origin: 'https://evil.example' }), op, 403);
      checked += 1;
    }
  });

  it('sends no CORS header on any user endpoint', async () => {
    const admin = await signedIn(app, 'admin@pentas.test');
    for (const op of userOperations) {
      const res = await send(admin, op, { origin: 'https://evil.example' });
      expect(res.headers.get('access-control-allow-origin'), op.operationId).toBeNull();
      const preflight = await app.request(`${ORIGIN}${op.url}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': op.method },
      });
      expect(preflight.headers.get('access-control-allow-origin'), `${op.operationId} preflight`).toBeNull();
      checked += 1;
    }
  });

  const roles: Role[] = ['customer', 'reseller', 'organizer', 'admin'];
  const accounts: Record<Role, string> = {
    customer: 'customer@pentas.test',
    reseller: 'reseller@pentas.test',
    organizer: 'organizer@pentas.test',
    admin: 'admin@pentas.test',
  };
  for (const role of roles) {
    it(`answers 403 to the ${role} role on every operation its permissions do not allow`, async () => {
      const client = await signedIn(app, accounts[role]);
      const allowed = new Set<string>(permissionsOf(role));
      if (role === 'reseller' || role === 'admin') allowed.add('reseller-role');
      for (const op of userOperations) {
        const needs = access[op.operationId];
        if (needs === 'signed-in' || needs === 'session-optional' || allowed.has(needs)) continue;
        expectProblemStatus(await send(client, op), op, 403);
        checked += 1;
      }
    });
  }
});
