import { ArrowUpRight, Mail, MapPin } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/navigation/links.ts';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { useAllContent } from '../../shared/queries/content.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import styles from './stores-page.module.css';

const mapsUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** /stores (docs/product/back-office.md §2): a card per store with its title, address and e-mail. */
export default function StoresPage() {
  const { t } = useTranslation();
  const { data, isPending } = useAllContent();
  const stores = data?.stores ?? [];
  useDocumentTitle(t('content.stores.title'));

  return (
    <div className="container">
      <PageHeader
        padded
        eyebrow={t('content.stores.eyebrow')}
        title={t('content.stores.title')}
        lead={t('content.stores.lead')}
      />
      {isPending ? (
        <ul className={styles.grid} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className={styles.card}>
              <Skeleton width="60%" height={28} />
              <Skeleton text width="90%" />
              <Skeleton text width="70%" />
            </li>
          ))}
        </ul>
      ) : stores.length ? (
        <ul className={styles.grid}>
          {stores.map((store) => (
            <li key={store.id} className={styles.card}>
              <h2 className={styles.title}>{store.storeTitle}</h2>
              <dl className={styles.details}>
                <div className={styles.row}>
                  <dt>
                    <MapPin size={16} strokeWidth={1.5} aria-hidden="true" />
                    <span className="visually-hidden">{t('content.stores.address')}</span>
                  </dt>
                  <dd>
                    <address className={styles.address}>{store.storeAddress}</address>
                  </dd>
                </div>
                {store.storeEmail && (
                  <div className={styles.row}>
                    <dt>
                      <Mail size={16} strokeWidth={1.5} aria-hidden="true" />
                      <span className="visually-hidden">{t('content.stores.email')}</span>
                    </dt>
                    <dd>
                      <a href={`mailto:${store.storeEmail}`} className={styles.email}>
                        {store.storeEmail}
                      </a>
                    </dd>
                  </div>
                )}
              </dl>
              <a
                className={buttonClass({ variant: 'link' }, styles.map)}
                href={mapsUrl(store.storeAddress)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('content.stores.mapLabel', { store: store.storeTitle })}
              >
                {t('content.stores.map')}
                <ArrowUpRight size={14} strokeWidth={1.6} aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('content.stores.empty')}</p>
      )}
      <div className={styles.more}>
        <Link to={ROUTES.contactUs} className={buttonClass({ variant: 'secondary' })}>
          {t('content.stores.contactCta')}
        </Link>
      </div>
    </div>
  );
}
