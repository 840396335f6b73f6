import { english, type Message, type Said, said, type Words } from './said';

/**
 * zod keeps a schema's message as text: each schema message is written as a catalog message, through
 * here, and the request's validation hook (app.ts) finds it again by its English, so the field's
 * message is said in the caller's language (decision 78) while the schema, logs and the API document
 * keep the English.
 */
const byEnglish = new Map<string, Said>();

/** A request schema's message: `.min(1, fieldMessage(m.problem_code_required))`; gives its English. */
export function fieldMessage(message: Message<Record<string, never>>): string;
export function fieldMessage<I>(message: Message<I>, inputs: I): string;
export function fieldMessage<I>(message: Message<I>, inputs?: I): string {
  const words = said(message, inputs as I);
  const text = english(words);
  byEnglish.set(text, words);
  return text;
}

/** A validation issue's words: the catalog message a schema gave it, else zod's own English. */
export const fieldWords = (message: string): Words => byEnglish.get(message) ?? message;
