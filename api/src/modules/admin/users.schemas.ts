import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';
import { singleLineText, userIdText } from '../../lib/input-schemas';
import { PageQuery } from '../../lib/pagination';
import { roles } from '../../lib/permissions';

export const UserListQuery = PageQuery.extend({
  query: singleLineText()
    .max(100, fieldMessage(m.problem_search_text_too_long, { max: 100 }))
    .optional()
    .openapi({
      param: { name: 'query', in: 'query' },
      description: 'Part of the e-mail, first name or last name, any case',
      example: 'chloe',
    }),
});

export const UserIdParam = z.object({
  userId: userIdText().openapi({ param: { name: 'userId', in: 'path', required: true }, example: 'u_chloe' }),
});

export const RoleChangeBody = z
  .object({
    role: z.enum(roles, fieldMessage(m.problem_admin_role_one_of)).openapi({ example: 'organizer' }),
  })
  .openapi('RoleChange');

export const AdminUser = z
  .object({
    id: z.string().openapi({ example: 'u_chloe' }),
    email: z.string().openapi({ example: 'chloe@example.com' }),
    firstName: z.string().nullable().openapi({ example: 'Chloe' }),
    lastName: z.string().nullable().openapi({ example: 'Tan' }),
    name: z.string().openapi({ example: 'Chloe Tan' }),
    role: z.enum(roles).openapi({ example: 'customer' }),
    createdAt: z.string().openapi({ example: '2026-10-02T08:15:00.000Z' }),
  })
  .openapi('AdminUser');

export const adminUserExample = {
  id: 'u_chloe',
  email: 'chloe@example.com',
  firstName: 'Chloe',
  lastName: 'Tan',
  name: 'Chloe Tan',
  role: 'customer' as const,
  createdAt: '2026-10-02T08:15:00.000Z',
};
