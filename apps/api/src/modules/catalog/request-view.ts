import type { FastifyRequest } from 'fastify';
import { requestCurrency, requestLanguage } from '../../platform/language.ts';
import type { View } from './product-dto.ts';

/** The language (Accept-Language) and currency (Currency header) a response is built for. */
export function viewOf(request: Pick<FastifyRequest, 'headers'>): View {
  return { language: requestLanguage(request), currency: requestCurrency(request) };
}
