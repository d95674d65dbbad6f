import { ArrowRight, ArrowUpRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { AllContent, SitePicture } from '@kehribar/contracts/plain';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { pickVariant } from '../../shared/media/srcset.ts';
import { ROUTES } from '../../shared/navigation/links.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { ResponsiveImage } from '../../shared/ui/responsive-image.tsx';
import { parseBannerLink } from './banner-link.ts';
import styles from './owner-media.module.css';

type Press = AllContent['press'][number];

/** The picture's own proportions, else the band's 16:7 (photos stored before migration 0013). */
const sizeOf = (p: SitePicture) => ({ width: p.width ?? 1920, height: p.height ?? 840 });

/**
 * The owner's main photo as an editorial band under the newest products (docs/decisions/033): below the
 * first screen, so it loads lazily; its box is fixed by the picture's size, so nothing moves.
 */
export function EditorialPhoto({ photo }: { photo: SitePicture | null | undefined }) {
  const { t } = useTranslation();
  if (!photo) return null;
  const { width, height } = sizeOf(photo);
  return (
    <section className={`container render-when-near ${styles.section}`} aria-labelledby="editorial-heading">
      <div className={styles.editorial}>
        <figure className={styles.editorialPicture} style={{ ['--ratio' as string]: `${width} / ${height}` }}>
          <ResponsiveImage
            className={styles.editorialImage}
            src={photo.imageUrl}
            variants={photo.imageVariants}
            width={width}
            height={height}
            sizes="(min-width: 1320px) 830px, (min-width: 900px) 64vw, 100vw"
            alt={t('home.editorialAlt')}
            data-testid="home-main-photo"
          />
        </figure>
        <div className={styles.editorialCopy}>
          <span className={styles.eyebrow}>{t('home.editorialEyebrow')}</span>
          <h2 className={styles.editorialTitle} id="editorial-heading">
            {t('home.editorialTitle')}
          </h2>
          <span className={styles.editorialRule} aria-hidden="true" />
          <p className={styles.editorialLead}>{t('home.editorialLead')}</p>
          <Link to={ROUTES.products} className={buttonClass({ variant: 'light' })}>
            {t('home.shopNow')}
          </Link>
        </div>
      </div>
    </section>
  );
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The owner's video: muted, inline, with the main photo as its poster and the browser's controls. It
 * fetches nothing until it comes near, plays silently only while in view, and never by itself for a
 * shopper who asked for less motion.
 */
export function HomeVideo({ url, poster }: { url: string | null | undefined; poster?: SitePicture | null }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || reducedMotion() || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void video.play().catch(() => undefined);
        else video.pause();
      },
      { threshold: 0.4 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [url]);
  if (!url) return null;
  const posterUrl = poster ? pickVariant(poster.imageVariants, 1280, poster.imageUrl) : undefined;
  return (
    <section className={`container render-when-near ${styles.section}`} aria-labelledby="video-heading">
      <div className={styles.videoGrid}>
        <div className={styles.videoCopy}>
          <span className={styles.eyebrow}>{t('home.videoEyebrow')}</span>
          <h2 className={styles.heading} id="video-heading">
            {t('home.videoTitle')}
          </h2>
          <p className={styles.videoText}>{t('home.videoText')}</p>
        </div>
        <div className={styles.videoFrame}>
          <video
            ref={ref}
            className={styles.video}
            src={url}
            poster={posterUrl}
            muted
            playsInline
            loop
            controls
            preload="none"
            aria-label={t('home.videoLabel')}
            data-testid="home-video"
          />
        </div>
      </div>
    </section>
  );
}

function PressLink({ item }: { item: Press }) {
  const { t } = useTranslation();
  const target = parseBannerLink(item.link);
  if (!target) return null;
  const label = (
    <>
      {t('home.pressRead')}
      {target.kind === 'external' ? (
        <ArrowUpRight size={14} strokeWidth={1.6} aria-hidden="true" />
      ) : (
        <ArrowRight size={14} strokeWidth={1.6} aria-hidden="true" />
      )}
      <span className="visually-hidden">: {item.modelName}</span>
    </>
  );
  return target.kind === 'external' ? (
    <a className={styles.pressLink} href={target.href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  ) : (
    <Link className={styles.pressLink} to={item.link}>
      {label}
    </Link>
  );
}

/** "In the press": the owner's press items with their first picture, kind and link; absent when none. */
export function PressSection({ press }: { press: readonly Press[] | undefined }) {
  const { t } = useTranslation();
  if (!press?.length) return null;
  return (
    <section
      id="press"
      className={`container render-when-near ${styles.section}`}
      aria-labelledby="press-heading"
      data-testid="home-press"
    >
      <header className={styles.pressHead}>
        <span className={styles.eyebrow}>{t('home.pressEyebrow')}</span>
        <h2 className={styles.heading} id="press-heading">
          {t('home.pressTitle')}
        </h2>
      </header>
      <ul className={styles.pressGrid}>
        {press.slice(0, 8).map((item) => {
          const picture = item.modelImages[0] ?? item.productImages[0];
          const tag = item.isCelebrity
            ? t('home.pressCelebrity')
            : item.isEditorial
              ? t('home.pressEditorial')
              : '';
          return (
            <li key={item.id} className={styles.pressItem}>
              <figure className={styles.pressPicture}>
                {picture && (
                  <img
                    className={styles.pressImage}
                    src={picture}
                    width={720}
                    height={900}
                    alt={t('home.pressImageAlt', { name: item.modelName })}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                {tag && <span className={styles.pressTag}>{tag}</span>}
              </figure>
              <h3 className={styles.pressName}>{item.modelName}</h3>
              <PressLink item={item} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
