import { resetLinkInvalid } from '../../lib/errors';
import {
  cookieAuth,
  jsonBody,
  jsonContent,
  noAuth,
  optionalCookieAuth,
  problems,
  problemsOfOneStatus,
} from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import {
  CurrentUser,
  ForgotPasswordAnswer,
  ForgotPasswordBody,
  ResetPasswordBody,
  ReturnToQuery,
  SignInBody,
  SignUpBody,
} from './auth.schemas';
import { RESET_REQUESTED } from './password-reset';

const tags = ['Auth'];
const customer = {
  id: 'k2n4v0x8b1c3',
  email: 'customer@pentas.test',
  firstName: 'Chloe',
  lastName: 'Tan',
  role: 'customer' as const,
  permissions: ['purchase-tickets' as const, 'dashboard' as const],
};
const sessionCookie = {
  'Set-Cookie': { description: 'The session cookie (httpOnly, SameSite=Lax)', schema: { type: 'string' as const } },
};

export const getCurrentUser = defineRoute({
  method: 'get',
  path: '/api/auth/user',
  operationId: 'getCurrentUser',
  tags,
  summary: 'The signed-in user',
  description:
    'The user behind the session cookie, with the permissions their role grants (`permissions[]` is what a client should check, never the role). 401 when not signed in.',
  security: cookieAuth,
  responses: { 200: jsonContent(CurrentUser, 'The signed-in user', customer), ...problems(401) },
});

export const signUp = defineRoute({
  method: 'post',
  path: '/api/auth/sign-up',
  operationId: 'signUp',
  security: noAuth,
  tags,
  summary: 'Create an account',
  description:
    'Creates a customer account with e-mail and password and signs it in. A role cannot be chosen: every new account is a customer. Sign-ups are rate-limited per client address (429).',
  request: {
    body: jsonBody(SignUpBody, {
      email: 'aisyah@example.com',
      password: 'correct-horse-battery',
      firstName: 'Aisyah',
      lastName: 'Rahman',
    }),
  },
  responses: {
    201: {
      ...jsonContent(CurrentUser, 'The new account, signed in', {
        ...customer,
        email: 'aisyah@example.com',
        firstName: 'Aisyah',
        lastName: 'Rahman',
      }),
      headers: sessionCookie,
    },
    ...problems(403, 409, 422, 429),
  },
});

export const signIn = defineRoute({
  method: 'post',
  path: '/api/auth/sign-in',
  operationId: 'signIn',
  security: noAuth,
  tags,
  summary: 'Sign in',
  description:
    'Checks e-mail and password and sets the session cookie, plus a known-device cookie for this account. Failed attempts are limited per account and client address, every attempt per address, and failures per account from devices that never signed in to it (a 429 names which); a right password never counts.',
  request: { body: jsonBody(SignInBody, { email: 'customer@pentas.test', password: 'pentas-demo' }) },
  responses: {
    200: { ...jsonContent(CurrentUser, 'Signed in', customer), headers: sessionCookie },
    ...problems(401, 403, 422, 429),
  },
});

export const signOut = defineRoute({
  method: 'post',
  path: '/api/auth/sign-out',
  operationId: 'signOut',
  tags,
  summary: 'Sign out',
  description: 'Ends the session and clears its cookie. Without a session there is nothing to end: 204 all the same.',
  security: optionalCookieAuth,
  responses: { 204: { description: 'Signed out' }, ...problems(403) },
});

export const login = defineRoute({
  method: 'get',
  path: '/api/login',
  operationId: 'login',
  security: noAuth,
  tags,
  summary: 'Go to the sign-in page',
  description:
    "Redirects to the web app's sign-in page, which returns to `returnTo` (or the referring page) afterwards.",
  request: { query: ReturnToQuery },
  responses: { 302: { description: 'Redirect to /login' }, ...problems(422) },
});

export const logout = defineRoute({
  method: 'get',
  path: '/api/logout',
  operationId: 'logout',
  security: noAuth,
  tags,
  summary: 'Sign out and go home',
  description:
    'A navigation, not an API call: ends the session and redirects to `/`, but only for a top-level navigation from this site (`Sec-Fetch-Site`/`Sec-Fetch-Dest`), so an image or a link elsewhere cannot sign visitors out. Use `POST /api/auth/sign-out` from code.',
  responses: { 302: { description: 'Redirect to /' } },
});

export const forgotPassword = defineRoute({
  method: 'post',
  path: '/api/auth/forgot-password',
  operationId: 'forgotPassword',
  security: noAuth,
  tags,
  summary: 'Ask for a password reset link',
  description:
    'Mails a link to set a new password (single use, 30 minutes) when the address has an account, and answers the same either way, so the answer tells nobody whether an account exists. Limited per address (3 an hour) and per client address (10 an hour), unknown addresses counted alike (429).',
  request: { body: jsonBody(ForgotPasswordBody, { email: 'customer@pentas.test' }) },
  responses: {
    202: jsonContent(ForgotPasswordAnswer, 'Asked (a mail goes out if the address has an account)', {
      message: RESET_REQUESTED,
    }),
    ...problems(403, 422, 429),
  },
});

export const resetPassword = defineRoute({
  method: 'post',
  path: '/api/auth/reset-password',
  operationId: 'resetPassword',
  security: noAuth,
  tags,
  summary: 'Set a new password from a reset link',
  description:
    "Sets the account's new password with the token of a reset link, which then stops working, and signs the account out everywhere: the user signs in with the new password. 410 when the link is unknown, used or expired.",
  request: {
    body: jsonBody(ResetPasswordBody, { token: 'Xb9kq2LmN4pR7sT1vW3yZ5aC', newPassword: 'correct-horse-battery' }),
  },
  responses: {
    204: { description: 'The password is set; every session of the account has ended' },
    410: problemsOfOneStatus('The link is unknown, already used or expired', { resetLinkInvalid: resetLinkInvalid() }),
    ...problems(403, 422),
  },
});
