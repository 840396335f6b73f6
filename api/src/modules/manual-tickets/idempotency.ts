import { createHash } from 'node:crypto';
import type { z } from '@hono/zod-openapi';
import type { GenerateTicketsBody } from './generation.schemas';

/**
 * What a generation request asks for, as one hash stored beside its idempotency key: a retry must ask
 * for the same thing (the e-mail in any case, the reason as trimmed by the schema) to get the first
 * answer back; another request under the same key is a 409, never a silent replay of something else.
 */
export function requestHash(input: z.infer<typeof GenerateTicketsBody>) {
  const canonical = JSON.stringify([
    input.userEmail.toLowerCase(),
    input.eventId,
    input.ticketTypeId,
    input.quantity,
    input.reason || null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Thrown inside the issuing transaction when the key turns out taken: it rolls everything back. */
export class KeyTaken extends Error {
  constructor() {
    super('idempotency key already used');
  }
}
