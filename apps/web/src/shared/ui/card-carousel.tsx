import { useCarousel } from './use-carousel.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, useCallback, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Link } from 'react-router';
import styles from './product-card.module.css';

interface CardCarouselProps {
  href: string;
  label: string;
  onNavigate?: () => void;
  children: ReactNode;
}

/** A card's photos on wide screens: drag or use the arrows (shown on hover); a click opens the product. */
export function CardCarousel({ href, label, onNavigate, children }: CardCarouselProps) {
  const { t } = useTranslation();
  const [viewport, embla] = useCarousel({ loop: true, duration: 24 });
  const [selected, setSelected] = useState(0);
  const slides = Children.toArray(children);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const step = useCallback(
    (direction: 1 | -1) => (event: MouseEvent) => {
      event.preventDefault();
      if (direction > 0) embla?.scrollNext();
      else embla?.scrollPrev();
    },
    [embla],
  );

  return (
    <div className={styles.carousel}>
      <Link
        to={href}
        className={styles.mediaLink}
        tabIndex={-1}
        aria-hidden="true"
        onClick={onNavigate}
        draggable={false}
      >
        <div className={styles.viewport} ref={viewport}>
          <div className={styles.track}>
            {slides.map((slide, index) => (
              <div className={styles.slide} key={index}>
                {slide}
              </div>
            ))}
          </div>
        </div>
      </Link>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        onClick={step(-1)}
        aria-label={t('products.card.previousPhoto', { name: label })}
        tabIndex={-1}
      >
        <ChevronLeft size={18} strokeWidth={1.5} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        onClick={step(1)}
        aria-label={t('products.card.nextPhoto', { name: label })}
        tabIndex={-1}
      >
        <ChevronRight size={18} strokeWidth={1.5} aria-hidden="true" />
      </button>
      <div className={styles.dots} aria-hidden="true">
        {slides.map((_, index) => (
          <span key={index} className={styles.dot} data-active={index === selected} />
        ))}
      </div>
    </div>
  );
}
