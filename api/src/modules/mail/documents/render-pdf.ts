import type { Env } from '../../../env';
import { renderInWorker } from '../render-pool';
import type { PdfJob } from './pdf-job';

/** Renders a PDF for a download in a render thread (issue 28: never on the API's event loop). */
export async function renderPdf(env: Pick<Env, 'RENDER_THREADS'>, job: PdfJob): Promise<Buffer> {
  const bytes = await renderInWorker<Uint8Array>(env, { pdf: job });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
