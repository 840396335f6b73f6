import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { categorySlugs } from '@pentas/openapi';
import { ticketStatus } from '../../db/schema/tickets';
import { fieldMessage } from '../../lib/field-message';
import { emailAddress, recordId } from '../../lib/input-schemas';
import { ProblemSchema } from '../../lib/openapi';
import { PAYLOAD_FORMAT } from '../../lib/ticket-signing';

export const TicketView = z
  .object({
    id: z.string().openapi({ example: '5d2f7a3e-1c4b-4e8a-9f61-0a7b3c9d2e14' }),
    status: z.enum(ticketStatus.enumValues).openapi({
      description: "checked_in is shown as 'Used'; transferred: given to another user, no longer valid",
      example: 'active',
    }),
    orderId: z.string().nullable().openapi({
      description: "The holder's order; null on a ticket received by transfer (the order is the sender's)",
      example: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
    }),
    checkedInAt: z
      .string()
      .nullable()
      .openapi({ description: 'When it was scanned at the venue, ISO 8601 instant', example: null }),
    createdAt: z.string().openapi({ example: '2026-11-21T10:00:00.000Z' }),
    event: z.object({
      id: z.number().int().openapi({ example: 12 }),
      title: z.string().openapi({ example: 'Jazz by the Lake' }),
      titleMs: z.string().nullable().openapi({
        description: 'The title in Bahasa Melayu, where its organizer gave one',
        example: 'Jazz di Tepi Tasik',
      }),
      venue: z.string().openapi({ example: 'Perdana Botanical Gardens' }),
      location: z.string().openapi({ example: 'Kuala Lumpur, Malaysia' }),
      dateTime: z.string().openapi({ description: 'Start, ISO 8601 instant', example: '2026-12-12T11:30:00.000Z' }),
      endDateTime: z
        .string()
        .nullable()
        .openapi({ description: 'End, ISO 8601 instant; null when it has none', example: '2026-12-12T15:00:00.000Z' }),
      timeZone: z.string().openapi({ example: 'Asia/Kuala_Lumpur' }),
      imageUrl: z.string().nullable().openapi({ example: '/posters/music-1.svg' }),
      category: z.enum(categorySlugs).openapi({ example: 'music' }),
      cancelled: z.boolean().openapi({
        description: 'The event was deleted or cancelled: none of its tickets admits anyone, whatever their status',
        example: false,
      }),
    }),
    ticketType: z.object({
      id: z.number().int().openapi({ example: 31 }),
      name: z.string().openapi({ example: 'General Admission' }),
      description: z.string().nullable().openapi({ example: 'Lawn access' }),
    }),
    currency: z.string().openapi({ description: "The event's currency", example: 'MYR' }),
    price: z.string().nullable().openapi({
      description:
        "What one ticket cost its order, a decimal string ('0.00' for a free type); null when complimentary or received by transfer (what the sender paid is not the recipient's to see)",
      example: '80.00',
    }),
    complimentary: z.boolean().openapi({
      description:
        "Issued for nothing at the box office by the event's organizer or an admin (a reseller's issue is a sale at face value); shown as 'Complimentary' where a price would be",
      example: false,
    }),
    transferredTo: z
      .object({
        email: z.string().openapi({ description: "The recipient's e-mail, masked", example: 'a•••@example.com' }),
        at: z.string().openapi({ description: 'When, ISO 8601 instant', example: '2026-11-26T09:15:00.000Z' }),
      })
      .nullable()
      .openapi({ description: 'A ticket transferred away: to whom and when; null otherwise', example: null }),
  })
  .openapi('Ticket');

const ticketId = '5d2f7a3e-1c4b-4e8a-9f61-0a7b3c9d2e14';
const examplePayload = `ticket:${ticketId}:12:Yk3bXq9LrT2mWv8sNc4hPz6dFg1jKa5e:7xNrGaOgTm7DmZs95qxWmGnZJSEKQSDbj_H9kTrQDfJe7Mfh3TGqK38vpVS8SoEEeOV6nUWlHqorRjSl_4eSBw`;

export const TicketIdParam = z.object({
  id: z
    .uuid(fieldMessage(m.problem_ticket_id_invalid))
    .openapi({ param: { name: 'id', in: 'path', required: true }, example: ticketId }),
});

export const TicketQr = z
  .object({
    qrCode: z.string().openapi({
      description: `PNG data URL (512 px, error correction M) of the signed payload \`${PAYLOAD_FORMAT}\``,
      example: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAgAAAAIACAYAAAD0eNT6AAAAAklEQVR4AewaftIAAA…',
    }),
  })
  .openapi('TicketQr');

export const TicketSigningKey = z
  .object({
    algorithm: z.literal('Ed25519'),
    publicKeyPem: z.string().openapi({
      description: 'SubjectPublicKeyInfo, PEM',
      example:
        '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA2N4jxOpyzBUXGfJtc+/c85hUB2rJm0TqfJnjDgU2TGc=\n-----END PUBLIC KEY-----\n',
    }),
    publicKey: z.string().openapi({
      description: 'The 32 raw key bytes, base64url',
      example: '2N4jxOpyzBUXGfJtc-_c85hUB2rJm0TqfJnjDgU2TGc',
    }),
    payloadFormat: z.literal(PAYLOAD_FORMAT).openapi({
      description:
        'The signature is the base64url (no padding) Ed25519 signature of the exact text before its last colon, `ticket:{ticketId}:{eventId}:{userId}`.',
    }),
  })
  .openapi('TicketSigningKey');

export const TransferTicketBody = z
  .object({
    email: emailAddress().openapi({ description: "The recipient's account e-mail", example: 'customer2@pentas.test' }),
  })
  .openapi('TransferTicketRequest');

export const TicketTransferred = z
  .object({
    message: z.string().openapi({ example: 'Ticket transferred to customer2@pentas.test' }),
    ticketId: z.string().openapi({ description: "The recipient's new ticket", example: ticketId }),
  })
  .openapi('TicketTransferred');

// Not singleLineText: any text a scanner reads, control characters too, is the door's own verdict
// ('Invalid QR code', reason malformed; a failed format check on the test page), never a field error.
// It reaches the database only after lib/ticket-signing's verify has accepted its exact shape.
const qrCode = z
  .string({ error: fieldMessage(m.door_enter_code) })
  .trim()
  .min(1, fieldMessage(m.door_enter_code))
  .max(4096, fieldMessage(m.door_invalid_qr))
  .openapi({ description: `The scanned text, \`${PAYLOAD_FORMAT}\`; trimmed`, example: examplePayload });

export const ScanTicketBody = z
  .object({
    qrCode,
    eventId: recordId()
      .optional()
      .openapi({ description: 'The event being admitted; a ticket for another one cannot be checked in', example: 12 }),
  })
  .openapi('ScanTicketRequest');

const StaffMember = z
  .object({
    email: z.string().openapi({ example: 'admin@pentas.test' }),
    firstName: z.string().nullable().openapi({ example: 'Aminah' }),
    lastName: z.string().nullable().openapi({ example: 'Yusof' }),
  })
  .openapi('StaffMember');

const ScannedTicket = z
  .object({
    id: z.string().openapi({ example: ticketId }),
    status: z.enum(ticketStatus.enumValues).openapi({ example: 'active' }),
    checkedInAt: z.string().nullable().openapi({ description: 'ISO 8601 instant', example: null }),
    checkedInBy: StaffMember.nullable().openapi({
      description:
        "The staff member who checked it in; null until then. Only staff at the door and the event's organizer (test scan) see it.",
      example: null,
    }),
    event: z.object({
      id: z.number().int().openapi({ example: 12 }),
      title: z.string().openapi({ example: 'Jazz by the Lake' }),
      venue: z.string().openapi({ example: 'Perdana Botanical Gardens' }),
      dateTime: z.string().openapi({ description: 'Start, ISO 8601 instant', example: '2026-12-12T11:30:00.000Z' }),
      timeZone: z.string().openapi({ example: 'Asia/Kuala_Lumpur' }),
      cancelled: z.boolean().openapi({
        description: 'The event was deleted or cancelled: none of its tickets admits anyone, whatever their status',
        example: false,
      }),
    }),
    ticketType: z.object({ name: z.string().openapi({ example: 'General Admission' }) }),
  })
  .openapi('ScannedTicket');

const TicketHolder = z
  .object({
    email: z.string().openapi({ example: 'customer@pentas.test' }),
    firstName: z.string().nullable().openapi({ example: 'Aisyah' }),
    lastName: z.string().nullable().openapi({ example: 'Rahman' }),
  })
  .openapi('TicketHolder');

export const scanReasons = [
  'already_used',
  'transferred',
  'cancelled',
  'wrong_event',
  'refunded',
  'event_cancelled',
] as const;
export const scanMessages = [
  'This ticket has already been used',
  'This ticket cannot be used',
  'This ticket is for another event',
  'Refunded',
  'This event has been cancelled',
] as const;

export const ScanResult = z
  .object({
    ticket: ScannedTicket,
    user: TicketHolder.openapi({ description: "The ticket's current holder" }),
    canCheckIn: z.boolean().openapi({ example: true }),
    reason: z.enum(scanReasons).nullable().openapi({ description: 'Why it cannot be checked in', example: null }),
    message: z.enum(scanMessages).nullable().openapi({ example: null }),
  })
  .openapi('ScanResult');

export const CheckedIn = z
  .object({
    message: z.literal('Ticket has been checked in successfully!'),
    ticket: ScannedTicket,
  })
  .openapi('CheckInResult');

/** Why a check-in found the ticket no longer admissible: a scan's reasons, less the door's event. */
const checkInRefusals = ['already_used', 'transferred', 'cancelled', 'refunded', 'event_cancelled'] as const;

/** The 409 of a check-in: the ticket as it now is, so the door can say when and by whom it was used. */
export const CheckInRefusedProblem = ProblemSchema.extend({
  reason: z.enum(checkInRefusals).optional().openapi({
    description:
      'Present on ticket_used and ticket_unusable: already_used, transferred, cancelled (the ticket, or its event deleted), refunded, or event_cancelled (its event cancelled: `detail` is "This event has been cancelled")',
    example: 'already_used',
  }),
  ticket: ScannedTicket.optional().openapi({
    description:
      'Present on ticket_used and ticket_unusable: the ticket as it now is (for a ticket already used: when and by whom, the first check-in of any number at once)',
  }),
}).openapi('CheckInRefusedProblem');

export const invalidQrReasons = ['malformed', 'bad_signature', 'mismatch'] as const;

/** The 422 of a code that is not a genuine, current ticket code. */
export const InvalidQrProblem = ProblemSchema.extend({
  reason: z.enum(invalidQrReasons).optional().openapi({
    description:
      "Present when detail is 'Invalid QR code': malformed (not a ticket code), bad_signature (altered or forged), mismatch (event or holder is not the ticket's current one). Absent on other validation failures.",
    example: 'bad_signature',
  }),
}).openapi('InvalidQrProblem');

export const TestScanBody = z
  .object({
    qrCode,
    mode: z.enum(['test', 'debug']).default('debug').openapi({
      description: 'debug only reports; test also checks the ticket in when every check passes',
      example: 'debug',
    }),
  })
  .openapi('TestScanRequest');

export const scanCheckNames = ['format', 'signature', 'ticket', 'holder', 'status'] as const;

export const TestScanResult = z
  .object({
    passed: z.boolean().openapi({ description: 'Every check passed (in test mode: and the ticket was checked in)' }),
    checks: z
      .array(
        z.object({
          name: z.enum(scanCheckNames),
          passed: z.boolean(),
          detail: z.string().openapi({ example: 'Signed with this server’s ticket key (Ed25519)' }),
        }),
      )
      .openapi({ description: 'The checks run, in this order, up to and including the first that failed' }),
    ticket: ScannedTicket.optional(),
    user: TicketHolder.optional(),
    checkedIn: z.boolean().openapi({ description: 'This request checked the ticket in (test mode only)' }),
  })
  .openapi('TestScanResult', {
    description: 'ticket and user are present when the code names a ticket you may see (checks ticket passed)',
  });

const scanned = {
  id: ticketId,
  status: 'active' as const,
  checkedInAt: null,
  checkedInBy: null,
  event: {
    id: 12,
    title: 'Jazz by the Lake',
    venue: 'Perdana Botanical Gardens',
    dateTime: '2026-12-12T11:30:00.000Z',
    timeZone: 'Asia/Kuala_Lumpur',
    cancelled: false,
  },
  ticketType: { name: 'General Admission' },
};
const holder = { email: 'customer@pentas.test', firstName: 'Aisyah', lastName: 'Rahman' };
const staff = { email: 'admin@pentas.test', firstName: 'Aminah', lastName: 'Yusof' };

/** Examples of the documented shapes (the OpenAPI document shows them; TypeScript checks them). */
export const examples = {
  ticketId,
  payload: examplePayload,
  ticket: {
    id: ticketId,
    status: 'active' as const,
    orderId: '0b9c1f0e-8f1e-4a56-9a4f-7d5f6c1f4f3a',
    checkedInAt: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    event: {
      id: 12,
      title: 'Jazz by the Lake',
      titleMs: 'Jazz di Tepi Tasik',
      venue: 'Perdana Botanical Gardens',
      location: 'Kuala Lumpur, Malaysia',
      dateTime: '2026-12-12T11:30:00.000Z',
      endDateTime: '2026-12-12T15:00:00.000Z',
      timeZone: 'Asia/Kuala_Lumpur',
      imageUrl: '/posters/music-1.svg',
      category: 'music' as const,
      cancelled: false,
    },
    ticketType: { id: 31, name: 'General Admission', description: 'Lawn access' },
    currency: 'MYR',
    price: '80.00',
    complimentary: false,
    transferredTo: null,
  },
  scanned,
  holder,
  staff,
  scan: { ticket: scanned, user: holder, canCheckIn: true, reason: null, message: null },
  checkedIn: {
    message: 'Ticket has been checked in successfully!' as const,
    ticket: { ...scanned, status: 'checked_in' as const, checkedInAt: '2026-12-12T11:02:41.000Z', checkedInBy: staff },
  },
  signingKey: {
    algorithm: 'Ed25519' as const,
    publicKeyPem:
      '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA2N4jxOpyzBUXGfJtc+/c85hUB2rJm0TqfJnjDgU2TGc=\n-----END PUBLIC KEY-----\n',
    publicKey: '2N4jxOpyzBUXGfJtc-_c85hUB2rJm0TqfJnjDgU2TGc',
    payloadFormat: PAYLOAD_FORMAT,
  },
  testScan: {
    passed: true,
    checks: [
      { name: 'format' as const, passed: true, detail: 'Reads as ticket:{ticketId}:{eventId}:{userId}:{signature}' },
      { name: 'signature' as const, passed: true, detail: "Signed with this server's ticket key (Ed25519)" },
      { name: 'ticket' as const, passed: true, detail: `Ticket ${ticketId} for Jazz by the Lake` },
      { name: 'holder' as const, passed: true, detail: 'Held by customer@pentas.test, for event 12' },
      { name: 'status' as const, passed: true, detail: 'Active: can be checked in' },
    ],
    ticket: scanned,
    user: holder,
    checkedIn: false,
  },
};
