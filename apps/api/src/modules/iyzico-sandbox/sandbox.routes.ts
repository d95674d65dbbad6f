import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sandboxCredentials, SANDBOX_PREFIX } from '../../platform/payments/gateway.ts';
import { parseIyzwsV2, requestSignature, sameText } from '../../platform/payments/signature.ts';
import { BANK_PAGE_POLICY } from './pages.ts';
import { SandboxBank } from './sandbox-bank.service.ts';
import { SandboxDetail } from './sandbox-detail.service.ts';
import { SandboxReturns } from './sandbox-returns.service.ts';

type Body = Record<string, unknown>;
/** A JSON body and the exact text it came as (a class, so a form post cannot pass for one). */
class SignedBody {
  constructor(
    readonly raw: string,
    readonly json: Body,
  ) {}
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The iyzico path a sandbox API route answers: what the client signed. */
    iyzicoPath?: string;
  }
}

/**
 * The iyzico-compatible sandbox, served only when no iyzico keys are configured. Its API routes check
 * the IYZWSv2 signature over the exact body text the client sent, as iyzico does; its 3-D Secure page
 * takes the bank's form posts.
 */
export async function registerIyzicoSandbox(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.config.iyzico) return;
  if (ctx.config.env === 'production') {
    ctx.log.warn(
      'No IYZICO_* keys are set: card payments go to the built-in sandbox bank and no money is taken.',
    );
  }
  const { apiKey, secretKey } = sandboxCredentials(ctx.config);
  const bank = new SandboxBank(ctx, secretKey);
  const returns = new SandboxReturns(ctx, secretKey, bank);
  const details = new SandboxDetail(ctx, secretKey, bank);

  await app.register(async (sandbox) => {
    // The signature covers the body text byte for byte, so it is kept beside the parsed JSON.
    sandbox.removeContentTypeParser('application/json');
    sandbox.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) => {
      try {
        const json: unknown = raw === '' ? {} : JSON.parse(raw as string);
        if (typeof json !== 'object' || json === null || Array.isArray(json))
          throw new Error('the body is not a JSON object');
        done(null, new SignedBody(raw as string, json as Body));
      } catch (error) {
        // Broken JSON or a body that is not an object is the client's fault: 400, as Fastify's own parser answers.
        done(Object.assign(error as Error, { statusCode: 400 }), undefined);
      }
    });
    sandbox.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, raw, done) => {
        done(null, Object.fromEntries(new URLSearchParams(raw as string)));
      },
    );

    const verify = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.body !== undefined && !(request.body instanceof SignedBody)) {
        // The bank's API takes JSON only; a form or text body would reach the handler without its text.
        return reply.status(400).send(bank.failure(undefined, '11', undefined, 'application/json'));
      }
      const body = request.body;
      const auth = parseIyzwsV2(request.headers.authorization);
      const locale = body?.json.locale;
      if (!auth || !sameText(auth.apiKey, apiKey))
        return reply.status(401).send(bank.failure(locale, '1001'));
      const expected = requestSignature(
        secretKey,
        auth.randomKey,
        request.routeOptions.config.iyzicoPath ?? '',
        body?.raw ?? '',
      );
      if (!sameText(expected, auth.signature.toLowerCase()))
        return reply.status(401).send(bank.failure(locale, '1000'));
    };
    const api = (iyzicoPath: string, handle: (body: Body) => Body | Promise<Body>) =>
      sandbox.post(
        `${SANDBOX_PREFIX}${iyzicoPath}`,
        { config: { auth: 'public', iyzicoPath }, preHandler: verify, schema: { hide: true } },
        async (request) => handle((request.body as SignedBody | undefined)?.json ?? {}),
      );

    api('/payment/iyzipos/installment', (body) => bank.installments(body));
    api('/payment/3dsecure/initialize', (body) => bank.initialize(body));
    api('/payment/3dsecure/auth', (body) => bank.auth(body));
    api('/payment/cancel', (body) => returns.cancel(body));
    api('/payment/refund', (body) => returns.refund(body));
    api('/payment/detail', (body) => details.detail(body));

    const page = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const form = (request.body ?? {}) as { smsCode?: string; action?: string };
      // The merchant's start form posts only the paymentId: that shows the page rather than answering it.
      const answer = typeof form.smsCode === 'string' || typeof form.action === 'string' ? form : {};
      const { status, html } = await bank.page(request.params.id, answer);
      return reply
        .status(status)
        .header('cache-control', 'no-store')
        .header('content-security-policy', BANK_PAGE_POLICY)
        .type('text/html; charset=utf-8')
        .send(html);
    };
    const pageOptions = { config: { auth: 'public' as const }, schema: { hide: true } };
    sandbox.get(`${SANDBOX_PREFIX}/3ds/:id`, pageOptions, page);
    sandbox.post(`${SANDBOX_PREFIX}/3ds/:id`, pageOptions, page);
  });
}
