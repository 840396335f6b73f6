import { z } from '@hono/zod-openapi';
import { cookieAuth, jsonBody, jsonContent, problems, problemsOfOneStatus } from '../../lib/openapi';
import { totalCountHeader } from '../../lib/pagination';
import { defineRoute } from '../../lib/route';
import { AdminUser, adminUserExample, RoleChangeBody, UserIdParam, UserListQuery } from './users.schemas';
import { lastAdmin, ownRole } from './users.service';

export const listUsers = defineRoute({
  method: 'get',
  path: '/api/admin/users',
  operationId: 'listUsers',
  tags: ['Admin'],
  summary: 'Users and their roles',
  description:
    "A page of users in natural order by name ('Buyer 2' before 'Buyer 19'; `pageSize` default 20, at most 100; the total in `X-Total-Count`). `query` matches part of the e-mail, first name or last name, in any case, in the database (a trigram index), so an installation of 100,000 users answers one page. Admins only (`manage-users`).",
  security: cookieAuth,
  request: { query: UserListQuery },
  responses: {
    200: { ...jsonContent(z.array(AdminUser), 'One page of users', [adminUserExample]), headers: totalCountHeader },
    ...problems(403, 422),
  },
});

export const changeUserRole = defineRoute({
  method: 'patch',
  path: '/api/admin/users/{userId}/role',
  operationId: 'changeUserRole',
  tags: ['Admin'],
  summary: "Change a user's role",
  description:
    "Sets another user's role (customer, reseller, organizer or admin); it counts from that user's next request. Admins only (`manage-users`). Refused with 409: one's own role (`own_role`: the panel hides the buttons for oneself) and the last admin's (`last_admin`; two admins demoting each other at once leave one admin). Setting the role a user already has changes nothing. Every change is written to the audit log with the role before and after.",
  security: cookieAuth,
  request: { params: UserIdParam, body: jsonBody(RoleChangeBody, { role: 'organizer' }) },
  responses: {
    200: jsonContent(AdminUser, 'The user with the new role', { ...adminUserExample, role: 'organizer' }),
    ...problems(403, 404, 422),
    409: problemsOfOneStatus('Their own role, or the last admin', { own_role: ownRole(), last_admin: lastAdmin() }),
  },
});
