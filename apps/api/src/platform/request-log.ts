import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/** An answer that took at least this long is logged (warn), whatever its status. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Route config (`config: STATE_ANSWER`) of a route whose 5xx answer tells a state rather than a failure
 * of the request, a state its own code logs once when it changes: GET /readyz answers 503 on every probe
 * while a dependency is down or the process shuts down, and Readiness (health.ts) writes one warning when
 * that begins and a line when it ends, server.ts one at shutdown. Those answers are traced at debug; any
 * other 5xx (a payment the bank could not take, an error) stays an error line each time.
 */
export const STATE_ANSWER = { stateAnswer: true } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See STATE_ANSWER. */
    stateAnswer?: boolean;
  }
}

/**
 * The request lines of the log (docs/decisions/035-request-logging-and-per-request-cost.md). Fastify's
 * default writes two lines at info for every request, which cost more than a cached catalogue read
 * itself; this writes one line for each request an operator should see:
 * - an answer that failed on the way out (the socket closed, a stream broke): error, "request errored";
 * - a 5xx answer: error, "request failed" (errors.ts has logged the error itself), unless it is the
 *   answer of a STATE_ANSWER route, whose own code logs the state once it changes: debug, "state answered";
 * - an answer that took SLOW_REQUEST_MS or more: warn, "slow request";
 * - a refused request (4xx): info, "request refused";
 * - any other request: debug, "request completed", so LOG_LEVEL=debug still traces every request.
 * Each line carries what Fastify's "request completed" line did, and the request (method, url, host,
 * remote address) that its "incoming request" line carried. Fastify's other lines are unchanged.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    // Fastify's logger is pino (app.ts).
    const log = reply.log as Logger;
    if (error) log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    else if (status >= 500 && request.routeOptions.config?.stateAnswer) {
      if (log.isLevelEnabled('debug'))
        log.debug({ req: request, res: reply, responseTime }, 'state answered');
    } else if (status >= 500) log.error({ req: request, res: reply, responseTime }, 'request failed');
    else if (responseTime >= this.slowMs)
      log.warn({ req: request, res: reply, responseTime }, 'slow request');
    else if (status >= 400) log.info({ req: request, res: reply, responseTime }, 'request refused');
    else if (log.isLevelEnabled('debug'))
      log.debug({ req: request, res: reply, responseTime }, 'request completed');
  }
}
