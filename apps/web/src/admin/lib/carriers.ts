import { CARRIER_NAMES, CARRIERS, type Carrier } from '@kehribar/contracts/plain';
import type { Translate } from '../i18n/use-admin-text.ts';

const isCarrier = (code: string): code is Carrier => (CARRIERS as readonly string[]).includes(code);

/**
 * A carrier as the owner reads it (packages/contracts/src/carriers.ts): 'Yurtiçi Kargo', never the stored
 * code ('yurtici'); the shop's own carrier and a code it no longer knows read as 'Diğer' / 'Other'.
 */
export function carrierName(code: string | null | undefined, t: Translate): string {
  if (code && isCarrier(code) && code !== 'custom') return CARRIER_NAMES[code];
  return t('orders.carrier.custom');
}
