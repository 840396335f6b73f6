import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What a pool's worker answers for one task: its result, or the message of what it threw. */
type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

interface Task {
  id: number;
  input: unknown;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  /** Set while a worker has it: ends a task its worker never answers. */
  timer?: NodeJS.Timeout;
}

/** tsx's loader API, for a worker written in TypeScript (the API itself runs under tsx: `tsx src/server.ts`). */
const tsxApi = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;

/**
 * A worker's script: JavaScript as it is; TypeScript after registering tsx's loader in the worker's own
 * thread (Node 20 does not carry `--import tsx` into a worker's execArgv).
 */
const newWorker = (script: URL) =>
  script.pathname.endsWith('.ts')
    ? new Worker(
        `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); });`,
        { eval: true },
      )
    : new Worker(script);

/**
 * A small bounded pool of worker threads for CPU work that must not hold the API's event loop (a mail, a PDF):
 * at most `size` workers, started when first needed; tasks beyond wait in order. A worker that dies
 * fails its task and is replaced; so does one that has not answered within `timeoutMs` (a render stuck in
 * a loop would otherwise hold its thread, and the mail job waiting on it, for ever). Idle workers are
 * unref'd so they never keep a process alive.
 */
export function workerPool(script: URL, size: number, timeoutMs = 60_000) {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task>();
  const waiting: Task[] = [];
  let nextId = 0;

  const start = () => {
    const worker = newWorker(script);
    worker.on('message', (reply: Reply) => {
      const task = busy.get(worker);
      // None: its task timed out and the worker is being stopped; it must not take another.
      if (!task) return;
      busy.delete(worker);
      clearTimeout(task.timer);
      if (reply.ok) task.resolve(reply.result);
      else task.reject(new Error(reply.error));
      release(worker);
    });
    worker.on('error', (error) => fail(worker, error));
    worker.on('exit', () => {
      fail(worker, new Error('The worker thread stopped before it answered'));
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      drain();
    });
    return worker;
  };

  /** Fails the worker's task, if it still has one, and frees its place for a new worker. */
  const fail = (worker: Worker, error: Error) => {
    const task = busy.get(worker);
    busy.delete(worker);
    clearTimeout(task?.timer);
    task?.reject(error);
  };

  const release = (worker: Worker) => {
    worker.unref();
    idle.push(worker);
    drain();
  };

  const drain = () => {
    while (waiting.length > 0) {
      const worker = idle.pop() ?? (busy.size < size ? start() : undefined);
      if (!worker) return;
      const task = waiting.shift() as Task;
      busy.set(worker, task);
      worker.ref();
      task.timer = setTimeout(() => {
        fail(worker, new Error(`The worker thread did not answer within ${timeoutMs / 1000} s`));
        void worker.terminate();
      }, timeoutMs);
      task.timer.unref();
      worker.postMessage({ id: task.id, input: task.input });
    }
  };

  return {
    run<T>(input: unknown): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ id: nextId++, input, resolve: resolve as (result: unknown) => void, reject });
        drain();
      });
    },
    async close() {
      await Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate()));
    },
  };
}
