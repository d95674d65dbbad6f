import { sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';

/**
 * What every anonymised order loses, whether its customer erased their account or its retention period
 * ended (docs/decisions/027-customer-data-rights.md, docs/decisions/044-retention-and-consent-proof.md):
 * the contact and delivery address, the IP the contract was accepted from, the gift note, the card's
 * digits and every link back to the buyer. The e-mail becomes an address under the reserved .invalid
 * domain (RFC 2606), distinct per order, that no mail can reach (the mailer drops it, platform/mail.ts);
 * the old payment-result links stop opening the order.
 */
export const ERASED_ORDER_FIELDS = {
  email: sql`'silindi-' || ${orders.orderNumber} || '@silindi.invalid'`,
  phoneNumber: '',
  contactName: '',
  addressLine: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  contractIp: null,
  giftNote: null,
  cardBin: null,
  cardLastFour: null,
  buyerId: 'erased',
  basketKey: sql`'erased:' || ${orders.id}`,
  token: sql`gen_random_uuid()::text`,
} as const;
