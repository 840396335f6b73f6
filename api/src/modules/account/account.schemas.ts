import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fieldMessage } from '../../lib/field-message';
import { emailAddress, newPasswordText, passwordText, singleLineText } from '../../lib/input-schemas';

export const NameBody = z
  .object({
    firstName: singleLineText(fieldMessage(m.auth_first_name_required))
      .min(1, fieldMessage(m.auth_first_name_required))
      .max(50, fieldMessage(m.problem_first_name_too_long))
      .openapi({ example: 'Aisyah' }),
    lastName: singleLineText()
      .max(50, fieldMessage(m.problem_last_name_too_long))
      .default('')
      .openapi({ example: 'Rahman' }),
  })
  .openapi('ChangeNameRequest');

export const PasswordBody = z
  .object({
    currentPassword: passwordText(fieldMessage(m.acct_current_password_required))
      .min(1, fieldMessage(m.acct_current_password_required))
      .max(128)
      .openapi({ example: 'pentas-demo' }),
    newPassword: newPasswordText(fieldMessage(m.mail_reset_action)),
  })
  .openapi('ChangePasswordRequest');

export const EmailBody = z
  .object({ newEmail: emailAddress().openapi({ example: 'aisyah.rahman@example.com' }) })
  .openapi('ChangeEmailRequest');

export const EmailAnswer = z
  .object({ message: z.string().openapi({ example: 'We sent a link to aisyah.rahman@example.com.' }) })
  .openapi('ChangeEmailAnswer');

export const ConfirmEmailQuery = z.object({
  token: z
    .string()
    .max(2000)
    .openapi({ param: { name: 'token', in: 'query' }, example: 'eyJhbGciOiJIUzI1NiJ9.e30.sig' }),
});

export const ConfirmEmailBody = z.object({ token: z.string().min(1).max(2000) }).openapi('ConfirmEmailBody');

export const ConfirmEmailAnswer = z
  .object({
    outcome: z.enum(['confirmed', 'changed', 'link-invalid']).openapi({
      description:
        "confirmed: the account's address is confirmed; changed: the account now has the new address; link-invalid: the link is unknown, used or expired",
    }),
  })
  .openapi('ConfirmEmailAnswer');

export const DeleteBody = z
  .object({
    confirmEmail: z
      .string()
      .max(320)
      .openapi({ description: "The account's e-mail address, typed to confirm", example: 'aisyah@example.com' }),
  })
  .openapi('DeleteAccountRequest');
