import { z } from 'zod';
import { FILTER_GENDERS } from './constants.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

/** Comma-separated or repeated numeric ids in a query string, e.g. ?categories=1,2. */
export const idList = z.union([z.string(), z.array(z.string())]).transform((v, ctx) => {
  const parts = (Array.isArray(v) ? v.join(',') : v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ids = parts.map(Number);
  if (ids.some((n) => !Number.isInteger(n) || n < 0 || n > 2_147_483_647)) {
    ctx.addIssue({ code: 'custom', message: RULE_MESSAGES.idList });
    return z.NEVER;
  }
  return ids;
});

export const intId = z.coerce.number().int().min(0).max(2_147_483_647);
export const uuid = z.uuid();
export const filterGender = z.union(
  FILTER_GENDERS.map((g) => z.literal(g)) as [z.ZodLiteral<0>, z.ZodLiteral<1>],
);
export const shortText = (max = 200) => z.string().trim().max(max);
export const email = z.email().max(254);

/** A price as the API shows it: a decimal with at most two places. */
export const decimalMoney = z.number().nonnegative().max(100_000_000);

export const imageVariantSchema = z.object({ width: z.number().int(), path: z.string() });
export const imageFileSchema = z.object({
  imageId: z.string(),
  path: z.string(),
  fileName: z.string(),
  isVitrinePhoto: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
});
export type ImageFile = z.infer<typeof imageFileSchema>;

export const okSchema = z.object({ succeeded: z.literal(true) });
