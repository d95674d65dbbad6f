import { Mail, Phone, AtSign } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/navigation/links.ts';
import { useShopContact } from '../../shared/queries/content.ts';
import { CardLogos } from '../../shared/ui/card-marks.tsx';
import { LEGAL_KEYS } from './legal-text.ts';
import { useLegalOverlay } from '../../shared/state/legal-overlay.ts';
import { openCookiePreferences } from '../../shared/consent/cookie-consent.ts';
import { lazyOverlay, OnceOpened } from '../../shared/ui/lazy-overlay.tsx';
import { Logo } from './logo.tsx';
import { SellerIdentity } from './seller-identity.tsx';
import { PreferenceSwitchers } from './preference-switchers.tsx';
import { useGoHome } from './use-go-home.ts';
import styles from './site-footer.module.css';

const LegalDialog = lazyOverlay(() => import('./legal-dialog.tsx').then((m) => m.LegalDialog));

const PAGE_LINKS = [
  [ROUTES.aboutUs, 'footer.aboutUs'],
  [ROUTES.stores, 'footer.stores'],
  [ROUTES.certificates, 'footer.certificates'],
  [ROUTES.naturalStones, 'footer.naturalStones'],
  [ROUTES.blog, 'footer.blog'],
  [ROUTES.contactUs, 'footer.contactUs'],
  [ROUTES.dataRequest, 'footer.dataRequest'],
] as const;

/** The Instagram field holds a handle ('@x', 'x') or a profile URL. */
export function instagramLink(value: string | null | undefined): { href: string; handle: string } | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const handle = text
    .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
    .replace(/^@/, '')
    .replace(/[/?#].*$/, '');
  if (!handle) return null;
  return { href: `https://www.instagram.com/${encodeURIComponent(handle)}`, handle: `@${handle}` };
}

/** The footer: pages, the four legal texts, language and currency, accepted cards. */
export function SiteFooter() {
  const { t } = useTranslation();
  const goHome = useGoHome();
  const [legal, setLegal] = useLegalOverlay();
  const { data: info } = useShopContact();
  const instagram = instagramLink(info?.instaInfo);

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <section className={styles.brand} aria-label="Kehribar">
          <Logo className={styles.logo} onClick={goHome} />
          <p className={styles.about}>{t('footer.about')}</p>
          {info && (
            <ul className={styles.contact}>
              {info.mailInfo && (
                <li>
                  <Mail size={15} strokeWidth={1.5} aria-hidden="true" />
                  <a href={`mailto:${info.mailInfo}`}>{info.mailInfo}</a>
                </li>
              )}
              {info.phoneNumberInfo && (
                <li>
                  <Phone size={15} strokeWidth={1.5} aria-hidden="true" />
                  <a href={`tel:${info.phoneNumberInfo.replace(/[^\d+]/g, '')}`}>{info.phoneNumberInfo}</a>
                </li>
              )}
              {instagram && (
                <li>
                  <AtSign size={15} strokeWidth={1.5} aria-hidden="true" />
                  <a href={instagram.href} target="_blank" rel="noopener noreferrer">
                    {instagram.handle}
                  </a>
                </li>
              )}
            </ul>
          )}
        </section>

        <nav aria-labelledby="footer-shop">
          <h2 className={styles.heading} id="footer-shop">
            {t('footer.company')}
          </h2>
          <ul className={styles.links}>
            {PAGE_LINKS.map(([to, key]) => (
              <li key={to}>
                <Link to={to}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal">
          <h2 className={styles.heading} id="footer-legal">
            {t('footer.legal')}
          </h2>
          <ul className={styles.links}>
            {LEGAL_KEYS.map((key) => (
              <li key={key}>
                <button type="button" onClick={() => setLegal(key)} aria-haspopup="dialog">
                  {t(`legal.${key}`)}
                </button>
              </li>
            ))}
            <li>
              <button type="button" onClick={openCookiePreferences}>
                {t('footer.cookiePreferences')}
              </button>
            </li>
          </ul>
        </nav>

        <section className={styles.preferences} aria-labelledby="footer-preferences">
          <h2 className={styles.heading} id="footer-preferences">
            {t('preferences.title')}
          </h2>
          <PreferenceSwitchers />
        </section>
      </div>

      <div className={styles.bottom}>
        <div className="container">
          <SellerIdentity info={info} />
        </div>
        <div className={`container ${styles.bottomInner}`}>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <div className={styles.payments}>
            <span>{t('footer.securePayment')}</span>
            <CardLogos className={styles.cards} label={t('footer.acceptedCards')} />
          </div>
        </div>
      </div>

      <OnceOpened open={legal !== null}>
        <LegalDialog which={legal} onClose={() => setLegal(null)} />
      </OnceOpened>
    </footer>
  );
}
