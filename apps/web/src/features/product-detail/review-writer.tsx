import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { ROUTES } from '../../shared/navigation/links.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { useCanReview } from './reviews-api.ts';
import styles from './reviews.module.css';

// Only a buyer who may review sees the form: its code (and the form kit's) stays out of the page's first load.
const ReviewForm = lazy(() => import('./review-form.tsx'));

/**
 * Where a buyer writes their review (docs/product/storefront.md §2, §5): a guest is asked to sign in; a
 * customer who received the piece gets the form; a written review shows its state, and a pending one can
 * be edited until the owner decides. The server decides who may write; this only follows its answer.
 */
export function ReviewWriter({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { data } = useCanReview(productId, isLoggedIn);
  const [editing, setEditing] = useState(false);

  if (!isLoggedIn) {
    const returnUrl = `/product/${encodeURIComponent(productId)}#reviews`;
    return (
      <p className={styles.signIn}>
        {t('reviews.signInToReview')}{' '}
        <Link
          to={`${ROUTES.login}?returnUrl=${encodeURIComponent(returnUrl)}`}
          className={buttonClass({ variant: 'link' })}
        >
          {t('reviews.signIn')}
        </Link>
      </p>
    );
  }
  if (!data || !data.eligible) return null;
  const review = data.review;
  if (review && !(review.status === 'pending' && editing)) {
    return (
      <div className={styles.notice} role="status" data-state={review.status}>
        <p>{t(`reviews.${review.status}`)}</p>
        {review.status === 'pending' && (
          <Button variant="link" onClick={() => setEditing(true)}>
            {t('reviews.editPending')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <ReviewForm productId={productId} review={review} onSent={() => setEditing(false)} />
    </Suspense>
  );
}
