import type { ExportSlot } from './export-slots';

const encoder = new TextEncoder();

interface PagedBody {
  /** The file's text, a page at a time: each `next()` may run one short query. */
  chunks: AsyncIterator<string>;
  /** The export's place in the budget, freed however the stream ends. */
  slot: ExportSlot;
  writeTimeoutMs: number;
  /** The client has not taken the last chunk for `writeTimeoutMs`: cut it off. */
  onStalled: (controller: ReadableStreamDefaultController<Uint8Array>) => void;
  /** A page could not be read: the file can only be cut short (never ended as if whole). */
  onFailed: (err: unknown, controller: ReadableStreamDefaultController<Uint8Array>) => void;
}

/**
 * A response body pulled by the client: the next page is read only when the server asks for more,
 * which @hono/node-server does once the socket has drained (highWaterMark 0: nothing read ahead).
 * While it waits on the socket nothing is held but the last row's key. The slot is released on the
 * last page, on the client's abort (cancel), on a failed page and on the write timeout, once.
 */
export function pagedBody({ chunks, slot, writeTimeoutMs, onStalled, onFailed }: PagedBody) {
  let timer: NodeJS.Timeout | undefined;
  let ended = false;
  const end = () => {
    if (ended) return false;
    ended = true;
    clearTimeout(timer);
    slot.release();
    chunks.return?.().catch(() => undefined);
    return true;
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        clearTimeout(timer);
        if (ended) return;
        try {
          const next = await chunks.next();
          if (ended) return;
          if (next.done) {
            end();
            controller.close();
            return;
          }
          controller.enqueue(encoder.encode(next.value));
          timer = setTimeout(() => {
            if (end()) onStalled(controller);
          }, writeTimeoutMs);
          timer.unref();
        } catch (err) {
          if (!end()) return;
          onFailed(err, controller);
        }
      },
      cancel() {
        end();
      },
    },
    { highWaterMark: 0 },
  );
}
