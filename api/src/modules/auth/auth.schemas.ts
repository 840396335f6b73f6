import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';
import { emailAddress, newPasswordText, passwordText, singleLineText } from '../../lib/input-schemas';
import { permissions, roles } from '../../lib/permissions';

export const SignUpBody = z
  .object({
    email: emailAddress().openapi({ example: 'aisyah@example.com' }),
    password: newPasswordText(),
    firstName: singleLineText(fieldMessage(m.auth_first_name_required))
      .min(1, fieldMessage(m.auth_first_name_required))
      .max(50, fieldMessage(m.problem_first_name_too_long))
      .openapi({ example: 'Aisyah' }),
    lastName: singleLineText()
      .max(50, fieldMessage(m.problem_last_name_too_long))
      .default('')
      .openapi({ example: 'Rahman' }),
  })
  .openapi('SignUpRequest');

export const SignInBody = z
  .object({
    email: emailAddress().openapi({ example: 'customer@pentas.test' }),
    password: passwordText(fieldMessage(m.auth_password_required))
      .min(1, fieldMessage(m.auth_password_required))
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
  // Not singleLineText: a navigation, so a return path that is not safe (control characters among the
  // reasons, see safeReturnPath) is dropped and the visitor still lands on the sign-in page, not on a 422.
  returnTo: z
    .string()
    .max(2000)
    .optional()
    .openapi({ param: { name: 'returnTo', in: 'query' }, example: '/events/12' }),
});

export const ForgotPasswordBody = z
  .object({ email: emailAddress().openapi({ example: 'customer@pentas.test' }) })
  .openapi('ForgotPasswordRequest');

export const ForgotPasswordAnswer = z
  .object({
    message: z.string().openapi({
      example:
        "If an account exists for that address, we've sent a link to set a new password. It works once, for 30 minutes.",
    }),
  })
  .openapi('ForgotPasswordAnswer');

export const ResetPasswordBody = z
  .object({
    token: singleLineText(fieldMessage(m.problem_reset_link_incomplete))
      .min(1, fieldMessage(m.problem_reset_link_incomplete))
      .max(200)
      .openapi({
        example: 'Xb9kq2LmN4pR7sT1vW3yZ5aC',
      }),
    newPassword: newPasswordText(),
  })
  .openapi('ResetPasswordRequest');
