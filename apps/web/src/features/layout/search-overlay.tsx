import { ArrowRight, Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import { LIMITS, type Product } from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { mainImage, pickVariant } from '../../shared/media/srcset.ts';
import { productUrl } from '../../shared/navigation/links.ts';
import { useDebouncedValue } from '../../shared/state/use-debounced-value.ts';
import { useOverlay } from '../../shared/state/shop-state.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { searchPageUrl, useProductSearch } from './api.ts';
import { takeSearchKeys } from './search-keys.ts';
import styles from './search-overlay.module.css';

/**
 * The search overlay: a search form whose suggestions start at 3 characters, 300 ms after typing stops.
 * Enter (or the 'see all results' link under the suggestions) opens /products?title=… with every match.
 */
export function SearchOverlay() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useOverlay('search');
  const [term, setTerm] = useState('');
  const hintId = useId();
  const tooShort = term.trim().length < LIMITS.searchMinChars;

  // What was typed while the overlay was on its way goes into the field.
  useEffect(() => {
    if (!open) return;
    const typed = takeSearchKeys();
    if (typed) setTerm((current) => current + typed);
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = searchPageUrl(term);
    if (!url) return; // the hint under the field (the field's description) says what is missing
    setOpen(false);
    void navigate(url);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTerm('');
      }}
      placement="top"
      className={styles.sheet}
      title={t('search.title')}
      hideTitle
    >
      <div className={styles.inner}>
        <form role="search" className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.field}>
            <Search size={24} strokeWidth={1.3} aria-hidden="true" />
            <span className="visually-hidden">{t('search.title')}</span>
            <input
              className={styles.input}
              type="search"
              name="title"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder={t('search.placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              aria-describedby={tooShort ? hintId : undefined}
              autoFocus
            />
          </label>
          <button type="submit" className={styles.submit} disabled={tooShort}>
            <ArrowRight size={20} strokeWidth={1.5} aria-hidden="true" />
            <span className="visually-hidden">{t('search.submit')}</span>
          </button>
        </form>
        <SearchResults term={term} hintId={hintId} onPick={() => setOpen(false)} />
      </div>
    </Modal>
  );
}

function SearchResults({ term, hintId, onPick }: { term: string; hintId: string; onPick: () => void }) {
  const { t } = useTranslation();
  const debounced = useDebouncedValue(term.trim(), LIMITS.searchDebounceMs);
  const ready = debounced.length >= LIMITS.searchMinChars && term.trim().length >= LIMITS.searchMinChars;
  const { data, isFetching, isError } = useProductSearch(debounced);

  if (!ready) {
    return (
      <p id={hintId} className={styles.hint}>
        {t('search.minChars', { count: LIMITS.searchMinChars })}
      </p>
    );
  }
  if (!data && isFetching) {
    return (
      <ul className={styles.results} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={styles.result}>
            <Skeleton width={64} height={64} />
            <Skeleton text width="70%" />
          </li>
        ))}
      </ul>
    );
  }
  if (isError || !data?.items.length) {
    return (
      <p className={styles.empty} role="status">
        <strong>{t('search.noResultsTitle')}</strong>
        {t('search.noResults', { term: debounced })}
      </p>
    );
  }
  const cut = data.total > data.items.length;
  const allUrl = searchPageUrl(debounced);
  return (
    <>
      <p className={styles.summary} role="status">
        {cut
          ? t('search.showingOf', { count: data.items.length, total: data.total })
          : t('search.resultCount', { count: data.total })}
      </p>
      <ul className={styles.results} aria-busy={isFetching}>
        {data.items.map((product) => (
          <li key={product.id}>
            <SearchResult product={product} onPick={onPick} />
          </li>
        ))}
      </ul>
      {allUrl && (
        <div className={styles.all}>
          <Link
            to={allUrl}
            className={buttonClass({ variant: 'secondary', size: 'small' }, styles.allLink)}
            onClick={onPick}
          >
            {t('search.seeAll', { term: debounced })}
            <ArrowRight size={16} strokeWidth={1.6} aria-hidden="true" />
          </Link>
        </div>
      )}
    </>
  );
}

function SearchResult({ product, onPick }: { product: Product; onPick: () => void }) {
  const { text, price } = useLocale();
  const image = mainImage(product.productImageFiles);
  return (
    <Link to={productUrl(product.id)} className={styles.result} onClick={onPick}>
      {image ? (
        <img
          className={styles.thumb}
          src={pickVariant(image.variants, 128, image.path)}
          width={64}
          height={64}
          alt=""
          loading="lazy"
        />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <span className={styles.title}>{text(product.title, product.titleEN)}</span>
      <span className={styles.price}>{price(product.price, product.currency)}</span>
    </Link>
  );
}
