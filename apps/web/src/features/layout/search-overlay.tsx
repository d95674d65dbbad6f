import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import { LIMITS, type Product } from '@kehribar/contracts';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { mainImage, pickVariant } from '../../shared/media/srcset.ts';
import { productUrl } from '../../shared/navigation/links.ts';
import { useDebouncedValue } from '../../shared/state/use-debounced-value.ts';
import { useOverlay } from '../../shared/state/shop-state.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { useProductSearch } from './api.ts';
import styles from './search-overlay.module.css';

/** The search overlay: suggestions from 3 characters, 300 ms after typing stops. */
export function SearchOverlay() {
  const { t } = useTranslation();
  const [open, setOpen] = useOverlay('search');
  const [term, setTerm] = useState('');

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
        <label className={styles.field}>
          <Search size={24} strokeWidth={1.3} aria-hidden="true" />
          <span className="visually-hidden">{t('search.title')}</span>
          <input
            className={styles.input}
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            autoFocus
          />
        </label>
        <SearchResults term={term} onPick={() => setOpen(false)} />
      </div>
    </Modal>
  );
}

function SearchResults({ term, onPick }: { term: string; onPick: () => void }) {
  const { t } = useTranslation();
  const debounced = useDebouncedValue(term.trim(), LIMITS.searchDebounceMs);
  const ready = debounced.length >= LIMITS.searchMinChars;
  const { data, isFetching, isError } = useProductSearch(debounced);

  if (!ready) {
    return <p className={styles.hint}>{t('search.minChars', { count: LIMITS.searchMinChars })}</p>;
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
  if (isError || !data?.length) {
    return (
      <p className={styles.empty} role="status">
        <strong>{t('search.noResultsTitle')}</strong>
        {t('search.noResults', { term: debounced })}
      </p>
    );
  }
  return (
    <>
      <p className="visually-hidden" role="status">
        {t('search.resultCount', { count: data.length })}
      </p>
      <ul className={styles.results} aria-busy={isFetching}>
        {data.map((product) => (
          <li key={product.id}>
            <SearchResult product={product} onPick={onPick} />
          </li>
        ))}
      </ul>
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
