import { z } from '@hono/zod-openapi';
import { m } from '@pentas/i18n/messages';
import { fromMinor, MAX_PRICE_MINOR, toMinor } from '@pentas/openapi';
import { fieldMessage } from './field-message';

/**
 * The shapes every input field is built from (bodies, queries, paths), so that what PostgreSQL
 * cannot take is refused as a 422 at the door, once for all fields, instead of failing a query (a 500).
 */

/** The largest value of PostgreSQL's `integer` (our serial ids): a larger id makes the query fail. */
export const MAX_ID = 2_147_483_647;

// \p{Cc} is C0, DEL and C1 (NUL among them: PostgreSQL cannot store it in text). \p{Cs} matches only a
// lone surrogate half (a pair is one code point in a /u pattern): not Unicode, so not valid UTF-8.
const CONTROL_OR_LONE_SURROGATE = /[\p{Cc}\p{Cs}]/u;
const CONTROL_BUT_LINE_BREAK_OR_LONE_SURROGATE = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;
const NUL_OR_LONE_SURROGATE = /\0|\p{Cs}/u;
const NOT_PLAIN_TEXT = fieldMessage(m.problem_not_plain_text);

/** One line of text (a title, a name, a search, an id from elsewhere): trimmed, no control characters. */
export const singleLineText = (error?: string) =>
  z
    .string(error)
    .trim()
    .refine((v) => !CONTROL_OR_LONE_SURROGATE.test(v), NOT_PLAIN_TEXT);

/** Text of several lines (a description): trimmed; tab, CR and LF are its only control characters. */
export const multiLineText = (error?: string) =>
  z
    .string(error)
    .trim()
    .refine((v) => !CONTROL_BUT_LINE_BREAK_OR_LONE_SURROGATE.test(v), NOT_PLAIN_TEXT);

/** A password: anything the user can type, as typed (not trimmed), but never NUL or broken Unicode. */
export const passwordText = (error?: string) =>
  z.string(error).refine((v) => !NUL_OR_LONE_SURROGATE.test(v), NOT_PLAIN_TEXT);

/** A password someone chooses (sign-up, reset, change): the one length rule, as the web forms say it. */
export const newPasswordText = (error = fieldMessage(m.auth_password_required)) =>
  passwordText(error)
    .min(8, fieldMessage(m.auth_new_password_too_short))
    .max(128, fieldMessage(m.problem_password_too_long))
    .openapi({ example: 'correct-horse-battery' });

/** An e-mail address, at most 254 characters (RFC 5321's path limit). */
export const emailAddress = (message = fieldMessage(m.email_invalid)) => z.email(message).max(254, message);

/** An id in a JSON body: a whole number that fits the database's integer ids. */
export const recordId = (error?: string) =>
  z
    .number(error)
    .int(fieldMessage(m.problem_must_be_whole_number))
    .min(1, fieldMessage(m.problem_must_be_at_least, { min: 1 }))
    .max(MAX_ID, fieldMessage(m.problem_must_be_at_most, { max: MAX_ID }));

/** An id in a path: digits (no sign, no exponent) within the database's integer ids. */
export const pathId = () =>
  z
    .string()
    .regex(/^\d{1,10}$/, fieldMessage(m.problem_must_be_whole_number))
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID, fieldMessage(m.problem_must_be_between, { min: 1, max: MAX_ID }));

/** A price as a decimal string (at most 2 decimals), exact in minor units and at most MAX_PRICE_MINOR. */
export const priceText = (error = fieldMessage(m.org_price_required)) =>
  singleLineText(error)
    .min(1, error)
    .refine((v) => toMinor(v) !== null, fieldMessage(m.org_price_invalid))
    .refine(
      (v) => (toMinor(v) ?? 0) <= MAX_PRICE_MINOR,
      fieldMessage(m.problem_price_at_most, { max: fromMinor(MAX_PRICE_MINOR) }),
    );

/**
 * `page` and `pageSize` of a list (query strings, so digits): bounded, so no request reads a whole
 * table; the total goes in `X-Total-Count`.
 */
export const pageQuery = (maxPageSize: number, examplePageSize: number) =>
  z.object({
    page: z
      .string()
      .regex(/^\d{1,6}$/, fieldMessage(m.problem_page_whole_number))
      .transform(Number)
      .refine((n) => n >= 1, fieldMessage(m.problem_page_starts_at_one))
      .optional()
      .openapi({ param: { name: 'page', in: 'query' }, type: 'integer', example: 1 }),
    pageSize: z
      .string()
      .regex(/^\d{1,6}$/, fieldMessage(m.problem_page_size_whole_number))
      .transform(Number)
      .refine(
        (n) => n >= 1 && n <= maxPageSize,
        fieldMessage(m.problem_page_size_between, { min: 1, max: maxPageSize }),
      )
      .optional()
      .openapi({ param: { name: 'pageSize', in: 'query' }, type: 'integer', example: examplePageSize }),
  });

/** better-auth's ids (and the seed's): letters, digits, `_` and `-`. */
export const userIdText = () => z.string().regex(/^[\w-]{1,100}$/, fieldMessage(m.problem_must_be_user_id));
