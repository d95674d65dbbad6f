import { z } from 'zod';
import { email, intId, uuid } from './common.ts';
import { RULE_MESSAGES } from './rule-messages.ts';
import { ownerLinkSchema } from './home-media.ts';
import { CONSENT_SOURCES, marketingConsentSchema } from './consent.ts';
import { KEP_ADDRESS_PATTERN, MERSIS_PATTERN, normaliseMersis } from './seller-identity.ts';
import { normaliseTurkishPhone, TURKISH_PHONE_PATTERN } from './whatsapp.ts';
import { lowStockThresholdValue } from './dashboard.ts';

/**
 * Request and response schemas of the back office's writes (docs/product/back-office.md §7). Each schema validates
 * the admin form in the browser and the same call on the server. Coupon and order calls live with
 * their own modules.
 */

/** Most files one upload call takes; more are refused with 400. */
export const ADMIN_UPLOAD_MAX_FILES = 10;
/** The only video containers the site plays everywhere; checked by the file's magic bytes. */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
/** docs/product/back-office.md §9: new sub-category default names. */
export const NEW_SUB_CATEGORY_NAMES = { name: 'Yeni Alt Kategori', nameEN: 'New Sub Category' } as const;
/** Fixed id of the main photo and of the login/register photos (docs/product/back-office.md §9). */
export const SINGLE_PHOTO_ID = 1;

// ---- shared pieces ----

const title = (max = 200) => z.string().trim().min(1).max(max);
const longText = (max = 20_000) => z.string().trim().max(max);

/** The one message of a price that is 0 or less (the API says it in English too, platform/messages.ts). */
export const PRICE_ABOVE_ZERO_MESSAGE = RULE_MESSAGES.priceAboveZero;

/**
 * A price typed by the admin as a decimal with at most two places, above 0 in every currency: a
 * product or option priced 0 would be sold for nothing (decision 020). The largest price still fits
 * the database's integer minor units (kuruş, cent) with room to spare.
 */
export const adminPrice = z
  .number()
  // Not .positive(): 5e-324 is above 0 yet rounds to 0 kuruş; a cent is the least that can be charged.
  .min(0.01, PRICE_ABOVE_ZERO_MESSAGE)
  .max(10_000_000)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, RULE_MESSAGES.twoDecimals);

/** A sale price: like a price, or null (or absent) for no sale in that currency. */
const adminSalePrice = adminPrice.nullish().transform((v) => v ?? null);

/**
 * The sale fields of a product or option write (docs/decisions/025-sale-prices-and-reference-price.md):
 * a sale price per currency and an optional end date. The reference price is never typed: the shop
 * computes it from the price history and refuses a sale price not below it.
 */
export const saleWriteFields = {
  salePriceTRY: adminSalePrice,
  salePriceUSD: adminSalePrice,
  /** EUR. */
  salePriceForeign: adminSalePrice,
  /** When the sale ends (ISO date-time); null for no end. Must be in the future. */
  saleEndDate: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((v) => v ?? null),
};

/** 0 (or null) means "none" for optional references, as the legacy forms send it. */
const optionalRef = intId.nullish().transform((v) => (v ? v : null));

export const idBodySchema = z.object({ id: uuid });
export const intIdBodySchema = z.object({ id: intId });

// ---- products ----

export const productWriteSchema = z.object({
  title: title(),
  titleEN: title(),
  description: longText(5000).default(''),
  descriptionEN: longText(5000).default(''),
  color: z
    .string()
    .trim()
    .max(60)
    .nullish()
    .transform((v) => (v ? v : null)),
  isBestSeller: z.boolean().default(false),
  isExclusive: z.boolean().default(false),
  /** Engraved or made to measure: cannot be returned, and the product page and contract say so. */
  personalised: z.boolean().default(false),
  priceTRY: adminPrice,
  priceUSD: adminPrice,
  /** EUR. */
  priceForeign: adminPrice,
  /** 0 man, 1 woman, 2 unisex. */
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(2),
  /** Empty means the standard size. */
  size: z.string().trim().max(100).default(''),
  /** The new-product form starts at 0 (none chosen), which is refused. */
  categoryId: z.number().int().min(1, RULE_MESSAGES.chooseCategory).max(2_147_483_647),
  /** Must belong to categoryId. */
  subCategoryId: optionalRef,
  collectionId: optionalRef,
  stock: z.number().int().min(0).max(1_000_000).default(0),
  /**
   * Low stock at or under this many units; null = the shop's setting; left out = unchanged on an update
   * (docs/decisions/031-dashboard-figures.md).
   */
  lowStockThreshold: lowStockThresholdValue.nullish(),
  ...saleWriteFields,
});
/** CreateProduct. */
export const createProductRequestSchema = productWriteSchema;
export type CreateProductRequest = z.input<typeof createProductRequestSchema>;
/** UpdateProduct: the whole product with its id. */
export const updateProductRequestSchema = productWriteSchema.extend({ id: uuid });
export type UpdateProductRequest = z.input<typeof updateProductRequestSchema>;
/** DeleteProduct: the whole product may be sent; only its id is read. */
export const deleteProductRequestSchema = idBodySchema;

export const createVariantRequestSchema = z.object({
  productId: uuid,
  variantName: title(100),
  variantNameEN: title(100),
  priceTRY: adminPrice,
  priceUSD: adminPrice,
  priceForeign: adminPrice,
  ...saleWriteFields,
});
export type CreateVariantRequest = z.input<typeof createVariantRequestSchema>;
/** UpdateProductVariant: the whole option with its id (its product cannot change). */
export const updateVariantRequestSchema = createVariantRequestSchema
  .omit({ productId: true })
  .extend({ id: uuid });
export type UpdateVariantRequest = z.input<typeof updateVariantRequestSchema>;
/** DeleteProductVariant: the variant's id. */
export const deleteVariantRequestSchema = idBodySchema;

// ---- pictures of products, categories and collections ----

/** Multipart text fields are strings; ids arrive as digits. */
const formIntId = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, RULE_MESSAGES.digitsOnly)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));
const formBoolean = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'on', 'off']))
  .transform((v) => v === 'true' || v === '1' || v === 'on');

/** UploadProductImages (multipart): `files` (1-10 images) and these fields. */
export const uploadProductImagesFieldsSchema = z.object({ productId: uuid });
export const uploadCategoryImagesFieldsSchema = z.object({ categoryId: formIntId });
export const uploadCollectionImagesFieldsSchema = z.object({ collectionId: formIntId });

export const deleteProductImageQuerySchema = z.object({ productId: uuid, imageId: uuid });
export const deleteCategoryImageQuerySchema = z.object({ categoryId: intId, imageId: uuid });
export const deleteCollectionImageQuerySchema = z.object({ collectionId: intId, imageId: uuid });

/**
 * Update*ImageVitrine: true makes the image the owner's one vitrine photo; false hands the role to the
 * owner's next picture (an owner with pictures always has exactly one). The legacy form also sends
 * collectionId and categoryId with a product; they are ignored.
 */
export const productVitrineRequestSchema = z.object({
  productId: uuid,
  imageId: uuid,
  isVitrinePhoto: z.boolean(),
});
export const categoryVitrineRequestSchema = z.object({
  categoryId: intId,
  imageId: uuid,
  isVitrinePhoto: z.boolean(),
});
export const collectionVitrineRequestSchema = z.object({
  collectionId: intId,
  imageId: uuid,
  isVitrinePhoto: z.boolean(),
});

// ---- categories, sub-categories, collections ----

const genderScope = {
  isOnlyMan: z.boolean().default(false),
  isOnlyWoman: z.boolean().default(false),
};
const bothGendersOnly = (v: { isOnlyMan: boolean; isOnlyWoman: boolean }) => !(v.isOnlyMan && v.isOnlyWoman);
const bothGendersMessage = { message: RULE_MESSAGES.bothGenders, path: ['isOnlyWoman'] };

const categoryFields = z.object({
  name: title(100),
  nameEN: title(100),
  ...genderScope,
  /** Manual size mode: the shopper types a size. Leaving selectable mode clears sizeOptions. */
  isCustomSizeInput: z.boolean().default(false),
  /** Selectable size mode: comma-separated options, e.g. '16,17,18'; empty or null for the standard mode. */
  sizeOptions: z.string().trim().max(500).nullish(),
  /**
   * The highest instalment count for the category (1 to 12, within MAX_INSTALLMENTS); null or absent =
   * the default, a single payment (docs/decisions/028-try-for-residents-and-jewellery-instalments.md).
   */
  maxInstallments: z
    .number()
    .int(RULE_MESSAGES.maxInstallments)
    .min(1, RULE_MESSAGES.maxInstallments)
    .max(12, RULE_MESSAGES.maxInstallments)
    .nullish(),
});
export const createCategoryRequestSchema = categoryFields.refine(bothGendersOnly, bothGendersMessage);
export type CreateCategoryRequest = z.input<typeof createCategoryRequestSchema>;
export const updateCategoryRequestSchema = categoryFields
  .extend({ id: intId })
  .refine(bothGendersOnly, bothGendersMessage);
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequestSchema>;

/**
 * A sub-category's name: trimmed and never blank, with words of its own, because a nameless row is a
 * blank link in the storefront's menu (docs/product/back-office.md §5).
 */
const subCategoryName = z.string().trim().min(1, RULE_MESSAGES.subCategoryName).max(100);

/**
 * A name left out (or null) gets the default 'Yeni Alt Kategori' / 'New Sub Category', as the add row
 * starts with them; a name sent blank is refused like a blank rename.
 */
export const createSubCategoryRequestSchema = z.object({
  name: subCategoryName.nullish().transform((v) => v ?? NEW_SUB_CATEGORY_NAMES.name),
  nameEN: subCategoryName.nullish().transform((v) => v ?? NEW_SUB_CATEGORY_NAMES.nameEN),
  categoryId: intId,
});
export type CreateSubCategoryRequest = z.input<typeof createSubCategoryRequestSchema>;
/** Renames a sub-category; it stays in its category (categoryId, when sent, is ignored). */
export const updateSubCategoryRequestSchema = z.object({
  id: intId,
  name: subCategoryName,
  nameEN: subCategoryName,
});
/** The names of the sub-category table's rows, checked in the browser as on the server. */
export const subCategoryNamesSchema = z.object({ name: subCategoryName, nameEN: subCategoryName });

const collectionFields = z.object({ name: title(100), nameEN: title(100), ...genderScope });
export const createCollectionRequestSchema = collectionFields.refine(bothGendersOnly, bothGendersMessage);
export type CreateCollectionRequest = z.input<typeof createCollectionRequestSchema>;
export const updateCollectionRequestSchema = collectionFields
  .extend({ id: intId })
  .refine(bothGendersOnly, bothGendersMessage);

/** GetCollectionProductCount: how many products lose the collection when it is deleted. */
export const collectionProductCountSchema = z.object({ productCount: z.number().int().nonnegative() });
export type CollectionProductCount = z.infer<typeof collectionProductCountSchema>;

// ---- content ----

/** UpdateAboutUs: the row to change; without an id the shop's about-us text is written (created if missing). */
export const updateAboutUsRequestSchema = z.object({
  id: intId.optional(),
  description: longText(),
  descriptionEN: longText(),
});
/** UploadAboutUsImage (multipart): `files` (one image) and AboutUsDTO.Id. */
export const uploadAboutUsImageFieldsSchema = z.object({ 'AboutUsDTO.Id': formIntId.optional() });

/**
 * A legal text: the checkout shows and the buyer accepts it (distance-selling contract, returns, terms,
 * privacy), so it cannot be saved blank in either language.
 */
const legalText = z.string().trim().min(1, RULE_MESSAGES.legalText).max(100_000);

export const updateStaticContentRequestSchema = z.object({
  id: intId.optional(),
  distanceSellingContract: legalText,
  distanceSellingContractEN: legalText,
  deliverAndReturn: legalText,
  deliverAndReturnEN: legalText,
  termOfUse: legalText,
  termOfUseEN: legalText,
  privacyPolicy: legalText,
  privacyPolicyEN: legalText,
  mailInfo: z.string().trim().max(254),
  instaInfo: z.string().trim().max(254),
  phoneNumberInfo: z.string().trim().max(40),
  /** How buyers send goods back (docs/decisions/024-after-sale.md); left as they are when not sent. */
  returnCarrier: z.string().trim().max(60).optional(),
  returnCode: z.string().trim().max(60).optional(),
  /** The seller's identity (docs/decisions/029-seller-identity.md); each left as it is when not sent. */
  sellerTradeName: z.string().trim().max(200).optional(),
  sellerMersisNo: z
    .string()
    .transform(normaliseMersis)
    .refine((v) => v === '' || MERSIS_PATTERN.test(v), RULE_MESSAGES.mersisNo)
    .optional(),
  sellerAddress: z.string().trim().max(500).optional(),
  sellerKepAddress: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || KEP_ADDRESS_PATTERN.test(v), RULE_MESSAGES.kepAddress)
    .optional(),
  sellerPhone: z.string().trim().max(40).optional(),
  sellerEmail: z
    .string()
    .trim()
    .refine((v) => v === '' || email.safeParse(v).success, RULE_MESSAGES.sellerEmail)
    .optional(),
  /** The shop's WhatsApp number (decision 041): a Turkish number, kept in E.164 form; '' removes it. */
  whatsappNumber: z
    .string()
    .max(40)
    .transform(normaliseTurkishPhone)
    .refine((v) => v === '' || TURKISH_PHONE_PATTERN.test(v), RULE_MESSAGES.whatsappNumber)
    .optional(),
});
export type UpdateStaticContentRequest = z.input<typeof updateStaticContentRequestSchema>;

export const addStoreRequestSchema = z.object({
  storeTitle: title(120),
  storeAddress: title(500),
  storeEmail: z.string().trim().pipe(email),
});
export type AddStoreRequest = z.input<typeof addStoreRequestSchema>;

/** AddPress (multipart): ModelImages and ProductImages files (at least one of each) and these fields. */
export const addPressFieldsSchema = z.object({
  /** Sent by the legacy form; a new press item always gets a new id. */
  Id: z.string().optional(),
  ModelName: title(120),
  IsCelebrity: formBoolean.default(false),
  IsEditorial: formBoolean.default(false),
  /** Where the article can be read: a path of this shop or an https address; '' or absent for none. */
  Link: ownerLinkSchema.default(''),
});

/** UpdateMainPhoto (multipart): `files` (one image) and MainPhoto.Id, which is always 1. */
const fixedPhotoId = z
  .string()
  .trim()
  .pipe(z.literal(String(SINGLE_PHOTO_ID)))
  .optional();
export const updateMainPhotoFieldsSchema = z.object({ 'MainPhoto.Id': fixedPhotoId });
/** UpdateLoginRegisterPhoto (multipart): `files` (one image), the fixed id and which photo it is. */
export const updateLoginRegisterPhotoFieldsSchema = z.object({
  'LoginRegisterPhoto.Id': fixedPhotoId,
  'LoginRegisterPhoto.IsLoginPhoto': formBoolean,
});
/** UploadCoverImage (multipart): `imageFile` and gender 0 (men) or 1 (women), both required. */
export const uploadCoverImageFieldsSchema = z.object({
  gender: z
    .string()
    .trim()
    .pipe(z.enum(['0', '1']))
    .transform(Number),
});

export const videoUrlResponseSchema = z.object({ videoUrl: z.string() });
export const imageUrlResponseSchema = z.object({ imageUrl: z.string() });

// ---- colours ----

/**
 * AddColor. Emptiness and the code's form are checked by the server with the spec's message
 * ('Renk adı ve renk kodu boş olamaz.'), so the body schema only bounds the strings.
 */
export const addColorRequestSchema = z.object({
  colorName: z.string().max(60).default(''),
  colorNameEN: z.string().max(60).default(''),
  colorCode: z.string().max(20).default(''),
});
export type AddColorRequest = z.input<typeof addColorRequestSchema>;
/** #rrggbb, the colour picker's format. */
export const COLOR_CODE_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const removeColorQuerySchema = z.object({ colorId: intId });

// ---- customers, subscribers, contact messages (read only) ----

export const adminUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  /** YYYY-MM-DD or null. */
  dateBirth: z.string().nullable(),
  dateCreated: z.string(),
  isThirdParty: z.boolean(),
  emailConfirmed: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

/**
 * A subscriber with the latest consent's record (null fields for an address kept before consents were
 * recorded) and every consent event of the address, newest first.
 */
export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
  consentedAt: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES).nullable(),
  ip: z.string().nullable(),
  textVersion: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  consents: z.array(marketingConsentSchema),
});
export type Subscriber = z.infer<typeof subscriberSchema>;
export const subscriberListSchema = z.array(subscriberSchema);

/**
 * What the İYS file holds and what it leaves out (docs/decisions/044-retention-and-consent-proof.md):
 * addresses with a consent in force (ONAY), addresses that withdrew (RET), and addresses with no recorded
 * consent, which are neither in the file nor mailed marketing.
 */
export const iysSummarySchema = z.object({
  consenting: z.number().int(),
  withdrawn: z.number().int(),
  noProof: z.number().int(),
});
export type IysSummary = z.infer<typeof iysSummarySchema>;

export const contactMessageSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  info: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessageListSchema = z.array(contactMessageSchema);
