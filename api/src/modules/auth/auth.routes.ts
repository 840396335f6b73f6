import { createRoute } from '@hono/zod-openapi';
import { cookieAuth, jsonBody, jsonContent, problems } from '../../lib/openapi';
import { CurrentUser, ReturnToQuery, SignInBody, SignUpBody } from './auth.schemas';

const tags = ['Auth'];
const sessionCookie = {
  'Set-Cookie': { description: 'The session cookie (httpOnly, SameSite=Lax)', schema: { type: 'string' as const } },
};

export const getCurrentUser = createRoute({
  method: 'get',
  path: '/api/auth/user',
  operationId: 'getCurrentUser',
  tags,
  summary: 'The signed-in user',
  description: 'The user behind the session cookie, with the permissions their role grants. 401 when not signed in.',
  security: cookieAuth,
  responses: { 200: jsonContent(CurrentUser, 'The signed-in user'), ...problems(401) },
});

export const signUp = createRoute({
  method: 'post',
  path: '/api/auth/sign-up',
  operationId: 'signUp',
  tags,
  summary: 'Create an account',
  description:
    'Creates a customer account with e-mail and password and signs it in. A role cannot be chosen: every new account is a customer.',
  request: { body: jsonBody(SignUpBody) },
  responses: {
    201: { ...jsonContent(CurrentUser, 'The new account, signed in'), headers: sessionCookie },
    ...problems(403, 409, 422),
  },
});

export const signIn = createRoute({
  method: 'post',
  path: '/api/auth/sign-in',
  operationId: 'signIn',
  tags,
  summary: 'Sign in',
  description:
    'Checks e-mail and password and sets the session cookie. Attempts are rate-limited per address and per e-mail.',
  request: { body: jsonBody(SignInBody) },
  responses: {
    200: { ...jsonContent(CurrentUser, 'Signed in'), headers: sessionCookie },
    ...problems(401, 403, 422, 429),
  },
});

export const signOut = createRoute({
  method: 'post',
  path: '/api/auth/sign-out',
  operationId: 'signOut',
  tags,
  summary: 'Sign out',
  description: 'Ends the session and clears its cookie.',
  security: cookieAuth,
  responses: { 204: { description: 'Signed out' }, ...problems(403) },
});

export const login = createRoute({
  method: 'get',
  path: '/api/login',
  operationId: 'login',
  tags,
  summary: 'Go to the sign-in page',
  description:
    "Redirects to the web app's sign-in page, which returns to `returnTo` (or the referring page) afterwards.",
  request: { query: ReturnToQuery },
  responses: { 302: { description: 'Redirect to /login' } },
});

export const logout = createRoute({
  method: 'get',
  path: '/api/logout',
  operationId: 'logout',
  tags,
  summary: 'Sign out and go home',
  description: 'Ends the session and redirects to `/`.',
  responses: { 302: { description: 'Redirect to /' } },
});
