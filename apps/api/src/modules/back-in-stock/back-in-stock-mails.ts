import type { Language } from '@kehribar/contracts';
import { renderMail } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mail.ts';
import { MESSAGES, say } from '../../platform/messages.ts';
import { unsubscribeHeaders } from '../newsletter/index.ts';

export interface BackInStockMailInput {
  to: string;
  language: Language;
  /** The product (and option) as the shopper's language names it. */
  product: string;
  productUrl: string;
  /** The storefront page that cancels the request, and the API address a mail client POSTs to. */
  cancel: { page: string; oneClick: string };
  /** The seller's identity line (law 6563, docs/decisions/029-seller-identity.md). */
  sellerFooter: string;
}

/** The one mail a waiting shopper gets when the item is back (docs/decisions/042-back-in-stock-and-gift-note.md). */
export function backInStockMail(o: BackInStockMailInput): OutgoingMail {
  const values = { product: o.product, email: o.to };
  return {
    to: o.to,
    subject: say(MESSAGES.mailBackInStockSubject, o.language, values),
    headers: unsubscribeHeaders({ page: o.cancel.page, oneClick: o.cancel.oneClick }),
    ...renderMail(
      {
        heading: say(MESSAGES.mailBackInStockHeading, o.language),
        paragraphs: [
          say(MESSAGES.mailBackInStockBody, o.language, values),
          say(MESSAGES.mailBackInStockOnce, o.language),
        ],
        action: { label: say(MESSAGES.mailBackInStockAction, o.language), url: o.productUrl },
        footer: o.sellerFooter,
        unsubscribe: { label: say(MESSAGES.mailBackInStockCancel, o.language), url: o.cancel.page },
      },
      o.language,
    ),
  };
}
