import { m } from '@pentas/i18n/messages';
import { type core, z } from 'zod';
import { fieldMessage } from './field-message';

type Issue = core.$ZodRawIssue;

/**
 * zod's own message for an issue no schema worded ("Invalid input: expected string, received
 * undefined" is developer-speak, and English only): a catalog message instead, written through
 * fieldMessage so the validation hook says it in the caller's language. Every input here comes from
 * the schema (its bounds, formats and choices), never from the request, so the messages are few.
 */
function catalogMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return fieldMessage(m.problem_zod_required);
      return fieldMessage(kindMessage(issue.expected));
    case 'too_small':
      return tooSmall(issue.origin, Number(issue.minimum), issue.inclusive !== false, issue.exact === true);
    case 'too_big':
      return tooBig(issue.origin, Number(issue.maximum), issue.inclusive !== false, issue.exact === true);
    case 'invalid_format':
      return fieldMessage(formatMessage(issue.format));
    case 'invalid_value':
      return fieldMessage(m.problem_zod_one_of, { values: issue.values.map(String).join(', ') });
    case 'not_multiple_of':
      return fieldMessage(m.problem_zod_multiple_of, { divisor: issue.divisor });
    default:
      return fieldMessage(m.problem_zod_not_valid);
  }
}

function kindMessage(expected: string) {
  if (expected === 'string') return m.problem_zod_must_be_text;
  if (expected === 'number') return m.problem_zod_must_be_number;
  if (expected === 'int') return m.problem_must_be_whole_number;
  if (expected === 'boolean') return m.problem_zod_must_be_true_or_false;
  if (expected === 'array' || expected === 'tuple') return m.problem_zod_must_be_list;
  if (expected === 'object' || expected === 'record') return m.problem_zod_must_be_fields;
  return m.problem_zod_wrong_kind;
}

function tooSmall(origin: string, min: number, inclusive: boolean, exact: boolean): string {
  if (origin === 'date') return fieldMessage(m.problem_zod_not_valid);
  if (origin === 'string') {
    if (exact) return fieldMessage(m.problem_zod_text_exactly, { count: min });
    return min <= 1 ? fieldMessage(m.problem_zod_required) : fieldMessage(m.problem_zod_text_at_least, { min });
  }
  if (origin === 'array' || origin === 'set') return fieldMessage(m.problem_zod_list_at_least, { min });
  return inclusive ? fieldMessage(m.problem_must_be_at_least, { min }) : fieldMessage(m.problem_zod_more_than, { min });
}

function tooBig(origin: string, max: number, inclusive: boolean, exact: boolean): string {
  if (origin === 'date') return fieldMessage(m.problem_zod_not_valid);
  if (origin === 'string') {
    return exact
      ? fieldMessage(m.problem_zod_text_exactly, { count: max })
      : fieldMessage(m.problem_zod_text_at_most, { max });
  }
  if (origin === 'array' || origin === 'set') return fieldMessage(m.problem_zod_list_at_most, { max });
  return inclusive ? fieldMessage(m.problem_must_be_at_most, { max }) : fieldMessage(m.problem_zod_less_than, { max });
}

function formatMessage(format: string) {
  if (format === 'email') return m.problem_zod_email;
  if (format === 'url') return m.problem_zod_web_address;
  if (format === 'datetime') return m.problem_zod_date_time;
  if (format === 'date') return m.problem_zod_date;
  return m.problem_zod_format;
}

/** From here on, zod words every issue a schema did not word itself from the catalog. */
export function catalogForZodDefaults() {
  z.config({ customError: catalogMessage });
}
