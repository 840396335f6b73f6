import { writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { renderPdfJob } from './documents/pdf-job';
import { renderDraft } from './mail-renderers';
import type { RenderTask } from './render-pool';

// Named, so `top -H` and the benchmarks (/proc/<pid>/task/*/comm) tell render threads from the rest (Linux).
try {
  writeFileSync('/proc/thread-self/comm', 'pentas-render');
} catch {
  // Not Linux: the thread keeps its name.
}

/** Makes what one message asks for (render-pool.ts), off the API's event loop. */
const render = (task: RenderTask) => ('mail' in task ? renderDraft(task.mail) : renderPdfJob(task.pdf));

parentPort?.on('message', async ({ id, input }: { id: number; input: RenderTask }) => {
  try {
    parentPort?.postMessage({ id, ok: true, result: await render(input) });
  } catch (error) {
    parentPort?.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
