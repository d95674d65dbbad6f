import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { ROUTES } from '../../shared/navigation/links.ts';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { CertificatePlaceholder } from './certificate-placeholder.tsx';
import { isCertificate, monthYear } from './content-data.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useTranslatedList } from './use-translated-list.ts';
import styles from './certificates-page.module.css';

/** /certificates (docs/product/back-office.md §2): alternating rows of picture (or a placeholder), date, title, text. */
export default function CertificatesPage() {
  const { t } = useTranslation();
  const { language } = useLocale();
  const certificates = useTranslatedList('certificates.items', isCertificate);
  useDocumentTitle(t('certificates.title'));

  return (
    <div className="container">
      <PageHeader
        padded
        eyebrow={t('certificates.eyebrow')}
        title={t('certificates.title')}
        lead={t('certificates.lead')}
      />
      <ol className={styles.list}>
        {certificates.map((certificate, index) => (
          <li key={certificate.id} className={index % 2 ? `${styles.row} ${styles.reverse}` : styles.row}>
            <figure className={styles.figure}>
              {certificate.imageUrl ? (
                <img
                  className={styles.image}
                  src={certificate.imageUrl}
                  alt={t('certificates.imageAlt', { title: certificate.title })}
                  width={800}
                  height={600}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <CertificatePlaceholder id={certificate.id} />
              )}
            </figure>
            <div className={styles.copy}>
              {certificate.date && (
                <p className={styles.date}>
                  <span className="visually-hidden">{t('certificates.dateLabel')}: </span>
                  <time dateTime={certificate.date}>{monthYear(certificate.date, language)}</time>
                </p>
              )}
              <h2 className={styles.title}>{certificate.title}</h2>
              <p className={styles.description}>{certificate.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className={styles.note}>
        <p>{t('certificates.note')}</p>
        <Link to={ROUTES.contactUs} className={buttonClass({ variant: 'secondary' })}>
          {t('certificates.contactCta')}
        </Link>
      </div>
    </div>
  );
}
