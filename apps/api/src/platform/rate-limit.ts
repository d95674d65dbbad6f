import type { AppContext } from '../context.ts';

/** Route config for @fastify/rate-limit; RATE_LIMITS=false lifts every limit (load tests, API tests). */
export function rateLimit(ctx: AppContext, max: number, timeWindow: string) {
  return { rateLimit: { max: ctx.config.rateLimits ? max : 1_000_000, timeWindow } };
}
