import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Exported for the test that compares the headers computed once with helmet's own. scriptHashes are
 * the hash sources of the inline scripts a document may run (decision 017): none, unless the answer is
 * the web app's own page.
 */
export function helmetOptions(config: Config, scriptHashes: readonly string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Inline styles stay allowed: server-rendered pages carry React's style attributes, and the
        // toasts and the captcha widget insert style elements of their own (decision 017).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Inline code runs only by its hash: the web app's few inline scripts are hashed from the built
        // index.html at start (platform/web.ts). The bank's 3-D Secure page is not under this policy: it
        // is a document of its own, in a sandboxed frame (decision 017).
        scriptSrc: ["'self'", ...scriptHashes],
        // The ALTCHA widget solves its proof of work in a worker made from a blob.
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        // The bank's 3-D Secure form is posted from the payment overlay into its frame. With real iyzico the
        // form goes to iyzico and on to the card issuer's own ACS host, which nobody can list in advance;
        // the sandbox bank is same-origin.
        formAction: ["'self'", ...(config.iyzico ? ['https:'] : [])],
        // The 3-D Secure page is shown in an iframe of the payment overlay.
        frameSrc: ["'self'", ...(config.iyzico ? ['https:'] : [])],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's headers for this configuration, computed once. Every directive is static (hashes, no
 * per-request nonce), so helmet would set the same names and values on every answer; running its
 * middleware once against a recording response gives exactly that set.
 */
export function securityHeaders(
  config: Config,
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  // Helmet runs its middlewares synchronously and throws rather than passing an error on.
  helmet(helmetOptions(config, scriptHashes))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => (finished = true),
  );
  if (!finished) throw new Error('helmet did not finish synchronously; its headers cannot be computed once');
  return headers;
}

/**
 * The JSON API's answers are never documents, so the document headers (COOP, origin-agent-cluster, DNS
 * prefetch, download options, the page's CSP) mean nothing on them. They carry OWASP's REST set: a CSP
 * that allows nothing, no framing, no sniffing, HSTS, no referrer, same-origin reads only. A cached read
 * sends about 250 header bytes instead of 900.
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': pageHeaders['strict-transport-security']!,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/** JSON API paths; the API's own documentation page is a document. */
const isJsonApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers on every answer, errors and 404s included: helmet's on pages, files and the API
 * documentation, the REST set on the JSON API. They are computed once and handed to Fastify's own
 * header set: @fastify/helmet rebuilt the middleware and re-parsed the CSP on every request (a tenth of
 * the CPU of a cached read), and even a prebuilt middleware ran a dozen functions and raw setHeader
 * calls per request.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const pageHeaders = securityHeaders(config);
  const apiHeaders = apiSecurityHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isJsonApi(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}
