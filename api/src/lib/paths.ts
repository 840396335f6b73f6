import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: relative settings (DATA_DIR, WEB_DIST, …) are taken from here. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function fromRoot(p: string) {
  return path.resolve(repoRoot, p);
}
