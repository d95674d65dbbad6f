import { useTranslation } from '../../shared/i18n/react.tsx';
import styles from './site-footer.module.css';

export interface SellerLines {
  sellerTradeName?: string;
  sellerMersisNo?: string;
  sellerAddress?: string;
  sellerKepAddress?: string;
  sellerPhone?: string;
  sellerEmail?: string;
}

/**
 * The seller's identity that law 6563 asks every page to show (docs/decisions/029-seller-identity.md):
 * trade name, MERSİS number, address, KEP address, phone and e-mail, as the owner keeps them in the back
 * office. Rendered on the server with the footer; nothing until the owner has filled it in.
 */
export function SellerIdentity({ info }: { info: SellerLines | undefined }) {
  const { t } = useTranslation();
  if (!info?.sellerTradeName?.trim()) return null;
  const lines: [string, string | undefined, string?][] = [
    [t('footer.seller.mersis'), info.sellerMersisNo],
    [t('footer.seller.address'), info.sellerAddress],
    [t('footer.seller.kep'), info.sellerKepAddress],
    [
      t('footer.seller.phone'),
      info.sellerPhone,
      info.sellerPhone && `tel:${info.sellerPhone.replace(/[^\d+]/g, '')}`,
    ],
    [t('footer.seller.email'), info.sellerEmail, info.sellerEmail && `mailto:${info.sellerEmail}`],
  ];
  return (
    <address className={styles.seller} aria-label={t('footer.seller.title')} data-testid="seller-identity">
      <strong className={styles.sellerName}>{info.sellerTradeName}</strong>
      <dl className={styles.sellerLines}>
        {lines
          .filter(([, value]) => value?.trim())
          .map(([label, value, href]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{href ? <a href={href}>{value}</a> : value}</dd>
            </div>
          ))}
      </dl>
    </address>
  );
}
