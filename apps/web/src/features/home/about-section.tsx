import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import type { AllContent } from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { ROUTES } from '../../shared/navigation/links.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import styles from './about-section.module.css';

type AboutUs = AllContent['aboutUs'][number];

/** The about block: the first about-us entry with its picture, and a link to /about-us. */
export function AboutSection({ about, loading }: { about: AboutUs | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const { text } = useLocale();
  if (!loading && !about) return null;
  return (
    <section className={`container render-when-near ${styles.section}`} aria-labelledby="about-heading">
      <div className={styles.grid}>
        <figure className={styles.figure}>
          {loading ? (
            <Skeleton ratio="4 / 5" />
          ) : about?.imageUrl ? (
            <img
              className={styles.image}
              src={about.imageUrl}
              width={800}
              height={1000}
              alt={t('home.aboutImageAlt')}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={styles.placeholder} aria-hidden="true" />
          )}
        </figure>
        <div className={styles.copy}>
          <span className={styles.eyebrow}>{t('home.aboutEyebrow')}</span>
          <h2 className={styles.title} id="about-heading">
            {t('home.aboutTitleStart')} <em>{t('home.aboutTitleAccent')}</em>
            {t('home.aboutTitleEnd')}
          </h2>
          {loading ? (
            <div style={{ width: '100%' }}>
              {[100, 94, 98, 60].map((w, i) => (
                <Skeleton key={i} text width={`${w}%`} />
              ))}
            </div>
          ) : (
            <p className={styles.text}>{text(about?.description, about?.descriptionEN)}</p>
          )}
          <Link to={ROUTES.aboutUs} className={buttonClass({ variant: 'link' }, styles.link)}>
            {t('home.aboutMore')}
            <ArrowRight size={14} strokeWidth={1.6} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
