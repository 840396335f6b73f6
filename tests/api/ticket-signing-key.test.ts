import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../api/src/lib/logger';
import {
  createTicketSigner,
  generateTicketSigningKey,
  loadTicketSigner,
  SIGNING_KEY_FILE,
} from '../../api/src/lib/ticket-signing';

describe('the ticket signing key', () => {
  const log = createLogger({ level: 'silent', pretty: false });

  it('is made once in DATA_DIR (mode 0600) and reused on the next start', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pentas-key-'));
    const first = loadTicketSigner({ key: undefined, dataDir: dir, log });
    const file = path.join(dir, SIGNING_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain('-----BEGIN PRIVATE KEY-----');
    const second = loadTicketSigner({ key: undefined, dataDir: dir, log });
    expect(second.publicKey).toEqual(first.publicKey);
    const code = first.sign({ id: randomUUID(), eventId: 7, userId: 'abc' });
    expect(second.verify(code).ok).toBe(true);
  });

  it('uses TICKET_SIGNING_KEY when set (line breaks may be written as \\n), and refuses a broken key file', () => {
    const pem = generateTicketSigningKey();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pentas-key-'));
    const fromEnv = loadTicketSigner({ key: pem.replaceAll('\n', '\\n'), dataDir: dir, log });
    expect(fromEnv.publicKey).toEqual(createTicketSigner(pem).publicKey);
    writeFileSync(path.join(dir, SIGNING_KEY_FILE), 'not a key');
    expect(() => loadTicketSigner({ key: undefined, dataDir: dir, log })).toThrow(
      /does not hold an Ed25519 private key/,
    );
  });
});
