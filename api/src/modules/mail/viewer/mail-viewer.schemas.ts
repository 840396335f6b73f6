import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { mailKinds, mailStatus } from '../../../db/schema';
import { fieldMessage } from '../../../lib/field-message';
import { singleLineText } from '../../../lib/input-schemas';
import { PageQuery } from '../../../lib/pagination';

const mailStatuses = mailStatus.enumValues;

export const MailListQuery = PageQuery.extend({
  status: z
    .enum(mailStatuses, fieldMessage(m.problem_mail_status_one_of))
    .optional()
    .openapi({ param: { name: 'status', in: 'query' }, description: 'Only mails in this state', example: 'failed' }),
  recipient: singleLineText()
    .max(254, fieldMessage(m.problem_mail_recipient_too_long, { max: 254 }))
    .optional()
    .openapi({
      param: { name: 'recipient', in: 'query' },
      description: 'The recipient address, or its beginning (any case)',
      example: 'chloe@',
    }),
});

export const MailIdParam = z.object({
  mailId: z.uuid(fieldMessage(m.problem_mail_id_invalid)).openapi({
    param: { name: 'mailId', in: 'path', required: true },
    example: '5f0c6a8e-2d7b-4c1e-9a3f-0e6b7d8c9a10',
  }),
});

export const AttachmentParams = MailIdParam.extend({
  index: z
    .string()
    .regex(/^\d{1,2}$/, fieldMessage(m.problem_mail_attachment_number_invalid))
    .transform(Number)
    .openapi({ param: { name: 'index', in: 'path', required: true }, example: '0' }),
});

export const MailSummary = z
  .object({
    id: z.string().openapi({ example: '5f0c6a8e-2d7b-4c1e-9a3f-0e6b7d8c9a10' }),
    kind: z.enum(mailKinds).openapi({ description: 'Which mail it is (its template)', example: 'order_confirmation' }),
    recipient: z.string().openapi({ example: 'chloe@example.com' }),
    recipientName: z.string().nullable().openapi({ example: 'Chloe Tan' }),
    subject: z
      .string()
      .nullable()
      .openapi({ description: 'Null until it is rendered (its first attempt)', example: 'Your tickets for Jazz' }),
    status: z.enum(mailStatuses).openapi({ description: "'pending' is waiting to be sent", example: 'sent' }),
    lastError: z
      .string()
      .nullable()
      .openapi({ description: "The last attempt's error (the SMTP server's answer)", example: null }),
    attempts: z.number().int().openapi({ example: 1 }),
    createdAt: z.string().openapi({ example: '2026-11-21T10:00:00.000Z' }),
    sentAt: z.string().nullable().openapi({ example: '2026-11-21T10:00:02.000Z' }),
  })
  .openapi('MailSummary');

const MailAttachment = z
  .object({
    index: z.number().int().openapi({ example: 0 }),
    filename: z.string().openapi({ example: 'tickets.pdf' }),
    contentType: z.string().openapi({ example: 'application/pdf' }),
    size: z.number().int().openapi({ description: 'Bytes', example: 48213 }),
    inline: z.boolean().openapi({ description: 'An image shown inside the HTML (by cid)', example: false }),
  })
  .openapi('MailAttachment');

export const MailDetail = MailSummary.extend({
  html: z.string().nullable().openapi({
    description:
      "The mail's HTML, sanitised, as a whole document for a sandboxed iframe's srcdoc (its own policy blocks scripts and remote loads; inline images as data: URLs). Null until rendered.",
    example: '<!doctype html><html><head>…</head><body>…</body></html>',
  }),
  text: z.string().nullable().openapi({ description: 'The plain-text part', example: 'Your tickets…' }),
  attachments: z.array(MailAttachment),
}).openapi('MailDetail');

export const mailSummaryExample = {
  id: '5f0c6a8e-2d7b-4c1e-9a3f-0e6b7d8c9a10',
  kind: 'order_confirmation' as const,
  recipient: 'chloe@example.com',
  recipientName: 'Chloe Tan',
  subject: 'Your tickets for Jazz by the Lake (order 5f0c6a8e)',
  status: 'sent' as const,
  lastError: null,
  attempts: 1,
  createdAt: '2026-11-21T10:00:00.000Z',
  sentAt: '2026-11-21T10:00:02.000Z',
};
