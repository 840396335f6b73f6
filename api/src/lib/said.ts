import { BASE_LOCALE, type Locale } from '@pentas/i18n';

/**
 * Words a person reads, said once their language is known: a catalog message with its inputs. A
 * problem's detail and its field messages are these, so an answer is in the request's language
 * (lib/problem.ts) while logs, tests and the API document read the English.
 */
export type Said = (locale: Locale) => string;

/** What an error says: a catalog message to say in the reader's language, or fixed text. */
export type Words = string | Said;

/** A compiled catalog message (`m.key`): its inputs, then the language to say it in. */
export type Message<I> = (inputs: I, options: { locale?: Locale }) => string;

/** `said(m.problem_event_not_found)`, `said(m.problem_only_left, { count })`. */
export function said(message: Message<Record<string, never>>): Said;
export function said<I>(message: Message<I>, inputs: I): Said;
export function said<I>(message: Message<I>, inputs?: I): Said {
  return (locale) => message(inputs ?? ({} as I), { locale });
}

/** The words in `locale`; fixed text as it is. */
export const wordsIn = (words: Words, locale: Locale) => (typeof words === 'string' ? words : words(locale));

/** The English: what logs and the API document read. */
export const english = (words: Words) => wordsIn(words, BASE_LOCALE);
