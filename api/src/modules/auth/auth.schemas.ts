import { z } from '@hono/zod-openapi';
import { permissions, roles } from '../../lib/permissions';

export const SignUpBody = z
  .object({
    email: z.email('Please enter a valid email address').max(254).openapi({ example: 'aisyah@example.com' }),
    password: z
      .string({ error: 'Password is required' })
      .min(8, 'Password must be at least 8 characters')
      .max(128, 'Password too long')
      .openapi({ example: 'correct-horse-battery' }),
    firstName: z
      .string({ error: 'First name is required' })
      .trim()
      .min(1, 'First name is required')
      .max(50, 'First name too long')
      .openapi({ example: 'Aisyah' }),
    lastName: z.string().trim().max(50, 'Last name too long').default('').openapi({ example: 'Rahman' }),
  })
  .openapi('SignUpRequest');

export const SignInBody = z
  .object({
    email: z.email('Please enter a valid email address').max(254).openapi({ example: 'customer@pentas.test' }),
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(128)
      .openapi({ example: 'pentas-demo' }),
  })
  .openapi('SignInRequest');

export const CurrentUser = z
  .object({
    id: z.string().openapi({ example: 'k2n4v0x8b1c3' }),
    email: z.string().openapi({ example: 'customer@pentas.test' }),
    firstName: z.string().nullable().openapi({ example: 'Chloe' }),
    lastName: z.string().nullable().openapi({ example: 'Tan' }),
    role: z.enum(roles).openapi({ example: 'customer' }),
    permissions: z.array(z.enum(permissions)).openapi({ example: ['purchase-tickets', 'dashboard'] }),
  })
  .openapi('CurrentUser');

export const ReturnToQuery = z.object({
  returnTo: z
    .string()
    .max(2000)
    .optional()
    .openapi({ param: { name: 'returnTo', in: 'query' }, example: '/events/12' }),
});
