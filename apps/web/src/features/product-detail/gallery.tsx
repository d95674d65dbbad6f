import { useCarousel } from '../../shared/ui/use-carousel.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { IMAGE_SIZES, type ImageFile } from '@kehribar/contracts/plain';
import { orderedImages, pickVariant, srcSetOf } from '../../shared/media/srcset.ts';
import { ResponsiveImage } from '../../shared/ui/responsive-image.tsx';
import styles from './gallery.module.css';

/** The product's photos: a swipeable square (Embla) with arrows on wide screens, and thumbnails. */
export function Gallery({ images, title }: { images: readonly ImageFile[]; title: string }) {
  const { t } = useTranslation();
  const photos = orderedImages(images);
  const [viewport, embla] = useCarousel({ loop: photos.length > 1, duration: 26 });
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

  const go = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  if (!photos.length) {
    return <div className={`${styles.frame} ${styles.empty}`} aria-hidden="true" />;
  }

  return (
    <div
      className={styles.gallery}
      role="region"
      aria-roledescription={t('productDetail.gallery.label')}
      aria-label={t('productDetail.gallery.label')}
    >
      <div className={styles.frame}>
        <div className={styles.viewport} ref={viewport}>
          <div className={styles.track}>
            {photos.map((image, index) => (
              <div
                key={image.imageId}
                className={styles.slide}
                role="group"
                aria-roledescription={t('productDetail.gallery.slide')}
                aria-label={t('productDetail.gallery.photoOf', { index: index + 1, count: photos.length })}
              >
                <ResponsiveImage
                  src={image.path}
                  variants={image.variants}
                  width={image.width || 1080}
                  height={image.height || 1080}
                  sizes={IMAGE_SIZES.gallery}
                  priority={index === 0}
                  alt={
                    index === 0
                      ? title
                      : t('productDetail.gallery.photoOf', { index: index + 1, count: photos.length })
                  }
                  className={styles.image}
                  draggable={false}
                />
              </div>
            ))}
          </div>
        </div>
        {photos.length > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              onClick={() => embla?.scrollPrev()}
              aria-label={t('productDetail.gallery.previous')}
            >
              <ChevronLeft size={20} strokeWidth={1.4} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => embla?.scrollNext()}
              aria-label={t('productDetail.gallery.next')}
            >
              <ChevronRight size={20} strokeWidth={1.4} aria-hidden="true" />
            </button>
            <span className={styles.counter} aria-hidden="true">
              {selected + 1} / {photos.length}
            </span>
          </>
        )}
      </div>
      {photos.length > 1 && (
        <ul className={styles.thumbs}>
          {photos.map((image, index) => (
            <li key={image.imageId}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={index === selected}
                aria-label={t('productDetail.gallery.show', { index: index + 1 })}
                onClick={() => go(index)}
              >
                <img
                  src={pickVariant(image.variants, 160, image.path)}
                  srcSet={srcSetOf(image.variants)}
                  sizes={IMAGE_SIZES.galleryThumb}
                  width={80}
                  height={80}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
