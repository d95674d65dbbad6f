import net from 'node:net';
import { once } from 'node:events';

/** A plain TCP connection to a server under test, for requests no HTTP client would send (half-sent, trickled). */
export interface RawConnection {
  send(text: string): void;
  /** Resolves when the server closes the connection: what it sent, and how long after opening it closed. */
  closed: Promise<{ afterMs: number; received: string }>;
  destroy(): void;
}

export async function openRaw(port: number): Promise<RawConnection> {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const started = performance.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  // A reset is a close as well.
  socket.on('error', () => {});
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.once('close', () => resolve({ afterMs: performance.now() - started, received })),
  );
  return {
    send: (text) => socket.write(text),
    closed,
    destroy: () => socket.destroy(),
  };
}

/** The value of a promise, or 'pending' when it has not settled within ms. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'pending'>((resolve) => (timer = setTimeout(() => resolve('pending'), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Request headers for a JSON body of contentLength bytes (more than the test will send, to hold the request open). */
export const jsonHead = (path: string, contentLength: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`;
