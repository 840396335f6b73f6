import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign as signBytes,
  verify as verifyBytes,
} from 'node:crypto';
import path from 'node:path';
import type { Logger } from './logger';
import { persistedFile } from './secrets';

/**
 * Signed ticket codes (docs/design/door.md). A QR code carries
 * `ticket:{ticketId}:{eventId}:{userId}:{signature}`, the signature being the base64url Ed25519
 * signature of the exact text `ticket:{ticketId}:{eventId}:{userId}`. Anyone holding the public key
 * (`GET /api/tickets/signing-key`) can tell a real code from a forged one without the database;
 * whether the ticket is still usable is decided by the database at scan time.
 */
export const PAYLOAD_FORMAT = 'ticket:{ticketId}:{eventId}:{userId}:{signature}' as const;
export const SIGNING_KEY_FILE = 'ticket-signing-key.pem';

interface SignableTicket {
  id: string;
  eventId: number;
  userId: string;
}

interface TicketCodeParts {
  ticketId: string;
  eventId: number;
  userId: string;
}

type VerifyFailure = 'malformed' | 'bad_signature';
type VerifyResult = ({ ok: true } & TicketCodeParts) | { ok: false; reason: VerifyFailure };

export interface TicketSigner {
  /** The whole QR payload, signature included. */
  sign(ticket: SignableTicket): string;
  /** Parses and checks a payload; never throws, whatever the input. */
  verify(payload: string): VerifyResult;
  publicKey: {
    /** SubjectPublicKeyInfo, PEM. */
    pem: string;
    /** The 32 raw key bytes, base64url. */
    raw: string;
  };
}

/** Longest payload worth looking at: a real one is about 180 characters. */
const MAX_PAYLOAD = 512;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** 64 signature bytes are 86 base64url characters without padding. */
/** A holder id: printable ASCII without ':' (better-auth's ids are letters and digits). */
const HOLDER = '[\\x21-\\x39\\x3b-\\x7e]{1,128}';
const PAYLOAD = new RegExp(`^ticket:(${UUID}):([1-9][0-9]{0,9}):(${HOLDER}):([A-Za-z0-9_-]{86})$`);
const TICKET_ID = new RegExp(`^${UUID}$`);
const USER_ID = new RegExp(`^${HOLDER}$`);
const MAX_EVENT_ID = 2 ** 31 - 1;

const message = (t: TicketCodeParts) => `ticket:${t.ticketId}:${t.eventId}:${t.userId}`;

/** A signer over one Ed25519 private key (a KeyObject or PKCS#8 PEM text). */
export function createTicketSigner(key: KeyObject | string): TicketSigner {
  const privateKey = typeof key === 'string' ? parsePrivateKey(key) : key;
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('the ticket signing key must be an Ed25519 key');
  const publicKey = createPublicKey(privateKey);
  const jwk = publicKey.export({ format: 'jwk' });

  return {
    sign(ticket) {
      const parts = { ticketId: ticket.id, eventId: ticket.eventId, userId: ticket.userId };
      if (!TICKET_ID.test(parts.ticketId) || !USER_ID.test(parts.userId)) {
        throw new Error('ticket id or holder id cannot be put in a ticket code');
      }
      const text = message(parts);
      return `${text}:${signBytes(null, Buffer.from(text), privateKey).toString('base64url')}`;
    },
    verify(payload) {
      if (typeof payload !== 'string' || payload.length > MAX_PAYLOAD) return { ok: false, reason: 'malformed' };
      const m = PAYLOAD.exec(payload);
      if (!m) return { ok: false, reason: 'malformed' };
      const parts = { ticketId: m[1], eventId: Number(m[2]), userId: m[3] };
      if (parts.eventId > MAX_EVENT_ID) return { ok: false, reason: 'malformed' };
      const signature = Buffer.from(m[4], 'base64url');
      // base64url ignores the last character's spare bits: only the one canonical spelling counts.
      if (signature.length !== 64 || signature.toString('base64url') !== m[4]) {
        return { ok: false, reason: 'bad_signature' };
      }
      return verifyBytes(null, Buffer.from(message(parts)), publicKey, signature)
        ? { ok: true, ...parts }
        : { ok: false, reason: 'bad_signature' };
    },
    publicKey: {
      pem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      raw: jwk.x as string,
    },
  };
}

/** A new Ed25519 private key as PKCS#8 PEM. */
export function generateTicketSigningKey(): string {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** The key in PEM text; `\n` written literally (one-line environment variables) counts as a line break. */
function parsePrivateKey(pem: string): KeyObject {
  return createPrivateKey({ key: pem.includes('\\n') ? pem.replaceAll('\\n', '\n') : pem, format: 'pem' });
}

/** True when the text is a PKCS#8 PEM Ed25519 private key (env.ts checks TICKET_SIGNING_KEY with it). */
export function isEd25519PrivateKey(pem: string): boolean {
  try {
    return parsePrivateKey(pem).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

/**
 * The process's signer: TICKET_SIGNING_KEY when set, else the key in DATA_DIR/ticket-signing-key.pem,
 * made (mode 0600) on the first start and reused afterwards.
 */
export function loadTicketSigner(options: { key: string | undefined; dataDir: string; log: Logger }): TicketSigner {
  // Production on a shared database cannot get here without a key (env.ts requires it).
  if (options.key) return createTicketSigner(options.key);
  return createTicketSigner(persistedKey(options.dataDir, options.log));
}

function persistedKey(dataDir: string, log: Logger): string {
  const pem = persistedFile(dataDir, SIGNING_KEY_FILE, generateTicketSigningKey, (file) =>
    log.info({ file }, 'made a new ticket signing key'),
  );
  if (!isEd25519PrivateKey(pem)) {
    throw new Error(
      `${path.join(dataDir, SIGNING_KEY_FILE)} does not hold an Ed25519 private key (PKCS#8 PEM); remove it to make a new one`,
    );
  }
  return pem;
}
