import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { AboutSection } from './about-section.tsx';
import { useHomeContent } from './api.ts';
import { BannerFallback, BannerSkeleton } from './banner-static.tsx';
import { LatestProducts } from './latest-products.tsx';
import { NewsletterCard } from './newsletter-card.tsx';
import { TrustBlurbs } from './trust-blurbs.tsx';

// The carousel (Embla) has its own chunk. The home page asks for it on its first render, so it
// arrives alongside the content instead of after it, and other pages never load it.
let carouselChunk: ReturnType<typeof importCarousel> | undefined;
const importCarousel = () => import('./banner-carousel.tsx');
const loadCarousel = () =>
  (carouselChunk ??= importCarousel().catch((error: unknown) => {
    carouselChunk = undefined;
    throw error;
  }));
const BannerCarousel = lazy(loadCarousel);

/** The home page (storefront.md §2): banners, latest products, about, newsletter, four promises. */
export default function HomePage() {
  const { t } = useTranslation();
  void loadCarousel();
  const { data, isPending } = useHomeContent();
  useDocumentTitle(undefined, t('home.documentTitle'));

  return (
    <>
      <h1 className="visually-hidden">{t('home.documentTitle')}</h1>
      {isPending ? (
        <BannerSkeleton />
      ) : data?.banners.length ? (
        <Suspense fallback={<BannerSkeleton />}>
          <BannerCarousel banners={data.banners} />
        </Suspense>
      ) : (
        <BannerFallback />
      )}
      <LatestProducts products={data?.lastAddedProducts} loading={isPending} />
      <AboutSection about={data?.aboutUs[0]} loading={isPending} />
      <NewsletterCard />
      <TrustBlurbs />
    </>
  );
}
