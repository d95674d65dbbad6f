import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        // The ALTCHA widget solves its proof of work in a worker made from a blob.
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        // The bank's 3-D Secure form is posted from the payment overlay. With real iyzico the form goes to
        // the card issuer's own ACS host, which nobody can list in advance; the sandbox bank is same-origin.
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
 * Helmet's security headers (CSP, HSTS, nosniff, frame and referrer policies) on every answer. The
 * middleware is built once: @fastify/helmet rebuilds it, and re-parses the CSP, on every request, which
 * cost a tenth of the server's CPU on cached catalogue reads.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const setHeaders = helmet(helmetOptions(config));
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet throws rather than calling back with an error; its callback only says it is finished.
    setHeaders(request.raw, reply.raw, () => done());
  });
}
