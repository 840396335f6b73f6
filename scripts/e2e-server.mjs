// The product as `npm start` runs it, on a data directory of its own that starts empty.
import { rmSync } from 'node:fs';

if (!process.env.DATA_DIR) throw new Error('DATA_DIR must be set for the e2e server');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import('./start.mjs');
