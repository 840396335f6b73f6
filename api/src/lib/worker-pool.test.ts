import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { workerPool } from './worker-pool';

/** A worker that echoes its input, throws for 'throw', dies (exits its thread) for 'die' and never answers 'hang'. */
const script = path.join(mkdtempSync(path.join(os.tmpdir(), 'pentas-pool-')), 'echo-worker.mjs');
writeFileSync(
  script,
  `import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id, input }) => {
  if (input === 'die') process.exit(1);
  if (input === 'hang') for (;;);
  if (input === 'throw') return parentPort.postMessage({ id, ok: false, error: 'could not make it' });
  parentPort.postMessage({ id, ok: true, result: input + ' made' });
});`,
);

describe('a pool of worker threads', () => {
  it('fails only the task whose worker died or threw, and goes on with a new worker', async () => {
    const pool = workerPool(pathToFileURL(script), 1);
    try {
      // One worker, three tasks in order: the first kills it, the second waits for its replacement.
      const [died, after, failed] = await Promise.allSettled([pool.run('die'), pool.run('a'), pool.run('throw')]);
      expect(died).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/stopped/) } });
      expect(after).toEqual({ status: 'fulfilled', value: 'a made' });
      expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'could not make it' } });
      expect(await pool.run('b')).toBe('b made');
    } finally {
      await pool.close();
    }
  });

  it('fails a task its worker never answers, stops that worker, and goes on with a new one', async () => {
    const pool = workerPool(pathToFileURL(script), 1, 300);
    try {
      const [hung, after] = await Promise.allSettled([pool.run('hang'), pool.run('c')]);
      expect(hung).toMatchObject({
        status: 'rejected',
        reason: { message: expect.stringMatching(/did not answer within 0.3 s/) },
      });
      expect(after).toEqual({ status: 'fulfilled', value: 'c made' });
    } finally {
      await pool.close();
    }
  });
});
