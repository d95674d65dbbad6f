import type { FastifyRequest } from 'fastify';
import type { Currency, Language } from '@kehribar/contracts';
import { principalOf } from './auth.ts';
import { forbidden, unauthorized } from './errors.ts';
import { requestCurrency, requestLanguage } from './language.ts';
import { MESSAGES } from './messages.ts';

/**
 * The key of the basket and favourites a request may touch: the customer's own, or for a guest the
 * guest id in their token. A guest naming any other id gets 403; a customer's own data never depends on
 * an id sent by the client.
 */
export function shopperKey(request: FastifyRequest, requestedGuestId: string | null | undefined): string {
  const p = request.principal;
  if (!p) throw unauthorized();
  if (p.isCustomer) return `user:${p.sub}`;
  if (!p.guestId) throw unauthorized();
  if (requestedGuestId && requestedGuestId !== p.guestId) throw forbidden(MESSAGES.notYourBasket);
  return `guest:${p.guestId}`;
}

/** Who is checking out, as the server knows it (never as the client says). */
export interface Shopper {
  /** The basket's key: 'user:<id>' or 'guest:<guest id>'. */
  ownerKey: string;
  userId: string | null;
  /** The customer's id, or the guest's session id (docs/product/storefront.md §6). */
  buyerId: string;
  currency: Currency;
  language: Language;
  ip: string;
}

/** The server's view of the caller: whose basket, who buys (docs/product/storefront.md §6: a guest buys as its session). */
export function shopperOf(request: FastifyRequest): Shopper {
  const p = principalOf(request);
  return {
    ownerKey: shopperKey(request, null),
    userId: p.isCustomer ? p.sub : null,
    buyerId: p.isCustomer ? p.sub : p.sessionId,
    currency: requestCurrency(request),
    language: requestLanguage(request),
    ip: request.ip,
  };
}
