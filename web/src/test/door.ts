import type { components } from '@pentas/openapi';
import { HttpResponse, http } from 'msw';

type Schemas = components['schemas'];
type ScanResult = Schemas['ScanResult'];
type ScannedTicket = Schemas['ScannedTicket'];
type CheckInResult = Schemas['CheckInResult'];
type Problem = Schemas['Problem'];

export const aminah = { email: 'admin@pentas.test', firstName: 'Aminah', lastName: 'Yusof' };

/** A ticket as the door reads it: active, for Jazz by the Lake (event 1). */
export function scannedTicket(overrides: Partial<ScannedTicket> = {}): ScannedTicket {
  return {
    id: '5d2f7a3e-1c4b-4e8a-9f61-0a7b3c9d2e14',
    status: 'active',
    checkedInAt: null,
    checkedInBy: null,
    event: {
      id: 1,
      title: 'Jazz by the Lake',
      venue: 'Perdana Botanical Gardens',
      dateTime: '2026-12-12T11:30:00.000Z',
      timeZone: 'Asia/Kuala_Lumpur',
      cancelled: false,
    },
    ticketType: { name: 'General Admission' },
    ...overrides,
  };
}

/** A scan's answer: the ticket may enter unless `overrides` say otherwise. */
export function scanResult(overrides: Partial<ScanResult> = {}): ScanResult {
  return {
    ticket: scannedTicket(),
    user: { email: 'aisyah@example.com', firstName: 'Aisyah', lastName: 'Rahman' },
    canCheckIn: true,
    reason: null,
    message: null,
    ...overrides,
  };
}

/** The same ticket, checked in at 7:02 pm Kuala Lumpur time by Aminah. */
export const usedTicket = scannedTicket({
  status: 'checked_in',
  checkedInAt: '2026-12-12T11:02:41.000Z',
  checkedInBy: aminah,
});

/** A problem+json answer, with the extension members some problems carry (reason, ticket). */
export function doorProblem(status: number, code: Problem['code'], detail: string, extra: object = {}) {
  return HttpResponse.json(
    { type: 'about:blank', title: 'Problem', status, detail, code, requestId: 'req-1', ...extra },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );
}

/** msw handlers for the door: each gets the request's body and gives the answer (a problem response as it is). */
export const doorHandlers = {
  scan: (answer: (body: { qrCode: string; eventId?: number }) => ScanResult | Response) =>
    http.post('*/api/scan-ticket', async ({ request }) => {
      const result = answer((await request.json()) as { qrCode: string; eventId?: number });
      return result instanceof Response ? result : HttpResponse.json<ScanResult>(result);
    }),
  checkIn: (answer: (ticketId: string) => CheckInResult | Response) =>
    http.post('*/api/tickets/:id/checkin', ({ params }) => {
      const result = answer(String(params.id));
      return result instanceof Response ? result : HttpResponse.json<CheckInResult>(result);
    }),
};
