import { z } from 'zod';
import { productSchema } from './catalog.ts';
import { sitePictureSchema } from './home-media.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

export const bannerSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  /** Responsive WebP variants of the banner picture. */
  imageVariants: z.array(z.object({ width: z.number().int(), path: z.string() })),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  buttonText: z.string(),
  link: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const staticContentSchema = z.object({
  id: z.number().int(),
  distanceSellingContract: z.string(),
  distanceSellingContractEN: z.string(),
  deliverAndReturn: z.string(),
  deliverAndReturnEN: z.string(),
  termOfUse: z.string(),
  termOfUseEN: z.string(),
  privacyPolicy: z.string(),
  privacyPolicyEN: z.string(),
  mailInfo: z.string(),
  instaInfo: z.string(),
  phoneNumberInfo: z.string(),
  /** The carrier buyers return goods with at the shop's cost, and its return code. */
  returnCarrier: z.string(),
  returnCode: z.string(),
  /** The seller's identity under law 6563 (docs/decisions/029-seller-identity.md); '' when not set. */
  sellerTradeName: z.string(),
  sellerMersisNo: z.string(),
  sellerAddress: z.string(),
  sellerKepAddress: z.string(),
  sellerPhone: z.string(),
  sellerEmail: z.string(),
  /** The shop's WhatsApp number in E.164 form (decision 041); '' when the owner has not set one. */
  whatsappNumber: z.string(),
});
export type StaticContent = z.infer<typeof staticContentSchema>;
export const LEGAL_TEXT_KEYS = [
  'distanceSellingContract',
  'deliverAndReturn',
  'termOfUse',
  'privacyPolicy',
] as const;
export type LegalTextKey = (typeof LEGAL_TEXT_KEYS)[number];

export const aboutUsSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string().nullable(),
  description: z.string(),
  descriptionEN: z.string(),
});
export const storeSchema = z.object({
  id: z.number().int(),
  storeTitle: z.string(),
  storeAddress: z.string(),
  storeEmail: z.string(),
});
export const pressSchema = z.object({
  id: z.number().int(),
  modelName: z.string(),
  modelImages: z.array(z.string()),
  productImages: z.array(z.string()),
  isCelebrity: z.boolean(),
  isEditorial: z.boolean(),
  /** Where the article or post can be read; '' for none. */
  link: z.string(),
});

export const allContentSchema = z.object({
  staticContent: staticContentSchema,
  lastAddedProducts: z.array(productSchema),
  banners: z.array(bannerSchema),
  aboutUs: z.array(aboutUsSchema),
  stores: z.array(storeSchema),
  press: z.array(pressSchema),
  mainPhotoUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  /** The main photo with its variants and size, for the home page's editorial block; null when none. */
  mainPhoto: sitePictureSchema.nullable(),
  /** The cover pictures of the men's (0) and women's (1) listings; null where none was uploaded. */
  coverImages: z.object({ men: sitePictureSchema.nullable(), women: sitePictureSchema.nullable() }),
});
export type AllContent = z.infer<typeof allContentSchema>;

export const contactRequestSchema = z.object({
  // Each field names itself when it is missing or wrong (docs/product/back-office.md §8).
  email: z.email({ error: RULE_MESSAGES.contactEmail }).max(254),
  name: z.string({ error: RULE_MESSAGES.contactName }).trim().min(1, RULE_MESSAGES.contactName).max(120),
  phoneNumber: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+\d\s()-]*$/, RULE_MESSAGES.contactPhone)
    .nullish(),
  info: z
    .string({ error: RULE_MESSAGES.contactMessage })
    .trim()
    .min(1, RULE_MESSAGES.contactMessage)
    .max(5000),
  /** The solved ALTCHA payload, as on sign-up and the KVKK request form (docs/decisions/044-retention-and-consent-proof.md). */
  captchaToken: z.string().min(10).max(5000),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
