import { SlidersHorizontal, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import type { CategoriesAndCollections, Product } from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { ROUTES } from '../../shared/navigation/links.ts';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { useCategoriesAndCollections } from '../../shared/queries/content.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { ResponsiveImage } from '../../shared/ui/responsive-image.tsx';
import { useMediaQuery, WIDE_SCREEN } from '../../shared/ui/use-media-query.ts';
import { useGenderCover, useProductPages, useTitleSearch } from './api.ts';
import { ActiveFilters } from './active-filters.tsx';
import { EmptyResults } from './empty-results.tsx';
import { FilterPanel } from './filter-panel.tsx';
import {
  activeFilterCount,
  applyFilterChange,
  filtersToSearch,
  parseFilters,
  withPage,
  type FilterChange,
  type ProductFilters,
} from './filter-url.ts';
import { LoadFailed } from './load-failed.tsx';
import { pageHeading } from './page-heading.ts';
import { ProductGrid } from './product-grid.tsx';
import { SortSelect } from './sort-select.tsx';
import { useInfiniteScroll } from './use-infinite-scroll.ts';
import styles from './products-page.module.css';

/** /products (docs/product/storefront.md §2): filters and sort in the URL, a grid that loads 12 more near its end. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseFilters(new URLSearchParams(location.search)), [location.search]);
  const { data: catalog } = useCategoriesAndCollections();
  const wide = useMediaQuery(WIDE_SCREEN);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const go = useCallback(
    (next: ProductFilters, options: { replace?: boolean; preventScrollReset?: boolean } = {}) => {
      const search = filtersToSearch(next);
      void navigate({ pathname: ROUTES.products, search: search ? `?${search}` : '' }, options);
    },
    [navigate],
  );
  const change = useCallback(
    (c: FilterChange) => go(applyFilterChange(filters, c), { preventScrollReset: !wide && drawerOpen }),
    [go, filters, wide, drawerOpen],
  );

  const searching = filters.title.length > 0;
  const list = useProductPages(filters);
  const search = useTitleSearch(filters.title, filters.sort);

  const pages = list.data?.pages;
  const loadedPages = pages?.length ?? 0;
  const products: Product[] = useMemo(() => {
    if (searching) return search.data ?? [];
    return pages?.flatMap((page) => page.items) ?? [];
  }, [searching, search.data, pages]);
  const total = searching ? (search.data?.length ?? 0) : (pages?.[0]?.totalCount ?? 0);
  const pending = searching ? search.isPending : list.isPending;
  // A failed first load is an error with a retry, never "no products" (docs/product/storefront.md §8).
  const failed = searching ? search.isError && !search.data : list.isError && !pages;
  const retry = () => void (searching ? search.refetch() : list.refetch());
  const { hasNextPage, isFetching, isFetchingNextPage, fetchNextPage } = list;

  // A URL with page=N (reload, back, a shared link) shows N pages again.
  useEffect(() => {
    if (!searching && loadedPages > 0 && loadedPages < filters.page && hasNextPage && !isFetching)
      void fetchNextPage();
  }, [searching, loadedPages, filters.page, hasNextPage, isFetching, fetchNextPage]);

  // The pages shown are written back to the URL, without a new history entry or a scroll jump.
  useEffect(() => {
    if (!searching && loadedPages > filters.page)
      go(withPage(filters, loadedPages), { replace: true, preventScrollReset: true });
  }, [searching, loadedPages, filters, go]);

  const end = useRef<HTMLDivElement>(null);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  useInfiniteScroll({
    end,
    loading: searching || list.isPending || isFetching,
    allProductsLoaded: searching || !hasNextPage,
    onLoadMore: loadMore,
  });

  const heading = useHeading(filters, catalog);
  const cover = useGenderCover(filters);
  useDocumentTitle(heading.title);
  const filterCount = activeFilterCount(filters);
  const clearSearch = () => change({ type: 'clearTitle' });

  return (
    <div className={`container ${styles.page}`}>
      <header className={cover ? `${styles.head} ${styles.headOnCover}` : styles.head}>
        {cover && (
          <ResponsiveImage
            className={styles.cover}
            src={cover.picture.imageUrl}
            variants={cover.picture.imageVariants}
            width={cover.picture.width ?? 1920}
            height={cover.picture.height ?? 840}
            sizes="(min-width: 1320px) 1240px, 100vw"
            alt={t('products.coverAlt', { gender: t(`products.gender.${cover.gender}`) })}
            priority
            data-testid="gender-cover"
          />
        )}
        <span className={styles.eyebrow}>{heading.eyebrow}</span>
        <h1 className={styles.title}>{heading.title}</h1>
        <p className={styles.count} role="status">
          {pending || failed
            ? '\u00a0'
            : t(searching ? 'products.searchCount' : 'products.count', { count: total })}
        </p>
        {searching && (
          <button type="button" className={styles.clearSearch} onClick={clearSearch}>
            <X size={14} strokeWidth={1.8} aria-hidden="true" />
            {t('products.clearSearch')}
          </button>
        )}
      </header>

      <div className={styles.toolbar}>
        {!wide && (
          <Button
            variant="secondary"
            size="small"
            className={styles.filterButton}
            onClick={() => setDrawerOpen(true)}
          >
            <SlidersHorizontal size={15} strokeWidth={1.6} aria-hidden="true" />
            {t('products.filters.open')}
            {filterCount > 0 && <span className={styles.filterCount}>{filterCount}</span>}
          </Button>
        )}
        <ActiveFilters filters={filters} catalog={catalog} onChange={change} />
        <SortSelect
          value={filters.sort}
          searching={searching}
          onChange={(sort) => change({ type: 'sort', sort })}
        />
      </div>

      <div className={styles.layout}>
        {wide && (
          <aside className={styles.sidebar} aria-label={t('products.filters.title')}>
            <FilterPanel filters={filters} catalog={catalog} onChange={change} />
          </aside>
        )}
        <section className={styles.results} aria-label={heading.title}>
          {failed ? (
            <LoadFailed onRetry={retry} retrying={searching ? search.isFetching : list.isFetching} />
          ) : pending ? (
            <ProductGrid products={[]} loadingMore={wide ? 9 : 6} label={t('common.loading')} />
          ) : products.length === 0 ? (
            <EmptyResults
              filters={filters}
              catalog={catalog}
              onClear={() => (searching ? clearSearch() : change({ type: 'clearAll' }))}
            />
          ) : (
            <ProductGrid
              products={products}
              loadingMore={isFetchingNextPage ? (wide ? 3 : 2) : 0}
              label={heading.title}
            />
          )}
          <div ref={end} className={styles.end} />
          {!searching && hasNextPage && !isFetchingNextPage && !pending && (
            <div className={styles.more}>
              <Button variant="secondary" onClick={loadMore}>
                {t('products.loadMore')}
              </Button>
            </div>
          )}
          {!pending && !hasNextPage && products.length > 12 && (
            <p className={styles.allShown}>{t('products.allShown', { count: products.length })}</p>
          )}
        </section>
      </div>

      {!wide && (
        <Modal
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          placement="left"
          title={t('products.filters.title')}
          className={styles.drawer}
          bodyClassName={styles.drawerFrame}
        >
          <div className={styles.drawerBody}>
            <FilterPanel filters={filters} catalog={catalog} onChange={change} />
          </div>
          <div className={styles.drawerFooter}>
            <Button block onClick={() => setDrawerOpen(false)}>
              {pending ? t('products.filters.apply') : t('products.filters.show', { count: total })}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}

/** The page's eyebrow and heading, in the shopper's language. */
function useHeading(filters: ProductFilters, catalog: CategoriesAndCollections | undefined) {
  const { t } = useTranslation();
  const { text } = useLocale();
  return pageHeading(filters, catalog, t, text);
}
