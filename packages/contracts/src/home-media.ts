import { z } from 'zod';
import { categorySchema } from './catalog.ts';
import { intId } from './common.ts';
import { isOwnerLink } from './owner-links.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

/**
 * The home page the owner controls (docs/decisions/033-home-page-the-owner-controls.md): banners edited in
 * the back office, the owner's site photos as the storefront shows them, and hidden, ordered categories.
 */

const variantsSchema = z.array(z.object({ width: z.number().int(), path: z.string() }));

/** A site photo (main photo, cover images) with its responsive variants and pixel size (null if unknown). */
export const sitePictureSchema = z.object({
  imageUrl: z.string(),
  imageVariants: variantsSchema,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type SitePicture = z.infer<typeof sitePictureSchema>;

/** A banner as the back office edits it: both languages, its place and whether it is shown. */
export const adminBannerSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  imageVariants: variantsSchema,
  title: z.string(),
  titleEN: z.string(),
  subtitle: z.string(),
  subtitleEN: z.string(),
  description: z.string(),
  descriptionEN: z.string(),
  buttonText: z.string(),
  buttonTextEN: z.string(),
  link: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

const text = (max: number) => z.string().trim().max(max).default('');

/** An owner's link, or '' for none. */
export const ownerLinkSchema = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || isOwnerLink(v), RULE_MESSAGES.ownerLink);

const multipartBoolean = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'on', 'off']))
  .transform((v) => v === 'true' || v === '1' || v === 'on');

const bannerWords = {
  title: text(120),
  titleEN: text(120),
  subtitle: text(80),
  subtitleEN: text(80),
  description: text(300),
  descriptionEN: text(300),
  buttonText: text(40),
  buttonTextEN: text(40),
  link: ownerLinkSchema.default(''),
};
const buttonNeedsLink: [
  (b: { link: string; buttonText: string; buttonTextEN: string }) => boolean,
  { message: string; path: string[] },
] = [
  (b) => b.link !== '' || (b.buttonText === '' && b.buttonTextEN === ''),
  { message: RULE_MESSAGES.buttonNeedsLink, path: ['link'] },
];

/** The back office's banner form: the same rules as the call, with the flag as a checkbox gives it. */
export const bannerDraftSchema = z
  .object({ ...bannerWords, isActive: z.boolean().default(true) })
  .refine(...buttonNeedsLink);
export type BannerDraft = z.input<typeof bannerDraftSchema>;

/**
 * CreateBanner and UpdateBanner (multipart): `imageFile` (required to create, optional to update) and
 * these text fields. A button label without a link is refused.
 */
export const bannerFieldsSchema = z
  .object({ ...bannerWords, isActive: multipartBoolean.default(true) })
  .refine(...buttonNeedsLink);
export type BannerFields = z.output<typeof bannerFieldsSchema>;
export type BannerFieldsInput = z.input<typeof bannerFieldsSchema>;

const formIntId = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, RULE_MESSAGES.digitsOnly)
  .transform(Number)
  .pipe(z.number().int().min(1).max(2_147_483_647));
export const updateBannerIdSchema = z.object({ id: formIntId });

/** Reorder*: every id of the list exactly once, in the new order. */
export const reorderRequestSchema = z.object({
  ids: z
    .array(intId)
    .min(1)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, RULE_MESSAGES.idsOnce),
});
export type ReorderRequest = z.input<typeof reorderRequestSchema>;

/** A category as the back office lists it: with its place in the menus and whether it is hidden. */
export const adminCategorySchema = categorySchema.extend({
  sortOrder: z.number().int(),
  hidden: z.boolean(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const setCategoryHiddenRequestSchema = z.object({ id: intId, hidden: z.boolean() });
export type SetCategoryHiddenRequest = z.input<typeof setCategoryHiddenRequestSchema>;
