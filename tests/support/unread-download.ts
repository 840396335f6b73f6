import { connect, type Socket } from 'node:net';

/** A GET over a raw socket whose body is never read: the client that stops reading a download. */
export interface UnreadDownload {
  status: number;
  /** The response head, lower-case names. */
  headers: Record<string, string>;
  socket: Socket;
  /** Settles when the connection is closed, by either side. */
  closed: Promise<void>;
  /** Reads the rest of the body to its end (the request asked the server to close after it). */
  readToEnd(): Promise<number>;
}

/**
 * Sends `GET path` with `cookie` to 127.0.0.1:`port`, waits for the response head, then pauses the
 * socket: the kernel's buffers fill and the server's writes wait, as with a client that went away
 * without closing. `Connection: close` makes the end of the body the end of the connection.
 */
export function openUnreadDownload(port: number, path: string, cookie: string): Promise<UnreadDownload> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return new Promise((resolve, reject) => {
    let head = Buffer.alloc(0);
    let bodyBytes = 0;
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onData);
      socket.pause();
      bodyBytes = head.length - end - 4;
      const [statusLine, ...lines] = head.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        socket,
        closed,
        readToEnd: () => {
          socket.on('data', (more: Buffer) => {
            bodyBytes += more.length;
          });
          socket.resume();
          return closed.then(() => bodyBytes);
        },
      });
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error(`${path}: closed before a response head`)));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`);
  });
}
