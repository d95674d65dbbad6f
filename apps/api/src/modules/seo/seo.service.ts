import { asc, eq } from 'drizzle-orm';
import {
  CACHE_KEYS,
  IMAGE_SIZES,
  mainImage,
  srcSetOf,
  type Category,
  type Product,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import { banners, categories, products } from '../../db/schema/index.ts';
import { CatalogReads, SaleEnds } from '../catalog/index.ts';
import { toBanner } from '../content/index.ts';
import { ratingOf } from '../reviews/index.ts';
import type { PageHead } from './page-head.ts';

const SHOP = 'Kehribar';
/** Shared links and crawlers get the default language and currency. */
const DEFAULT_VIEW = { language: 'tr-TR', currency: 'TRY' } as const;
const DEFAULT_DESCRIPTION =
  'El yapımı Baltık kehribarı ve doğal taş takılar: kolye, yüzük, bileklik, küpe ve tesbih. Ücretsiz kargo, taksitli ve güvenli ödeme.';

/** Titles and descriptions of the pages that are the same for everyone (Turkish, the default language). */
const STATIC_PAGES: Record<string, { title: string; description: string; noindex?: boolean }> = {
  '/': { title: `${SHOP} — Kehribar ve Doğal Taş Takı`, description: DEFAULT_DESCRIPTION },
  '/products': {
    title: `Tüm Ürünler | ${SHOP}`,
    description: 'Kehribar kolye, yüzük, bileklik, küpe, tesbih ve doğal taşlar.',
  },
  '/about-us': {
    title: `Hakkımızda | ${SHOP}`,
    description: 'Kehribar atölyemizin hikâyesi: el işçiliği, kalite ve doğal taş sevgisi.',
  },
  '/stores': {
    title: `Mağazalarımız | ${SHOP}`,
    description: 'Kehribar mağazalarının adresleri ve iletişim bilgileri.',
  },
  '/contact-us': {
    title: `İletişim | ${SHOP}`,
    description: 'Sorularınız için bize yazın; en kısa sürede dönüş yapalım.',
  },
  '/natural-stones': {
    title: `Doğal Taşlar | ${SHOP}`,
    description: 'Kehribar ve doğal taşların özellikleri, kökenleri ve faydaları.',
  },
  '/blog': {
    title: `Blog | ${SHOP}`,
    description: 'Kehribar ve doğal taşlar üzerine yazılar, bakım önerileri ve hikâyeler.',
  },
  '/certificates': {
    title: `Sertifikalar | ${SHOP}`,
    description: 'Kehribar ürünlerimizin özgünlük ve kalite sertifikaları.',
  },
  '/login': { title: `Giriş Yap | ${SHOP}`, description: DEFAULT_DESCRIPTION, noindex: true },
  '/register': { title: `Üye Ol | ${SHOP}`, description: DEFAULT_DESCRIPTION, noindex: true },
};
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/products',
  '/about-us',
  '/stores',
  '/contact-us',
  '/natural-stones',
  '/blog',
  '/certificates',
];

/** The data of a cached { data } answer; null when the read answered that there is no such thing. */
async function dataOf<T>(json: Promise<string>): Promise<T | null> {
  try {
    return (JSON.parse(await json) as { data: T }).data;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

export class SeoService {
  /**
   * The head reads what the page shows through the catalogue's cached reads, so a render of the page and
   * its head cost one database read between them (the render's GetProductById in the default view is the
   * same cache entry).
   */
  private readonly reads: CatalogReads;
  readonly saleEnds: SaleEnds;

  constructor(private readonly ctx: AppContext) {
    this.reads = new CatalogReads(ctx);
    this.saleEnds = new SaleEnds(ctx.db, ctx.cache);
  }

  private url(path: string): string {
    return `${this.ctx.config.publicUrl}${path}`;
  }

  async headFor(rawUrl: string): Promise<PageHead> {
    const url = new URL(rawUrl, 'http://local');
    const productId = url.pathname.match(
      /^\/product\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i,
    )?.[1];
    if (productId) {
      const head = await this.productHead(productId);
      if (head) return head;
    }
    if (url.pathname === '/products') {
      const categoryId = Number(url.searchParams.get('categories')?.split(',')[0]);
      if (Number.isInteger(categoryId) && categoryId > 0) {
        const head = await this.categoryHead(categoryId);
        if (head) return head;
      }
    }
    const page = STATIC_PAGES[url.pathname] ?? {
      title: SHOP,
      description: DEFAULT_DESCRIPTION,
      noindex: true,
    };
    const preloadImage = url.pathname === '/' ? await this.firstBanner() : undefined;
    return { ...page, canonical: this.url(url.pathname), ...(preloadImage ? { preloadImage } : {}) };
  }

  private async productHead(id: string): Promise<PageHead | null> {
    const [product, rating] = await Promise.all([
      dataOf<Product>(this.reads.productById(id, DEFAULT_VIEW)),
      ratingOf(this.ctx.db, id),
    ]);
    if (!product) return null;
    const canonical = this.url(`/product/${product.id}`);
    const images = product.productImageFiles.map((i) => this.url(i.path));
    const description = product.description
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .join(' ')
      .slice(0, 160);
    const photo = mainImage(product.productImageFiles);
    return {
      ...(photo
        ? { preloadImage: { href: photo.path, srcset: srcSetOf(photo.variants), sizes: IMAGE_SIZES.gallery } }
        : {}),
      title: `${product.title} | ${SHOP}`,
      description: description || DEFAULT_DESCRIPTION,
      canonical,
      image: images[0],
      type: 'product',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.title,
        alternateName: product.titleEN,
        description: product.description,
        image: images,
        sku: product.id,
        category: product.categoryName,
        brand: { '@type': 'Brand', name: SHOP },
        offers: {
          '@type': 'Offer',
          url: canonical,
          priceCurrency: 'TRY',
          // The price paid now (the sale price while a sale is on, DEFAULT_VIEW is in TRY), valid until
          // the sale ends (docs/decisions/025-sale-prices-and-reference-price.md).
          price: product.price.toFixed(2),
          ...(product.referencePrice !== null && product.saleEndDate
            ? { priceValidUntil: product.saleEndDate.slice(0, 10) }
            : {}),
          availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
        // Only with an approved review: the figures the page shows (docs/decisions/043-reviews-from-buyers.md).
        ...(rating?.average != null && rating.count > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: rating.average,
                reviewCount: rating.count,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
    };
  }

  /** The home page carousel's first picture (its LCP): the first active banner, cached with the home content. */
  private firstBanner(): Promise<PageHead['preloadImage']> {
    return this.ctx.cache.wrap(CACHE_KEYS.homeContent, 'seo-first-banner', async () => {
      const [row] = await this.ctx.db
        .select()
        .from(banners)
        .where(eq(banners.isActive, true))
        .orderBy(asc(banners.sortOrder), asc(banners.id))
        .limit(1);
      if (!row) return undefined;
      const banner = toBanner(row, DEFAULT_VIEW);
      return { href: banner.imageUrl, srcset: srcSetOf(banner.imageVariants), sizes: IMAGE_SIZES.banner };
    });
  }

  private async categoryHead(id: number): Promise<PageHead | null> {
    const category = await dataOf<Category>(this.reads.categoryById(id));
    if (!category) return null;
    return {
      title: `${category.name} | ${SHOP}`,
      description: `${category.name}: el yapımı kehribar ve doğal taş ${category.name.toLocaleLowerCase('tr-TR')} modelleri. Ücretsiz kargo ve taksit imkânı.`,
      canonical: this.url(`/products?categories=${category.id}`),
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: category.name,
        url: this.url(`/products?categories=${category.id}`),
      },
    };
  }

  async sitemap(): Promise<string> {
    const [productRows, categoryRows] = await Promise.all([
      this.ctx.db
        .select({ id: products.id, updated: products.createdTime })
        .from(products)
        .orderBy(asc(products.createdTime)),
      // A hidden category's listing is empty (docs/decisions/033-home-page-the-owner-controls.md).
      this.ctx.db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.hidden, false))
        .orderBy(asc(categories.id)),
    ]);
    const entry = (path: string, lastmod?: Date) =>
      `  <url><loc>${this.url(path).replace(/&/g, '&amp;')}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const urls = [
      ...SITEMAP_STATIC_PATHS.map((p) => entry(p)),
      ...categoryRows.map((c) => entry(`/products?categories=${c.id}`)),
      ...productRows.map((p) => entry(`/product/${p.id}`, p.updated)),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }

  robots(): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin-panel',
      'Disallow: /profile',
      'Disallow: /checkout',
      'Disallow: /payment',
      'Disallow: /basket',
      'Disallow: /api/',
      '',
      `Sitemap: ${this.url('/sitemap.xml')}`,
      '',
    ].join('\n');
  }
}
