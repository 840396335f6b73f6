import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { serve } from '@hono/node-server';
import type { Env } from '../env';

type Settings = Pick<
  Env,
  | 'PORT'
  | 'HOST'
  | 'TRUST_PROXY'
  | 'HTTP_HEADERS_TIMEOUT_SECONDS'
  | 'HTTP_REQUEST_TIMEOUT_SECONDS'
  | 'HTTP_KEEP_ALIVE_SECONDS'
  | 'MAX_CONNECTIONS_PER_ADDRESS'
>;

/** The key a connection counts under: its address, an IPv6 one by its /64 (one household or host). */
function addressOf(socket: Socket) {
  const address = socket.remoteAddress ?? 'unknown';
  return address.includes(':') && !address.startsWith('::ffff:')
    ? `${address.split(':').slice(0, 4).join(':')}::/64`
    : address;
}

/**
 * Connections from one address beyond the cap are closed as they open, so idle or slow sockets from
 * one place cannot take the server's. Off behind a trusted proxy, whose address every visitor shares:
 * the proxy caps connections there (README, 'In front of Pentas').
 */
function capConnectionsPerAddress(server: Server, cap: number) {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = addressOf(socket);
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * The HTTP server, listening, with limits that fit the product: a request's headers must arrive within
 * HTTP_HEADERS_TIMEOUT_SECONDS (an idle new connection too), the whole request, body included, within
 * HTTP_REQUEST_TIMEOUT_SECONDS (a 5 MB poster on a slow phone fits; a body that trickles does not), and
 * a kept-alive connection is closed after HTTP_KEEP_ALIVE_SECONDS without a request. Node checks the
 * first two every second. A port it cannot have is a start-up error naming the setting.
 */
export function listenHttp(fetch: Parameters<typeof serve>[0]['fetch'], settings: Settings) {
  return new Promise<Server>((resolve, reject) => {
    const server = serve(
      {
        fetch,
        port: settings.PORT,
        hostname: settings.HOST,
        serverOptions: {
          headersTimeout: settings.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
          requestTimeout: settings.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
          keepAliveTimeout: settings.HTTP_KEEP_ALIVE_SECONDS * 1000,
          connectionsCheckingInterval: 1000,
        },
      },
      () => resolve(server),
    ) as Server;
    if (!settings.TRUST_PROXY && settings.MAX_CONNECTIONS_PER_ADDRESS > 0) {
      capConnectionsPerAddress(server, settings.MAX_CONNECTIONS_PER_ADDRESS);
    }
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`PORT ${settings.PORT} is in use on ${settings.HOST} by another program: stop it or set PORT.`)
          : new Error(`Cannot listen on ${settings.HOST}:${settings.PORT} (PORT, HOST): ${error.message}`),
      );
    });
  });
}
