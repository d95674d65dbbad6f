import { z } from 'zod';
import { CURRENCIES } from './constants.ts';
import { decimalMoney, uuid } from './common.ts';

/**
 * Payment/GetInstallmentTable: a product page's instalment table before any card is typed
 * (docs/decisions/041-product-page-instalments-size-guide-share.md).
 */
export const installmentTableQuerySchema = z.object({ productId: uuid });
export type InstallmentTableQuery = z.input<typeof installmentTableQuerySchema>;

export const installmentTableRowSchema = z.object({
  installmentNumber: z.number().int(),
  /** One monthly payment. */
  monthly: decimalMoney,
  /** What the card is charged in all, interest included. */
  total: decimalMoney,
});

export const installmentFamilySchema = z.object({
  cardFamilyName: z.string(),
  bankName: z.string(),
  /** 1 to the highest count allowed, as the provider quotes them. */
  rows: z.array(installmentTableRowSchema),
});
export type InstallmentFamily = z.infer<typeof installmentFamilySchema>;

/**
 * Why the product is paid in one go: `category` when its category allows a single payment (jewellery,
 * decision 028); `shop` when the shop's MAX_INSTALLMENTS is 1; `provider` when the provider offers no
 * instalments for the amount. Null when the table has more than one count.
 */
export const SINGLE_PAYMENT_REASONS = ['category', 'shop', 'provider'] as const;
export type SinglePaymentReason = (typeof SINGLE_PAYMENT_REASONS)[number];

export const installmentTableSchema = z.object({
  productId: z.string(),
  /** The price the table is for: the product's TRY price paid now (decision 028: instalments are in TRY). */
  price: decimalMoney,
  currency: z.enum(CURRENCIES),
  /** The currency the shopper browses in; the page says the table is in `currency` when they differ. */
  shownCurrency: z.enum(CURRENCIES),
  /** The highest count the product's category allows within MAX_INSTALLMENTS. */
  maxInstallments: z.number().int(),
  singlePaymentReason: z.enum(SINGLE_PAYMENT_REASONS).nullable(),
  /** The main card families, each with its counts; empty when single payment. */
  families: z.array(installmentFamilySchema),
});
export type InstallmentTable = z.infer<typeof installmentTableSchema>;
