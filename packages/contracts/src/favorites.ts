import { z } from 'zod';
import { uuid } from './common.ts';

export const favoriteRequestSchema = z.object({
  productId: uuid,
  /** The guest id; null when signed in. */
  nonUserId: z.string().max(120).nullish(),
});
export const favoritesQuerySchema = z.object({ nonUserId: z.string().max(120).nullish() });
