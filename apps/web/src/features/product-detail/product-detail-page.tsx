import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import type { Product } from '@kehribar/contracts/plain';
import { isApiError } from '../../shared/api/api-error.ts';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { productsUrl, ROUTES } from '../../shared/navigation/links.ts';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { recordView } from '../../shared/recently-viewed/recently-viewed.ts';
import { PlaceholderPage } from '../../shared/ui/placeholder-page.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { useProduct } from './api.ts';
import { descriptionLines } from './description.ts';
import { Gallery } from './gallery.tsx';
import { InstallmentTable } from './installment-table.tsx';
import { PurchasePanel } from './purchase-panel.tsx';
import { ShareLinks } from './share-links.tsx';
import { SimilarProducts } from './similar-products.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import styles from './product-detail-page.module.css';

// Shown once the browser is idle, from its storage: its code stays out of the page's first load.
const RecentlyViewed = lazy(() =>
  import('../../shared/recently-viewed/recently-viewed-section.tsx').then((m) => ({
    default: m.RecentlyViewed,
  })),
);

/** /product/:id (docs/product/storefront.md §2): gallery, options, size, add to cart, favourite, description, similar. */
export default function ProductDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: product, isPending, error } = useProduct(id);

  if (isPending) return <DetailSkeleton />;
  if (!product) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <PlaceholderPage
        eyebrow={missing ? '404' : t('errors.title')}
        title={missing ? t('productDetail.notFound') : t('errors.pageTitle')}
        lead={missing ? t('productDetail.notFoundLead') : t('errors.pageLead')}
        actions={[{ to: ROUTES.products, label: t('nav.allProducts') }]}
      />
    );
  }
  return <ProductView product={product} />;
}

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { text } = useLocale();
  const title = text(product.title, product.titleEN);
  useDocumentTitle(title);
  // Recorded at once, not by the lazily loaded list: a shopper may move on before it arrives.
  useEffect(() => recordView(product.id), [product.id]);
  const lines = descriptionLines(text(product.description, product.descriptionEN));
  const category = text(product.category.name, product.category.nameEN);

  return (
    <div className={styles.page}>
      <div className={`container ${styles.top}`}>
        <BackButton />
      </div>
      <article className={`container ${styles.layout}`}>
        <div className={styles.media}>
          <Gallery images={product.productImageFiles} title={title} />
        </div>
        <div className={styles.info}>
          <Link to={productsUrl({ categories: [product.categoryId] })} className={styles.eyebrow}>
            {category}
          </Link>
          <h1 className={styles.title}>{title}</h1>
          <PurchasePanel key={product.id} product={product} title={title} />
          <InstallmentTable productId={product.id} />
          {lines.length > 0 && (
            <section className={styles.description} aria-labelledby="product-description">
              <h2 id="product-description" className={styles.sectionTitle}>
                {t('productDetail.description')}
              </h2>
              <ul className={styles.bullets}>
                {lines.map((line, index) => (
                  <li key={index}>
                    {line.label && <span className={styles.bulletLabel}>{line.label}</span>}
                    {line.text}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ShareLinks productId={product.id} title={title} />
        </div>
      </article>
      <ReviewsSection productId={product.id} />
      <SimilarProducts product={product} />
      <Suspense fallback={null}>
        <RecentlyViewed current={product.id} />
      </Suspense>
    </div>
  );
}

/** Back to where the shopper came from inside the shop, else to the list. */
function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canGoBack =
    typeof window !== 'undefined' && ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <button
      type="button"
      className={styles.back}
      onClick={() => (canGoBack ? void navigate(-1) : void navigate(ROUTES.products))}
    >
      <ArrowLeft size={16} strokeWidth={1.5} aria-hidden="true" />
      {t('productDetail.back')}
    </button>
  );
}

function DetailSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={`container ${styles.top}`}>
        <Skeleton width={72} height={14} />
      </div>
      <div className={`container ${styles.layout}`}>
        <div className={styles.media}>
          <Skeleton ratio="1" />
        </div>
        <div className={styles.info}>
          <Skeleton width={90} height={12} />
          <Skeleton width="80%" height={44} />
          <Skeleton width={140} height={30} />
          <Skeleton width="100%" height={50} />
          <Skeleton text width="90%" />
          <Skeleton text width="70%" />
        </div>
      </div>
    </div>
  );
}
