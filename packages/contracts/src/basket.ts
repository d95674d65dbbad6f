import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { decimalMoney, uuid } from './common.ts';

const quantity = z.number().int().min(1).max(LIMITS.maxBasketQuantity);
const guestId = z.string().max(120).nullish();

/**
 * A basket line as the client sends it. Only the product, option, size, colour and quantity are read:
 * names, pictures and prices always come from the server's catalogue.
 */
export const basketItemInputSchema = z.object({
  basketItemId: uuid.nullish(),
  productId: uuid,
  variantId: uuid.nullish(),
  quantity,
  size: z.string().trim().max(40).nullish(),
  color: z.string().trim().max(40).nullish(),
});
export type BasketItemInput = z.infer<typeof basketItemInputSchema>;

/** The basket body of SaveOrUpdateBasket, QuantityRefresher, DeleteBasket and DeleteWholeProductType. */
export const basketRequestSchema = z.object({
  nonUserBasketId: guestId,
  basketItems: z
    .array(basketItemInputSchema.partial({ quantity: true }))
    .max(100)
    .default([]),
});
export type BasketRequest = z.input<typeof basketRequestSchema>;

export const quantityRefreshRequestSchema = z.object({
  nonUserBasketId: guestId,
  basketItems: z
    .array(z.object({ basketItemId: uuid, quantity }))
    .min(1)
    .max(100),
});

export const deleteWholeProductTypeRequestSchema = z.object({
  nonUserBasketId: guestId,
  basketItems: z
    .array(z.object({ productId: uuid }))
    .min(1)
    .max(100),
});

/** After sign-in: the guest basket is merged into the customer's. */
export const refreshHasLogonBasketRequestSchema = z.object({
  userMail: z.string().max(254).nullish(),
  nonUserBasketId: guestId,
  basketItems: z.array(basketItemInputSchema).max(100).default([]),
  totalAmount: z.number().nullish(),
});

export const getBasketQuerySchema = z.object({ nonUserBasketId: guestId });
export const deleteBasketItemQuerySchema = z.object({
  nonUserBasketId: guestId,
  productId: uuid.optional(),
  basketItemId: uuid,
});

export const basketItemSchema = z.object({
  basketItemId: z.string(),
  productId: z.string(),
  productName: z.string(),
  productNameEN: z.string(),
  productImageUrl: z.string().nullable(),
  collectionId: z.number().int().nullable(),
  quantity: z.number().int(),
  size: z.string(),
  color: z.string().nullable(),
  isVariant: z.boolean(),
  variantId: z.string().nullable(),
  variantName: z.string().nullable(),
  variantNameEN: z.string().nullable(),
  isNewItem: z.boolean(),
  priceTRY: decimalMoney,
  priceUSD: decimalMoney,
  priceForeign: decimalMoney,
  /** Unit price in the request's currency: the sale price while a sale is on. */
  price: decimalMoney,
  /** The struck-through reference price while on sale, else null (docs/decisions/025-sale-prices-and-reference-price.md). */
  referencePrice: decimalMoney.nullable().default(null),
  lineTotal: decimalMoney,
  stock: z.number().int(),
});
export type BasketItem = z.infer<typeof basketItemSchema>;

export const basketSchema = z.object({
  nonUserBasketId: z.string().nullable(),
  basketItems: z.array(basketItemSchema),
  currency: z.enum(['TRY', 'USD', 'EUR']),
  itemCount: z.number().int(),
  totalAmount: decimalMoney,
  calculatedTotalAmount: decimalMoney,
});
export type Basket = z.infer<typeof basketSchema>;
