import { ArrowRight, Gem, Hand } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { ROUTES } from '../../shared/navigation/links.ts';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { useAllContent } from '../../shared/queries/content.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { paragraphs } from './content-data.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useScrollToTop } from './use-scroll-to-top.ts';
import styles from './about-us-page.module.css';

const VALUES = [
  { key: 'handmade', Icon: Hand },
  { key: 'quality', Icon: Gem },
] as const;

/** /about-us (docs/product/back-office.md §2): heading, picture, the translated story and the two value tiles. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  const { text } = useLocale();
  const { data, isPending } = useAllContent();
  const about = data?.aboutUs[0];
  const story = paragraphs(text(about?.description, about?.descriptionEN));
  useDocumentTitle(t('content.aboutUs.title'));
  useScrollToTop();

  return (
    <div className="container">
      <PageHeader
        padded
        eyebrow={t('content.aboutUs.eyebrow')}
        title={t('content.aboutUs.title')}
        lead={t('content.aboutUs.lead')}
      />

      <section className={styles.story} aria-busy={isPending}>
        <figure className={styles.figure}>
          {isPending ? (
            <Skeleton ratio="4 / 5" className={styles.skeleton} />
          ) : about?.imageUrl ? (
            <img
              className={styles.image}
              src={about.imageUrl}
              width={960}
              height={1200}
              alt={t('content.aboutUs.imageAlt')}
              fetchPriority="high"
              decoding="async"
            />
          ) : (
            <span className={styles.placeholder} aria-hidden="true" />
          )}
        </figure>

        <div className={styles.copy}>
          {isPending ? (
            <div className={styles.lines}>
              {[100, 96, 92, 98, 60, 0, 100, 94, 88, 70].map((w, i) =>
                w ? <Skeleton key={i} text width={`${w}%`} /> : <br key={i} />,
              )}
            </div>
          ) : story.length ? (
            story.map((p, i) => (
              <p key={i} className={i === 0 ? styles.first : styles.paragraph}>
                {p}
              </p>
            ))
          ) : (
            <p className={styles.paragraph}>{t('content.aboutUs.empty')}</p>
          )}
          <div className={styles.actions}>
            <Link to={ROUTES.products} className={buttonClass()}>
              {t('content.aboutUs.toProducts')}
            </Link>
            <Link to={ROUTES.stores} className={buttonClass({ variant: 'link' })}>
              {t('content.aboutUs.toStores')}
              <ArrowRight size={14} strokeWidth={1.6} aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>

      <section className={styles.values} aria-labelledby="about-values">
        <h2 className="visually-hidden" id="about-values">
          {t('content.aboutUs.valuesTitle')}
        </h2>
        <ul className={styles.tiles}>
          {VALUES.map(({ key, Icon }) => (
            <li key={key} className={styles.tile}>
              <span className={styles.icon} aria-hidden="true">
                <Icon size={26} strokeWidth={1.3} />
              </span>
              <h3 className={styles.tileTitle}>{t(`content.aboutUs.${key}.title`)}</h3>
              <p className={styles.tileText}>{t(`content.aboutUs.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
