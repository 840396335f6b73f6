import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A file under the data directory whose text `make` creates on first use (mode 0600), read back
 * ever after. It is written whole to a private temporary file, then linked into place: of two
 * processes starting at once, one text wins (link fails when the name exists) and nobody reads a
 * half-written file. `onMade` hears when this process made it.
 */
export function persistedFile(dataDir: string, name: string, make: () => string, onMade?: (file: string) => void) {
  const file = path.join(dataDir, name);
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(file)) {
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, make(), { mode: 0o600, flag: 'wx' });
    try {
      linkSync(temporary, file);
      onMade?.(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(temporary, { force: true });
    }
  }
  return readFileSync(file, 'utf8');
}

/** A secret kept in a file under the data directory, made on first use (embedded mode only). */
export function persistedSecret(dataDir: string, name: string): string {
  return persistedFile(dataDir, name, () => `${randomBytes(32).toString('base64url')}\n`).trim();
}
