import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { intlLocale, type PublicReview } from '@kehribar/contracts/plain';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { formatDate } from '../../shared/i18n/format-date.ts';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { Button } from '../../shared/ui/button.tsx';
import { SectionHeading } from '../../shared/ui/section-heading.tsx';
import { ReviewStars } from './review-stars.tsx';
import { ReviewWriter } from './review-writer.tsx';
import { useProductReviews } from './reviews-api.ts';
import styles from './reviews.module.css';

/**
 * The product page's reviews (docs/product/storefront.md §2, docs/decisions/043-reviews-from-buyers.md):
 * the average and count, the approved reviews newest first a page at a time (the first page rendered on
 * the server), each from a verified buyer, and the writing form for a customer who received the piece.
 */
export function ReviewsSection({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const [page, setPage] = useState(1);
  const { data, isError, refetch, isFetching } = useProductReviews(productId, page);
  const number = (value: number) =>
    new Intl.NumberFormat(intlLocale(language), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(value);

  return (
    <section id="reviews" className={`container ${styles.section}`} aria-labelledby="reviews-heading">
      <SectionHeading id="reviews-heading" eyebrow={t('reviews.eyebrow')} title={t('reviews.title')} />
      <div className={styles.columns}>
        <div className={styles.aside}>
          {data && data.average !== null ? (
            <div className={styles.summary} data-testid="review-summary">
              <span className={styles.average}>{number(data.average)}</span>
              <ReviewStars
                value={data.average}
                size={20}
                label={t('reviews.averageLabel', { value: number(data.average) })}
              />
              <span className={styles.count}>{t('reviews.count', { count: data.count })}</span>
            </div>
          ) : data ? (
            <div className={styles.summary}>
              <p className={styles.none}>{t('reviews.none')}</p>
              <p className={styles.noneLead}>{t('reviews.noneLead')}</p>
            </div>
          ) : null}
        </div>
        <div className={styles.listColumn}>
          <ReviewWriter productId={productId} />
          {isError && !data && (
            <p className={styles.failed} role="alert">
              {t('reviews.loadFailed')}{' '}
              <Button variant="link" onClick={() => void refetch()}>
                {t('reviews.retry')}
              </Button>
            </p>
          )}
          {data && data.items.length > 0 && (
            <ol className={styles.list} aria-busy={isFetching || undefined}>
              {data.items.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ol>
          )}
          {data && (data.page > 1 || data.hasMore) && (
            <nav className={styles.pager} aria-label={t('reviews.title')}>
              <Button
                variant="secondary"
                size="small"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                {t('reviews.previous')}
              </Button>
              <span className={styles.pageNumber} aria-live="polite">
                {t('reviews.pageOf', { page: data.page })}
              </span>
              <Button
                variant="secondary"
                size="small"
                disabled={!data.hasMore}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('reviews.next')}
              </Button>
            </nav>
          )}
        </div>
      </div>
    </section>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  return (
    <li className={styles.item}>
      <article aria-label={review.authorName} lang={review.language.slice(0, 2)}>
        <div className={styles.itemHead}>
          <ReviewStars value={review.rating} label={t('reviews.stars', { count: review.rating })} />
          {review.title && <h3 className={styles.itemTitle}>{review.title}</h3>}
        </div>
        <p className={styles.itemText}>{review.text}</p>
        <p className={styles.itemMeta} lang={language.slice(0, 2)}>
          <span className={styles.author}>{review.authorName}</span>
          <span className={styles.verified}>
            <BadgeCheck size={14} strokeWidth={1.6} aria-hidden="true" />
            {t('reviews.verified')}
          </span>
          <time dateTime={review.createdAt}>{formatDate(review.createdAt.slice(0, 10), language)}</time>
        </p>
      </article>
    </li>
  );
}
