import { ArrowRight, AtSign, Mail, Phone } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/navigation/links.ts';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { useAllContent } from '../../shared/queries/content.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { ContactForm } from './contact-form.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import styles from './contact-page.module.css';

/** The Instagram field holds a handle ('@x', 'x') or a profile URL. */
function instagram(value: string | null | undefined): { href: string; handle: string } | null {
  const handle = (value ?? '')
    .trim()
    .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
    .replace(/^@/, '')
    .replace(/[/?#].*$/, '');
  return handle
    ? { href: `https://www.instagram.com/${encodeURIComponent(handle)}`, handle: `@${handle}` }
    : null;
}

/** /contact-us (docs/product/back-office.md §2): the form, and the shop's own contact details (staticContent). */
export default function ContactUsPage() {
  const { t } = useTranslation();
  const { data, isPending } = useAllContent();
  const info = data?.staticContent;
  const insta = instagram(info?.instaInfo);
  useDocumentTitle(t('content.contact.title'));

  return (
    <div className="container">
      <PageHeader
        padded
        eyebrow={t('content.contact.eyebrow')}
        title={t('content.contact.title')}
        lead={t('content.contact.lead')}
      />
      <div className={styles.layout}>
        <section className={styles.formCard}>
          <ContactForm />
        </section>

        <aside className={styles.info} aria-labelledby="contact-info-title">
          <h2 className={styles.infoTitle} id="contact-info-title">
            {t('content.contact.infoTitle')}
          </h2>
          {isPending ? (
            <div aria-busy="true">
              {[80, 60, 70].map((w, i) => (
                <Skeleton key={i} text width={`${w}%`} />
              ))}
            </div>
          ) : (
            <dl className={styles.channels}>
              {info?.mailInfo && (
                <div className={styles.channel}>
                  <dt>
                    <Mail size={18} strokeWidth={1.4} aria-hidden="true" />
                    {t('content.contact.mailLabel')}
                  </dt>
                  <dd>
                    <a href={`mailto:${info.mailInfo}`}>{info.mailInfo}</a>
                  </dd>
                </div>
              )}
              {info?.phoneNumberInfo && (
                <div className={styles.channel}>
                  <dt>
                    <Phone size={18} strokeWidth={1.4} aria-hidden="true" />
                    {t('content.contact.phoneLabel')}
                  </dt>
                  <dd>
                    <a href={`tel:${info.phoneNumberInfo.replace(/[^\d+]/g, '')}`}>{info.phoneNumberInfo}</a>
                  </dd>
                </div>
              )}
              {insta && (
                <div className={styles.channel}>
                  <dt>
                    <AtSign size={18} strokeWidth={1.4} aria-hidden="true" />
                    {t('content.contact.instagramLabel')}
                  </dt>
                  <dd>
                    <a href={insta.href} target="_blank" rel="noopener noreferrer">
                      {insta.handle}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          )}
          <Link to={ROUTES.stores} className={buttonClass({ variant: 'link' }, styles.storesLink)}>
            {t('content.contact.storesLink')}
            <ArrowRight size={14} strokeWidth={1.6} aria-hidden="true" />
          </Link>
        </aside>
      </div>
    </div>
  );
}
