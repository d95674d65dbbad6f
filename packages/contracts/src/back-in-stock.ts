import { z } from 'zod';
import { email, uuid } from './common.ts';
import { LANGUAGES } from './constants.ts';
import { RULE_MESSAGES } from './rule-messages.ts';
import { GIFT_NOTE_MAX } from './gift-note-rules.ts';

/**
 * Back in stock and the gift note (docs/decisions/042-back-in-stock-and-gift-note.md): a shopper waits for
 * a sold-out product or option; the owner sees who waits for what; a checkout carries a gift note.
 */

/** C0 and C1 control characters but line feed: a note is printed on a card, so it may break lines. */
const hasControlCharacter = (s: string) =>
  [...s].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);
  });

/** A gift note: up to 250 characters, no control characters; an empty note is no note. */
export const giftNoteSchema = z
  .string()
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .max(GIFT_NOTE_MAX, RULE_MESSAGES.giftNoteTooLong)
      .refine((s) => !hasControlCharacter(s), RULE_MESSAGES.giftNoteControl),
  )
  .transform((s) => (s === '' ? null : s));

/** Products/NotifyWhenInStock: a guest names an address; a signed-in customer may leave it out (theirs is used). */
export const notifyWhenInStockRequestSchema = z.object({
  productId: uuid,
  /** The chosen option, when the product has options. */
  variantId: uuid.nullish(),
  email: email.optional(),
});
export type NotifyWhenInStockRequest = z.input<typeof notifyWhenInStockRequestSchema>;
export const notifyWhenInStockResponseSchema = z.object({ email: z.string(), message: z.string() });
export type NotifyWhenInStockResponse = z.infer<typeof notifyWhenInStockResponseSchema>;

/** The signed token of a back-in-stock mail's cancel link (modules/back-in-stock). */
const stockNoticeToken = z.string().trim().min(10).max(200);
/** From the storefront page a JSON body; from a mail client's RFC 8058 one-click POST, the query. */
export const cancelStockNoticeRequestSchema = z.object({ token: stockNoticeToken.optional() }).optional();
export const cancelStockNoticeQuerySchema = z.object({ token: stockNoticeToken.optional() });
export const cancelStockNoticeResponseSchema = z.object({ message: z.string() });
export type CancelStockNoticeResponse = z.infer<typeof cancelStockNoticeResponseSchema>;

/** The back office: who waits for one product, or for every product when no id is given. */
export const stockWaitersQuerySchema = z.object({ productId: uuid.optional() });
export const stockWaiterSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  variantId: z.string().nullable(),
  variantName: z.string().nullable(),
  email: z.string(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
});
export type StockWaiter = z.infer<typeof stockWaiterSchema>;
export const stockWaitersSchema = z.array(stockWaiterSchema);
/** How many addresses wait for each product that has any (the product list's column). */
export const stockWaitCountsSchema = z.record(z.string(), z.number().int());
export type StockWaitCounts = z.infer<typeof stockWaitCountsSchema>;
