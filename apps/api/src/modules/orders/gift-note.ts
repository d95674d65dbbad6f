import type { Language } from '@kehribar/contracts';
import { MESSAGES, say } from '../../platform/messages.ts';
import type { OrderRow } from './order.repository.ts';

/**
 * The gift note and the gift-package choice as the order's mails say them back to the shopper
 * (docs/decisions/042-back-in-stock-and-gift-note.md); nothing when the order has neither.
 */
export function giftLines(o: Pick<OrderRow, 'giftNote' | 'giftPackage'>, language: Language): string[] {
  return [
    ...(o.giftNote ? [say(MESSAGES.mailGiftNote, language, { note: o.giftNote })] : []),
    ...(o.giftPackage ? [say(MESSAGES.giftPackageLine, language)] : []),
  ];
}
