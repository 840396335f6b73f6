import net from 'node:net';
import { performance } from 'node:perf_hooks';

/** One answer: its status, its body as text, and the milliseconds from sending to its last byte. */
export interface LeanAnswer {
  status: number;
  ms: number;
  body: string;
}

/**
 * A minimal HTTP/1.1 client for a load generator that shares the machine's cores with the server it
 * measures: keep-alive sockets, one request in flight on each, every request written as one string,
 * each answer read by its Content-Length. node:http's client (ClientRequest, IncomingMessage, the agent's
 * bookkeeping) cost about 0.4-0.6 ms of CPU per flash-sale checkout on this machine, CPU the server did
 * not get. It speaks only what the benchmarks need: answers with a Content-Length, uncompressed; anything
 * else fails loudly rather than being misread.
 */
export class LeanHttpClient {
  readonly #idle = new Map<string, LeanConnection[]>();
  readonly #all: LeanConnection[] = [];

  /** POSTs `body` (JSON) to `url` + `path` with these extra headers, on an idle connection or a new one. */
  async post(url: string, path: string, body: string, headers: Record<string, string> = {}): Promise<LeanAnswer> {
    const { host, hostname, port } = new URL(url);
    const lines = [
      `POST ${path} HTTP/1.1`,
      `host: ${host}`,
      'content-type: application/json',
      `content-length: ${Buffer.byteLength(body)}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    const idle = this.#idle.get(url) ?? [];
    this.#idle.set(url, idle);
    // The server closes a keep-alive connection idle for its keep-alive time (a pause before the sale):
    // one idle for nearly that long may be closed as the request goes out, so it is not reused either.
    let connection = idle.pop();
    while (connection && (connection.closed || connection.idleMs() > REUSE_WITHIN_MS)) {
      connection.close();
      connection = idle.pop();
    }
    connection ??= this.#open(hostname, Number(port));
    const answer = await connection.send(`${lines.join('\r\n')}\r\n\r\n${body}`);
    idle.push(connection);
    return answer;
  }

  close() {
    for (const connection of this.#all) connection.close();
  }

  #open(hostname: string, port: number) {
    const connection = new LeanConnection(hostname, port);
    this.#all.push(connection);
    return connection;
  }
}

const HEAD_END = Buffer.from('\r\n\r\n');
/** Under the server's keep-alive time (HTTP_KEEP_ALIVE_SECONDS, 5 s by default), with a margin. */
const REUSE_WITHIN_MS = 2_000;

class LeanConnection {
  readonly #socket: net.Socket;
  #received: Buffer = Buffer.alloc(0);
  /** Closed by either side: a request written to it would never be answered. */
  closed = false;
  #waiting: { resolve: (answer: LeanAnswer) => void; reject: (error: Error) => void; started: number } | undefined;
  #idleSince = performance.now();

  constructor(hostname: string, port: number) {
    this.#socket = net.connect(port, hostname);
    this.#socket.setNoDelay(true);
    this.#socket.on('data', (chunk: Buffer) => this.#read(chunk));
    this.#socket.on('error', (error) => this.#fail(error));
    this.#socket.on('close', () => {
      this.closed = true;
      this.#fail(new Error('the server closed the connection'));
    });
  }

  send(request: string): Promise<LeanAnswer> {
    if (this.#waiting) throw new Error('one request at a time on a connection');
    if (this.closed) return Promise.reject(new Error('the connection is closed'));
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject, started: performance.now() };
      this.#socket.write(request);
    });
  }

  close() {
    this.#socket.destroy();
  }

  /** How long it has been waiting for a request since its last answer (or its opening). */
  idleMs() {
    return performance.now() - this.#idleSince;
  }

  #read(chunk: Buffer) {
    this.#received = this.#received.length ? Buffer.concat([this.#received, chunk]) : chunk;
    const headEnd = this.#received.indexOf(HEAD_END);
    if (headEnd < 0 || !this.#waiting) return;
    const head = this.#received.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length || /\r\ncontent-encoding:/i.test(head)) {
      this.#fail(new Error(`an answer this client cannot read: ${head.split('\r\n')[0]}`));
      return;
    }
    const end = headEnd + HEAD_END.length + Number(length[1]);
    if (this.#received.length < end) return;
    const { resolve, started } = this.#waiting;
    this.#waiting = undefined;
    const body = this.#received.toString('utf8', headEnd + HEAD_END.length, end);
    this.#received = this.#received.subarray(end);
    this.#idleSince = performance.now();
    resolve({ status: Number(head.slice(9, 12)), ms: performance.now() - started, body });
  }

  #fail(error: Error) {
    const waiting = this.#waiting;
    this.#waiting = undefined;
    waiting?.reject(error);
  }
}
