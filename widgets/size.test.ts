import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { expect, it } from 'vitest';

/** The widget's hard budget (pretix's widget is about 62 KB gzipped, Hi.Events' 378 KB). */
// Measured at zlib's default level, as the server compresses it.
const BUDGET = 12 * 1024;

it('builds /widget/v1.js under 12 KB gzipped', async () => {
  const root = path.dirname(fileURLToPath(import.meta.url));
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'pentas-widget-'));
  try {
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir } });
    const gzipped = gzipSync(await readFile(path.join(outDir, 'v1.js'))).length;
    console.log(
      `widget v1.js: ${gzipped} bytes, ${(gzipped / 1024).toFixed(2)} KB gzipped (budget ${BUDGET / 1024} KB)`,
    );
    expect(gzipped).toBeLessThan(BUDGET);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}, 60_000);
