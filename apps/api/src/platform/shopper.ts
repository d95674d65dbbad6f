import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';
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
