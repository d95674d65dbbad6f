import type { FastifyRequest } from 'fastify';
import { CURRENCIES, type Currency, type Language } from '@kehribar/contracts';

/** tr-TR unless the request asks for English. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const header = request.headers['accept-language'];
  const value = (Array.isArray(header) ? header[0] : header) ?? '';
  return value.trim().toLowerCase().startsWith('en') ? 'en-EN' : 'tr-TR';
}

/** A stored language (an order's, a user's) as one the catalogue speaks: tr-TR unless it is en-EN. */
export function languageOf(value: string | null | undefined): Language {
  return value === 'en-EN' ? 'en-EN' : 'tr-TR';
}

/** TRY unless the Currency header names another supported currency. */
export function requestCurrency(request: Pick<FastifyRequest, 'headers'>): Currency {
  const header = request.headers.currency;
  const value = ((Array.isArray(header) ? header[0] : header) ?? '').trim().toUpperCase();
  return (CURRENCIES as readonly string[]).includes(value) ? (value as Currency) : 'TRY';
}
