import type { Env } from '../../env';
import { workerPool } from '../../lib/worker-pool';
import type { PdfJob } from './documents/pdf-job';
import type { MailDraft } from './render-mail';

/** What a render thread is asked to make: a mail from its kind's data, or a download's PDF. */
export type RenderTask = { mail: MailDraft } | { pdf: PdfJob };

let pool: ReturnType<typeof workerPool> | undefined;

/**
 * The process's one pool of render threads (render-worker.ts), `RENDER_THREADS` of them at most, started
 * when first needed (sized by the first caller's settings: one process, one environment). Mails and
 * downloads share it, so rendering never takes more of the cores than that however many jobs run.
 */
export function renderInWorker<T>(env: Pick<Env, 'RENDER_THREADS'>, task: RenderTask): Promise<T> {
  pool ??= workerPool(new URL('./render-worker.ts', import.meta.url), env.RENDER_THREADS);
  return pool.run<T>(task);
}
