import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  allContentSchema,
  CACHE_KEYS,
  loginRegisterUrlsSchema,
  type AllContent,
  type Banner,
  type LoginRegisterUrls,
  type SitePicture,
  type StaticContent,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { aboutUs, banners, press, sitePhotos, staticContent, stores, videos } from '../../db/schema/index.ts';
import {
  cachedJson,
  imageVariants,
  pick,
  ProductReader,
  SaleEnds,
  viewKey,
  type View,
} from '../catalog/index.ts';

/** How many of the newest products the home page's 'latest products' sliders get. */
export const LAST_ADDED_PRODUCTS = 10;

const EMPTY_STATIC_CONTENT: StaticContent = {
  id: 0,
  distanceSellingContract: '',
  distanceSellingContractEN: '',
  deliverAndReturn: '',
  deliverAndReturnEN: '',
  termOfUse: '',
  termOfUseEN: '',
  privacyPolicy: '',
  privacyPolicyEN: '',
  mailInfo: '',
  instaInfo: '',
  phoneNumberInfo: '',
  returnCarrier: '',
  returnCode: '',
  sellerTradeName: '',
  sellerMersisNo: '',
  sellerAddress: '',
  sellerKepAddress: '',
  sellerPhone: '',
  sellerEmail: '',
  whatsappNumber: '',
};

type BannerRow = typeof banners.$inferSelect;

/** A banner in the request's language (title or titleEN, and so on), with its responsive pictures. */
export function toBanner(row: BannerRow, view: View): Banner {
  const { language } = view;
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    imageVariants: row.variantWidths.length
      ? imageVariants(row.imageUrl, row.variantWidths, Math.max(...row.variantWidths))
      : [],
    title: pick(language, row.title, row.titleEN),
    subtitle: pick(language, row.subtitle, row.subtitleEN),
    description: pick(language, row.description, row.descriptionEN),
    buttonText: pick(language, row.buttonText, row.buttonTextEN),
    link: row.link,
  };
}

/** A site photo with the variants its upload wrote (none known for a photo stored before migration 0013). */
export function toSitePicture(row: typeof sitePhotos.$inferSelect): SitePicture {
  return {
    imageUrl: row.imageUrl,
    imageVariants: row.variantWidths.length
      ? imageVariants(row.imageUrl, row.variantWidths, Math.max(...row.variantWidths))
      : [],
    width: row.width,
    height: row.height,
  };
}

/** The home page and content pages' reads: Products/GetAllContent and Products/GetLoginRegisterUrls. */
export class ContentReads {
  private readonly products: ProductReader;
  /** The newest products carry sale prices: a sale's end clears the cached home content. */
  private readonly saleEnds: SaleEnds;

  constructor(private readonly ctx: AppContext) {
    this.products = new ProductReader(ctx.db);
    this.saleEnds = new SaleEnds(ctx.db, ctx.cache);
  }

  async allContentData(view: View): Promise<AllContent> {
    const { db } = this.ctx;
    const [
      staticRows,
      lastAddedProducts,
      bannerRows,
      aboutRows,
      storeRows,
      pressRows,
      sitePhotoRows,
      videoRows,
    ] = await Promise.all([
      db.select().from(staticContent).orderBy(asc(staticContent.id)).limit(1),
      this.products.list(view, { images: true, limit: LAST_ADDED_PRODUCTS, visibleOnly: true }),
      db
        .select()
        .from(banners)
        .where(eq(banners.isActive, true))
        .orderBy(asc(banners.sortOrder), asc(banners.id)),
      db.select().from(aboutUs).orderBy(asc(aboutUs.id)),
      db.select().from(stores).orderBy(asc(stores.id)),
      db.select().from(press).orderBy(desc(press.createdAt), desc(press.id)),
      db
        .select()
        .from(sitePhotos)
        .where(inArray(sitePhotos.key, ['main', 'cover-0', 'cover-1'])),
      db
        .select({ videoUrl: videos.videoUrl })
        .from(videos)
        .orderBy(desc(videos.createdAt), desc(videos.id))
        .limit(1),
    ]);
    const staticRow = staticRows[0];
    const photo = (key: string) => {
      const row = sitePhotoRows.find((r) => r.key === key);
      return row ? toSitePicture(row) : null;
    };
    return {
      staticContent: staticRow
        ? { ...EMPTY_STATIC_CONTENT, ...withoutUpdatedAt(staticRow) }
        : EMPTY_STATIC_CONTENT,
      lastAddedProducts,
      banners: bannerRows.map((b) => toBanner(b, view)),
      aboutUs: aboutRows.map(({ id, imageUrl, description, descriptionEN }) => ({
        id,
        imageUrl,
        description,
        descriptionEN,
      })),
      stores: storeRows.map(({ id, storeTitle, storeAddress, storeEmail }) => ({
        id,
        storeTitle,
        storeAddress,
        storeEmail,
      })),
      press: pressRows.map(
        ({ id, modelName, modelImages, productImages, isCelebrity, isEditorial, link }) => ({
          id,
          modelName,
          modelImages,
          productImages,
          isCelebrity,
          isEditorial,
          link,
        }),
      ),
      mainPhotoUrl: photo('main')?.imageUrl ?? null,
      videoUrl: videoRows[0]?.videoUrl ?? null,
      mainPhoto: photo('main'),
      coverImages: { men: photo('cover-0'), women: photo('cover-1') },
    };
  }

  /** Cached per language and currency (banners are translated, product prices follow the currency). */
  async allContent(view: View): Promise<string> {
    await this.saleEnds.check();
    return cachedJson(
      this.ctx.cache,
      CACHE_KEYS.homeContent,
      `all-content|${viewKey(view)}`,
      allContentSchema,
      () => this.allContentData(view),
    );
  }

  async loginRegisterUrlsData(): Promise<LoginRegisterUrls> {
    const rows = await this.ctx.db
      .select({ key: sitePhotos.key, imageUrl: sitePhotos.imageUrl })
      .from(sitePhotos)
      .where(inArray(sitePhotos.key, ['login', 'register']));
    const url = (key: string) => rows.find((r) => r.key === key)?.imageUrl ?? null;
    return { loginImageUrl: url('login'), registerImageUrl: url('register') };
  }

  loginRegisterUrls(): Promise<string> {
    return cachedJson(
      this.ctx.cache,
      CACHE_KEYS.loginRegister,
      'login-register-urls',
      loginRegisterUrlsSchema,
      () => this.loginRegisterUrlsData(),
    );
  }
}

function withoutUpdatedAt<T extends { updatedAt: unknown }>(row: T): Omit<T, 'updatedAt'> {
  const { updatedAt: _updatedAt, ...rest } = row;
  return rest;
}
