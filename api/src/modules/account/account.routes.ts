import { cookieAuth, jsonBody, jsonContent, noAuth, problems } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { CurrentUser } from '../auth';
import {
  ConfirmEmailAnswer,
  ConfirmEmailBody,
  ConfirmEmailQuery,
  DeleteBody,
  EmailAnswer,
  EmailBody,
  NameBody,
  PasswordBody,
} from './account.schemas';

const tags = ['Account'];
const me = {
  id: 'k2n4v0x8b1c3',
  email: 'customer@pentas.test',
  firstName: 'Chloe',
  lastName: 'Lim',
  role: 'customer' as const,
  permissions: ['purchase-tickets' as const, 'dashboard' as const],
};

export const changeName = defineRoute({
  method: 'patch',
  path: '/api/account/name',
  operationId: 'changeName',
  tags,
  summary: 'Change my name',
  description: "Sets the signed-in user's first and last name (recorded in the audit log).",
  security: cookieAuth,
  request: { body: jsonBody(NameBody, { firstName: 'Chloe', lastName: 'Lim' }) },
  responses: { 200: jsonContent(CurrentUser, 'The account with its new name', me), ...problems(403, 422) },
});

export const changePassword = defineRoute({
  method: 'post',
  path: '/api/account/password',
  operationId: 'changePassword',
  tags,
  summary: 'Change my password',
  description:
    'Sets a new password given the current one (a 422 on `currentPassword` when it is wrong, limited as sign-in is). Every other session of the account ends; this one continues with a new cookie.',
  security: cookieAuth,
  request: {
    body: jsonBody(PasswordBody, { currentPassword: 'pentas-demo', newPassword: 'correct-horse-battery' }),
  },
  responses: {
    204: {
      description: 'Changed; other sessions ended',
      headers: { 'Set-Cookie': { description: 'The new session cookie', schema: { type: 'string' } } },
    },
    ...problems(403, 422, 429),
  },
});

export const changeEmail = defineRoute({
  method: 'post',
  path: '/api/account/email',
  operationId: 'changeEmail',
  tags,
  summary: 'Change my e-mail address',
  description:
    'Mails a confirmation link to the new address; the address changes only when the link is opened, and the old address is then told. 409 `email_taken` when another account uses it; at most 5 an hour (429).',
  security: cookieAuth,
  request: { body: jsonBody(EmailBody, { newEmail: 'chloe.lim@example.com' }) },
  responses: {
    202: jsonContent(EmailAnswer, 'The link is on its way', {
      message: 'We sent a link to chloe.lim@example.com. Open it to confirm the change; until then nothing changes.',
    }),
    ...problems(403, 409, 422, 429),
  },
});

export const openConfirmEmailLink = defineRoute({
  method: 'get',
  path: '/api/account/confirm-email',
  operationId: 'openConfirmEmailLink',
  security: noAuth,
  tags,
  summary: 'Open an e-mail confirmation link (from a mail sent before links went to the web page)',
  description:
    'Changes nothing: a mail scanner that follows links must not confirm an address. Redirects to the web page `/confirm-email?token=…`, whose button confirms it (`POST /api/account/confirm-email`).',
  request: { query: ConfirmEmailQuery },
  responses: { 302: { description: 'Redirect to the confirmation page' }, ...problems(422) },
});

export const confirmEmail = defineRoute({
  method: 'post',
  path: '/api/account/confirm-email',
  operationId: 'confirmEmail',
  security: noAuth,
  tags,
  summary: 'Confirm an e-mail address (the button on the page a mail links to)',
  description:
    "The welcome mail's link confirms the account's address (`confirmed`); the link sent to a new address changes the account's address if it is genuine, unexpired and not yet used (`changed`). Otherwise `link-invalid`. A POST, from the page's button, so a mail scanner that opens the link changes nothing.",
  request: { body: jsonBody(ConfirmEmailBody, { token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig' }) },
  responses: {
    200: jsonContent(ConfirmEmailAnswer, 'What the link did', { outcome: 'changed' }),
    ...problems(403, 422),
  },
});

export const deleteAccount = defineRoute({
  method: 'delete',
  path: '/api/account',
  operationId: 'deleteAccount',
  tags,
  summary: 'Delete my account',
  description:
    "Deletes the signed-in account once its e-mail address is typed to confirm (a 422 on `confirmEmail` otherwise): its name and address are removed and it can no longer sign in; its orders and tickets stay on the organizers' records with the buyer anonymised. 409 `organizes_upcoming_event` while the account organizes an event that has not ended.",
  security: cookieAuth,
  request: { body: jsonBody(DeleteBody, { confirmEmail: 'customer@pentas.test' }) },
  responses: { 204: { description: 'Deleted; signed out everywhere' }, ...problems(403, 409, 422) },
});
