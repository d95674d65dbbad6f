import { useTranslation } from '../../shared/i18n/react.tsx';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { AboutSection } from './about-section.tsx';
import { useHomeContent } from './api.ts';
import BannerCarousel from './banner-carousel.tsx';
import { BannerFallback, BannerSkeleton } from './banner-static.tsx';
import { LatestProducts } from './latest-products.tsx';
import { NewsletterCard } from './newsletter-card.tsx';
import { TrustBlurbs } from './trust-blurbs.tsx';

/** The home page (docs/product/storefront.md §2): banners, latest products, about, newsletter, four promises. */
export default function HomePage() {
  const { t } = useTranslation();
  const { data, isPending } = useHomeContent();
  useDocumentTitle(undefined, t('home.documentTitle'));

  return (
    <>
      <h1 className="visually-hidden">{t('home.documentTitle')}</h1>
      {isPending ? (
        <BannerSkeleton />
      ) : data?.banners.length ? (
        <BannerCarousel banners={data.banners} />
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
