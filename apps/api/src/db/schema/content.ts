import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const now = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const banners = pgTable('banners', {
  id: serial().primaryKey(),
  imageUrl: text('image_url').notNull(),
  variantWidths: integer('variant_widths').array().notNull().default([]),
  title: text().notNull(),
  titleEN: text('title_en').notNull(),
  subtitle: text().notNull().default(''),
  subtitleEN: text('subtitle_en').notNull().default(''),
  description: text().notNull().default(''),
  descriptionEN: text('description_en').notNull().default(''),
  buttonText: text('button_text').notNull().default(''),
  buttonTextEN: text('button_text_en').notNull().default(''),
  link: text().notNull().default('/products'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** An inactive banner stays in the back office and is left out of the storefront. */
  isActive: boolean('is_active').notNull().default(true),
});

export const aboutUs = pgTable('about_us', {
  id: serial().primaryKey(),
  imageUrl: text('image_url'),
  description: text().notNull().default(''),
  descriptionEN: text('description_en').notNull().default(''),
});

export const staticContent = pgTable('static_content', {
  id: serial().primaryKey(),
  distanceSellingContract: text('distance_selling_contract').notNull().default(''),
  distanceSellingContractEN: text('distance_selling_contract_en').notNull().default(''),
  deliverAndReturn: text('deliver_and_return').notNull().default(''),
  deliverAndReturnEN: text('deliver_and_return_en').notNull().default(''),
  termOfUse: text('term_of_use').notNull().default(''),
  termOfUseEN: text('term_of_use_en').notNull().default(''),
  privacyPolicy: text('privacy_policy').notNull().default(''),
  privacyPolicyEN: text('privacy_policy_en').notNull().default(''),
  mailInfo: text('mail_info').notNull().default(''),
  instaInfo: text('insta_info').notNull().default(''),
  phoneNumberInfo: text('phone_number_info').notNull().default(''),
  /** How a buyer sends goods back: the shop's contracted carrier and its return code. */
  returnCarrier: text('return_carrier').notNull().default(''),
  returnCode: text('return_code').notNull().default(''),
  /** The seller's identity under law 6563 (docs/decisions/029-seller-identity.md); '' until the owner sets it. */
  sellerTradeName: text('seller_trade_name').notNull().default(''),
  sellerMersisNo: text('seller_mersis_no').notNull().default(''),
  sellerAddress: text('seller_address').notNull().default(''),
  sellerKepAddress: text('seller_kep_address').notNull().default(''),
  sellerPhone: text('seller_phone').notNull().default(''),
  sellerEmail: text('seller_email').notNull().default(''),
  /** The shop's WhatsApp number in E.164 form (decision 041); '' until the owner sets it. */
  whatsappNumber: text('whatsapp_number').notNull().default(''),
  updatedAt: now(),
});

export const press = pgTable('press', {
  id: serial().primaryKey(),
  modelName: text('model_name').notNull(),
  modelImages: jsonb('model_images').$type<string[]>().notNull().default([]),
  productImages: jsonb('product_images').$type<string[]>().notNull().default([]),
  isCelebrity: boolean('is_celebrity').notNull().default(false),
  isEditorial: boolean('is_editorial').notNull().default(false),
  /** Where the article or post can be read ('' for none): an internal path or an https URL. */
  link: text().notNull().default(''),
  createdAt: now(),
});

export const stores = pgTable('stores', {
  id: serial().primaryKey(),
  storeTitle: text('store_title').notNull(),
  storeAddress: text('store_address').notNull(),
  storeEmail: text('store_email').notNull(),
});

/** Single pictures of the site: 'main', 'login', 'register', 'cover-0' (men), 'cover-1' (women). */
export const sitePhotos = pgTable('site_photos', {
  key: text().primaryKey(),
  imageUrl: text('image_url').notNull(),
  /** The WebP variants written for it and its pixel size, so the storefront can give srcset and size. */
  variantWidths: integer('variant_widths').array().notNull().default([]),
  width: integer(),
  height: integer(),
  updatedAt: now(),
});

export const videos = pgTable('videos', {
  id: serial().primaryKey(),
  videoUrl: text('video_url').notNull(),
  createdAt: now(),
});
