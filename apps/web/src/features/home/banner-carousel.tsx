import Autoplay from 'embla-carousel-autoplay';
import { useCarousel } from '../../shared/ui/use-carousel.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { type Banner, IMAGE_SIZES, LIMITS } from '@kehribar/contracts/plain';
import { ResponsiveImage } from '../../shared/ui/responsive-image.tsx';
import { BannerCta } from './banner-cta.tsx';
import styles from './banner-carousel.module.css';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home banner carousel (docs/product/storefront.md §2): advances every 3 s, pauses while the pointer is over
 * it, has indicators and no arrows. Pictures are responsive WebP; the words are HTML over them.
 */
export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const [autoplay] = useState(() =>
    Autoplay({
      delay: LIMITS.carouselIntervalMs,
      stopOnMouseEnter: true,
      stopOnInteraction: false,
      playOnInit: !reducedMotion(),
    }),
  );
  const [viewportRef, embla] = useCarousel({ loop: banners.length > 1, duration: 32 }, [autoplay]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const goTo = useCallback(
    (index: number) => {
      embla?.scrollTo(index);
      autoplay.reset();
    },
    [embla, autoplay],
  );

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t('home.bannersLabel')}>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {banners.map((banner, index) => (
            <BannerSlide
              key={banner.id}
              banner={banner}
              first={index === 0}
              label={t('home.slideOf', { index: index + 1, count: banners.length })}
              current={index === selected}
            />
          ))}
        </div>
      </div>
      {banners.length > 1 && (
        <div className={styles.dots}>
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={styles.dot}
              aria-label={t('home.goToSlide', { index: index + 1 })}
              aria-current={index === selected}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

interface BannerSlideProps {
  banner: Banner;
  first: boolean;
  label: string;
  current: boolean;
}

function BannerSlide({ banner, first, label, current }: BannerSlideProps) {
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={!current}
      inert={!current}
    >
      <ResponsiveImage
        className={styles.image}
        src={banner.imageUrl}
        variants={banner.imageVariants}
        width={1600}
        height={700}
        sizes={IMAGE_SIZES.banner}
        alt=""
        priority={first}
      />
      <div className={styles.scrim} />
      <div className={`container ${styles.copy}`}>
        {banner.subtitle && <p className={styles.subtitle}>{banner.subtitle}</p>}
        {banner.title && <h2 className={styles.title}>{banner.title}</h2>}
        {banner.description && <p className={styles.description}>{banner.description}</p>}
        {banner.buttonText && (
          <BannerCta link={banner.link} className={styles.cta}>
            {banner.buttonText}
          </BannerCta>
        )}
      </div>
    </div>
  );
}
