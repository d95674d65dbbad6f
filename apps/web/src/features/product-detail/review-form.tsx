import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { REVIEW_LIMITS, type MyReview } from '@kehribar/contracts/plain';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { TextAreaField, TextField } from '../../shared/ui/form/index.ts';
import { useWriteReview } from './reviews-api.ts';
import styles from './reviews.module.css';

interface Problems {
  rating?: string;
  title?: string;
  text?: string;
}

/** A buyer's review: stars, a title and the text; a pending review comes back filled in to be edited. */
export default function ReviewForm({
  productId,
  review,
  onSent,
}: {
  productId: string;
  review: MyReview | null;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const send = useWriteReview(productId);
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [title, setTitle] = useState(review?.title ?? '');
  const [text, setText] = useState(review?.text ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const bounds = { min: REVIEW_LIMITS.minText, max: REVIEW_LIMITS.maxText };

  const check = (): Problems => {
    const found: Problems = {};
    if (rating < REVIEW_LIMITS.minRating || rating > REVIEW_LIMITS.maxRating)
      found.rating = t('reviews.errors.rating');
    if (title.trim().length > REVIEW_LIMITS.maxTitle)
      found.title = t('reviews.errors.title', { max: REVIEW_LIMITS.maxTitle });
    const length = text.trim().length;
    if (length < bounds.min || length > bounds.max) found.text = t('reviews.errors.text', bounds);
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    send.mutate({ productId, rating, title: title.trim(), text: text.trim() }, { onSuccess: onSent });
  };

  const failure = send.error
    ? (isApiError(send.error) && send.error.serverMessage) || t('reviews.errors.failed')
    : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="review-form-title">
      <h3 id="review-form-title" className={styles.formTitle}>
        {review ? t('reviews.editTitle') : t('reviews.formTitle')}
      </h3>
      <p className={styles.formLead}>{t('reviews.formLead')}</p>
      <fieldset
        className={styles.ratingField}
        aria-describedby={problems.rating ? 'review-rating-error' : undefined}
      >
        <legend className={styles.legend}>{t('reviews.rating')}</legend>
        <div className={styles.ratingChoices}>
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={styles.ratingChoice} data-on={value <= rating || undefined}>
              <input
                type="radio"
                name="rating"
                value={value}
                className="visually-hidden"
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setProblems((p) => ({ ...p, rating: undefined }));
                }}
              />
              <Star
                size={28}
                strokeWidth={1.4}
                fill={value <= rating ? 'currentColor' : 'none'}
                aria-hidden="true"
              />
              <span className="visually-hidden">{t('reviews.ratingOption', { count: value })}</span>
            </label>
          ))}
        </div>
        {problems.rating && (
          <p id="review-rating-error" className={styles.error}>
            {problems.rating}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('reviews.reviewTitle')}
        note={t('reviews.optional')}
        maxLength={REVIEW_LIMITS.maxTitle}
        value={title}
        onChange={(e) => {
          setTitle(e.target.value);
          setProblems((p) => ({ ...p, title: undefined }));
        }}
        error={problems.title}
      />
      <TextAreaField
        label={t('reviews.text')}
        required
        rows={5}
        maxLength={REVIEW_LIMITS.maxText}
        hint={t('reviews.textHint', bounds)}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setProblems((p) => ({ ...p, text: undefined }));
        }}
        error={problems.text}
      />
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t('reviews.sending') : review ? t('reviews.update') : t('reviews.submit')}
      </Button>
    </form>
  );
}
