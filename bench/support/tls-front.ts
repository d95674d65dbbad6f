// The load balancer of docs/deployment.md in miniature: HTTPS with HTTP/2 in front of the server, which
// speaks HTTP/1.1 behind it. Lighthouse then loads pages as shoppers do in production (one multiplexed
// connection), not over six plain HTTP/1.1 connections, which no shopper's browser would use.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { freePort } from './server.ts';

export interface TlsFront {
  url: string;
  /** The certificate's public key hash, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
  stop(): Promise<void>;
}

/** Headers of one hop that must not be passed on (RFC 9113 §8.2.2, RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
]);

function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer; spki: string } {
  const keyFile = path.join(dir, 'front-key.pem');
  const certFile = path.join(dir, 'front-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const publicKey = execFileSync('openssl', ['x509', '-in', certFile, '-pubkey', '-noout']);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
  return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile), spki };
}

export async function startTlsFront(backendUrl: string, dir: string): Promise<TlsFront> {
  const backend = new URL(backendUrl);
  const { key, cert, spki } = selfSignedCertificate(dir);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = { 'x-forwarded-proto': 'https' };
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = req.headers[':authority'] ?? req.headers.host;
    const upstream = http.request(
      { host: backend.hostname, port: backend.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${port}`,
    spki,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
