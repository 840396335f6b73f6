import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { listenHttp } from '../../api/src/lib/http-server';

/**
 * The HTTP server's own limits, over real sockets on loopback: idle and slow connections are closed,
 * and one address cannot hold more than its share. Short limits here; the defaults are in env.ts.
 */
const settings = {
  PORT: 0,
  HOST: '127.0.0.1',
  TRUST_PROXY: false,
  HTTP_HEADERS_TIMEOUT_SECONDS: 1,
  HTTP_REQUEST_TIMEOUT_SECONDS: 2,
  HTTP_KEEP_ALIVE_SECONDS: 1,
  MAX_CONNECTIONS_PER_ADDRESS: 8,
};
// Reads a request's whole body before answering, as the API's JSON routes do.
const server: Server = await listenHttp(
  async (request) => new Response(String((await request.text()).length)),
  settings,
);
const port = (server.address() as { port: number }).port;
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A raw connection, and when it was closed by the server (ms after opening), if it was. */
function open() {
  const socket = connect(port, '127.0.0.1');
  const opened = Date.now();
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
  socket.on('error', () => {});
  socket.on('data', () => {});
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected };
}

/** Writes one byte every `everyMs` until the socket closes. */
function trickle(socket: Socket, bytes: string, everyMs: number) {
  let i = 0;
  const timer = setInterval(() => {
    if (socket.destroyed) return clearInterval(timer);
    socket.write(bytes[i % bytes.length]);
    i += 1;
  }, everyMs);
  return () => clearInterval(timer);
}

/** Settles with the close time, or fails the test if the server keeps the socket past `withinMs`. */
async function closedWithin({ closed, socket }: ReturnType<typeof open>, withinMs: number) {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`still open after ${withinMs} ms`)), withinMs).unref(),
  );
  try {
    return await Promise.race([closed, timeout]);
  } finally {
    socket.destroy();
  }
}

describe('the HTTP server', () => {
  it('closes a connection that sends nothing once the headers time has passed', async () => {
    const idle = open();
    expect(await closedWithin(idle, 4000)).toBeGreaterThanOrEqual(900);
  });

  it('closes a connection whose headers trickle in (slowloris)', async () => {
    const slow = open();
    await slow.connected;
    slow.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    const stop = trickle(slow.socket, 'X-Padding: a\r\n', 100);
    expect(await closedWithin(slow, 4000)).toBeGreaterThanOrEqual(900);
    stop();
  });

  it('closes a request whose body trickles in past the request time', async () => {
    const slow = open();
    await slow.connected;
    slow.socket.write(
      'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n',
    );
    const stop = trickle(slow.socket, 'a', 100);
    expect(await closedWithin(slow, 6000)).toBeGreaterThanOrEqual(1900);
    stop();
  });

  it('closes a kept-alive connection left idle after its answer', async () => {
    const kept = open();
    await kept.connected;
    const answered = new Promise<void>((resolve) => kept.socket.once('data', () => resolve()));
    kept.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await answered;
    expect(await closedWithin(kept, 4000)).toBeLessThan(4000);
  });

  it('holds at most MAX_CONNECTIONS_PER_ADDRESS open from one address, and serves again once they close', async () => {
    const sockets = Array.from({ length: 12 }, () => open());
    await Promise.all(sockets.map((s) => s.connected));
    // The first eight are kept (until their headers time); the four beyond the cap are closed at once.
    const closedAtOnce = await Promise.all(
      sockets.slice(8).map((s) => Promise.race([s.closed, new Promise<number>((r) => setTimeout(() => r(-1), 500))])),
    );
    expect(closedAtOnce.every((ms) => ms >= 0 && ms < 500)).toBe(true);
    expect(sockets.slice(0, 8).every((s) => !s.socket.destroyed)).toBe(true);
    for (const s of sockets) s.socket.destroy();
    await Promise.all(sockets.map((s) => s.closed));
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  });
});
