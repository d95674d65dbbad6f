import { asc } from 'drizzle-orm';
import type { Language } from '@kehribar/contracts';
import { staticContent, stores } from '../../db/schema/index.ts';
import { MESSAGES, translate } from '../../platform/messages.ts';
import type { DbOrTx } from '../basket/index.ts';
import type { LegalInput } from './legal-documents.ts';

export type Seller = LegalInput['seller'];

/**
 * The seller block of the legal texts and the order e-mails (law 6563, docs/decisions/029-seller-identity.md):
 * the identity the owner keeps in the static content; until it is filled, the shop's older contact lines
 * (first store's address, contact phone and e-mail) stand in. Reads through the caller's transaction when
 * given one, so a mail queued inside a transaction does not wait on a second connection.
 */
export async function readSeller(
  db: Pick<DbOrTx, 'select'>,
  website: string,
): Promise<{ seller: Seller; shopTerms: { tr: string; en: string } }> {
  const [content] = await db.select().from(staticContent).orderBy(asc(staticContent.id)).limit(1);
  const [store] = await db.select().from(stores).orderBy(asc(stores.id)).limit(1);
  return {
    seller: {
      name: content?.sellerTradeName || 'Kehribar',
      mersisNo: content?.sellerMersisNo ?? '',
      kepAddress: content?.sellerKepAddress ?? '',
      address: content?.sellerAddress || store?.storeAddress || '—',
      phone: content?.sellerPhone || content?.phoneNumberInfo || '—',
      email: content?.sellerEmail || content?.mailInfo || store?.storeEmail || '—',
      website,
      returnCarrier: content?.returnCarrier ?? '',
      returnCode: content?.returnCode ?? '',
    },
    shopTerms: { tr: content?.distanceSellingContract ?? '', en: content?.distanceSellingContractEN ?? '' },
  };
}

/** What every order e-mail needs beyond the order: where the shop is, and who sells. */
export interface OrderMailFrame {
  baseUrl: string;
  seller: Seller;
}

export async function orderMailFrame(db: Pick<DbOrTx, 'select'>, baseUrl: string): Promise<OrderMailFrame> {
  return { baseUrl, seller: (await readSeller(db, baseUrl)).seller };
}

/** The seller's identity under every order e-mail, on one line. */
export function sellerFooter(seller: Seller, language: Language): string {
  const T = (m: { tr: string; en: string }) => translate(m, language);
  return [
    seller.name,
    seller.mersisNo && `${T(MESSAGES.legalMersisNo)}: ${seller.mersisNo}`,
    seller.address !== '—' && seller.address,
    seller.kepAddress && `${T(MESSAGES.legalKepAddress)}: ${seller.kepAddress}`,
    seller.phone !== '—' && seller.phone,
    seller.email !== '—' && seller.email,
  ]
    .filter(Boolean)
    .join(' · ');
}
