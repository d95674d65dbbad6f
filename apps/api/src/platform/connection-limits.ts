import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config.ts';

type Limits = Pick<Config, 'requestIdleMs' | 'requestTimeoutMs'>;

/**
 * The server's limits on a client that holds a connection (decision 020):
 * - nothing may move on a connection for requestIdleMs while the client is the one to act (sending its
 *   request, reading the answer): a half-sent body is dropped (Fastify's connectionTimeout);
 * - the headers must all arrive within requestIdleMs too, and the whole request within requestTimeoutMs,
 *   so a client that trickles a byte now and then is dropped as well (Node answers 408);
 * - on close, idle keep-alive connections close at once and new requests get 503.
 */
export function connectionOptions(
  config: Limits,
): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'requestTimeout' | 'forceCloseConnections' | 'return503OnClosing'
> & { http: ServerOptions } {
  const headersTimeout = Math.min(config.requestIdleMs, config.requestTimeoutMs);
  return {
    connectionTimeout: config.requestIdleMs,
    requestTimeout: config.requestTimeoutMs,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    http: {
      headersTimeout,
      requestTimeout: config.requestTimeoutMs,
      // Node checks the two limits above every 30 s by default, which would let a request overstay by as much.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.round(headersTimeout / 4))),
    },
  };
}

/**
 * The idle timer rests while the server itself works on a request: the client has nothing to send then,
 * and a checkout may wait on the bank for longer than the idle limit. It runs again once the answer
 * starts, so a client that stops reading a long answer is dropped too.
 */
export function registerIdleTimer(app: FastifyInstance, idleMs: number): void {
  // app.inject's requests have a stand-in socket without a timer.
  const setIdle = (socket: Socket | undefined, ms: number) => {
    if (typeof socket?.setTimeout === 'function') socket.setTimeout(ms);
  };
  app.addHook('preHandler', (request, _reply, done) => {
    const { raw } = request;
    const rest = () => setIdle(raw.socket, 0);
    // A multipart upload is read by its handler: the timer rests once its last byte has arrived.
    if (raw.complete) rest();
    else raw.once('end', rest);
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    setIdle(request.raw.socket, idleMs);
    done(null, payload);
  });
}

/** What happens before the close: readiness turns 503 (it is told first), then the server serves on for ms. */
export interface Drain {
  begin(): void;
  ms: number;
}

/**
 * Closes the app for SIGINT/SIGTERM: with a drain, /readyz answers 503 first and the server keeps
 * serving for drain.ms, so a load balancer that polls it stops sending traffic before the port closes
 * (decision 037). Then no new connection is accepted, requests in flight finish, idle keep-alive
 * connections close at once (and each busy one as soon as its answer is sent), and the connections still
 * open after timeoutMs (a stuck upload, a silent client) are destroyed, so the close always ends.
 */
export async function closeWithDeadline(
  app: FastifyInstance,
  timeoutMs: number,
  drain?: Drain,
): Promise<void> {
  if (drain) {
    drain.begin();
    if (drain.ms > 0) await new Promise((resolve) => setTimeout(resolve, drain.ms));
  }
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => {
    app.log.warn(`shutdown: connections still open after ${timeoutMs} ms are closed`);
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
}
