import { useTranslation } from '../../shared/i18n/react.tsx';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { AboutSection } from './about-section.tsx';
import { useHomeContent } from './api.ts';
import BannerCarousel from './banner-carousel.tsx';
import { BannerFallback, BannerSkeleton } from './banner-static.tsx';
import { LatestProducts } from './latest-products.tsx';
import { NewsletterCard } from './newsletter-card.tsx';
import { EditorialPhoto, HomeVideo, PressSection } from './owner-media.tsx';
import { TrustBlurbs } from './trust-blurbs.tsx';

/**
 * The home page (docs/product/storefront.md §2): banners, latest products, the owner's main photo and
 * video, about, the press, newsletter, four promises. The owner's blocks are absent when nothing is uploaded.
 */
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
      <EditorialPhoto photo={data?.mainPhoto} />
      <HomeVideo url={data?.videoUrl} poster={data?.mainPhoto} />
      <AboutSection about={data?.aboutUs[0]} loading={isPending} />
      <PressSection press={data?.press} />
      <NewsletterCard />
      <TrustBlurbs />
    </>
  );
}
