import { z } from '@hono/zod-openapi';
import { cookieAuth, jsonContent, problems, problemsOfOneStatus } from '../../../lib/openapi';
import { totalCountHeader } from '../../../lib/pagination';
import { defineRoute } from '../../../lib/route';
import {
  AttachmentParams,
  MailDetail,
  MailIdParam,
  MailListQuery,
  MailSummary,
  mailSummaryExample,
} from './mail-viewer.schemas';
import { mailWaiting } from './mail-viewer.service';

const tags = ['Admin'];

export const listMail = defineRoute({
  method: 'get',
  path: '/api/admin/mail',
  operationId: 'listMail',
  tags,
  summary: 'The mail viewer: every mail Pentas sent or will send',
  description:
    "A page of the mail outbox, newest first (`pageSize` default 20, at most 100; the total in `X-Total-Count`): recipient, subject, kind, status ('pending' is waiting to be sent) and the last attempt's error. `status` keeps one state; `recipient` matches the whole address or its beginning, in any case. Admins only (`admin-panel`).",
  security: cookieAuth,
  request: { query: MailListQuery },
  responses: {
    200: { ...jsonContent(z.array(MailSummary), 'One page of mails', [mailSummaryExample]), headers: totalCountHeader },
    ...problems(403, 422),
  },
});

export const getMail = defineRoute({
  method: 'get',
  path: '/api/admin/mail/{mailId}',
  operationId: 'getMail',
  tags,
  summary: 'One mail as it was rendered',
  description:
    "The mail as sent: its HTML sanitised (no script, event handler, form, frame or remote image; links only http(s) and mailto; inline images as data: URLs) as a whole document for a sandboxed iframe's `srcdoc`, its plain text and its attachments (download each by its `index`). A mail not yet rendered has none of these. Admins only (`admin-panel`).",
  security: cookieAuth,
  request: { params: MailIdParam },
  responses: {
    200: jsonContent(MailDetail, 'The mail', {
      ...mailSummaryExample,
      html: '<!doctype html><html><head>…</head><body>…</body></html>',
      text: 'Your tickets…',
      attachments: [{ index: 0, filename: 'tickets.pdf', contentType: 'application/pdf', size: 48213, inline: false }],
    }),
    ...problems(403, 404, 422),
  },
});

export const getMailAttachment = defineRoute({
  method: 'get',
  path: '/api/admin/mail/{mailId}/attachments/{index}',
  operationId: 'getMailAttachment',
  tags,
  summary: "One of a mail's attachments",
  description:
    "The attachment's bytes, always as a download (`Content-Disposition: attachment`); a type other than PDF, calendar or image is sent as `application/octet-stream`. Admins only (`admin-panel`).",
  security: cookieAuth,
  request: { params: AttachmentParams },
  responses: {
    200: {
      description: 'The file',
      content: {
        'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    ...problems(403, 404, 422),
  },
});

export const resendMail = defineRoute({
  method: 'post',
  path: '/api/admin/mail/{mailId}/resend',
  operationId: 'resendMail',
  tags,
  summary: 'Send a mail again',
  description:
    'A failed mail is sent again as itself (back to waiting, a new send job); a sent one as a copy to the same recipient with the same content (the answer is the copy). Two clicks at once, or a second within 30 s of the send, send once: the second is a 409 `mail_waiting`, as is a mail (or a copy of it) still waiting to be sent. Each resend is written to the audit log. Admins only (`admin-panel`).',
  security: cookieAuth,
  request: { params: MailIdParam },
  responses: {
    202: jsonContent(MailSummary, 'The mail that will be sent (the copy, for a sent mail)', {
      ...mailSummaryExample,
      status: 'pending',
      sentAt: null,
    }),
    ...problems(403, 404, 422),
    409: problemsOfOneStatus('The mail is waiting to be sent already', { mail_waiting: mailWaiting() }),
  },
});
