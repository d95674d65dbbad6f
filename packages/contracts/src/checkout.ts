import { z } from 'zod';
import { CURRENCIES, LIMITS } from './constants.ts';
import { decimalMoney, email, uuid } from './common.ts';
import { RULE_MESSAGES } from './rule-messages.ts';
import { giftNoteSchema } from './back-in-stock.ts';
import { CARD_MESSAGES, CARD_NAME_PATTERN, cardDigits, expiryMessage, expiryProblem } from './card.ts';

/**
 * Checkout (docs/product/storefront.md §3 'Checkout order payload', §5 card rules) and the Turkish distance-selling
 * documents the shopper accepts before paying. Prices in the payload are never read: the server prices
 * the caller's own basket.
 */

export const cardFieldsSchema = z.object({
  cardName: z
    .string()
    .trim()
    .min(2, CARD_MESSAGES.cardName)
    .max(60, CARD_MESSAGES.cardName)
    .regex(CARD_NAME_PATTERN, CARD_MESSAGES.cardName),
  cardNumber: z
    .string()
    .regex(new RegExp(`^(\\d{4} ?){3}\\d{4}$`), CARD_MESSAGES.cardNumber)
    .refine((v) => cardDigits(v).length === LIMITS.cardDigits, CARD_MESSAGES.cardNumber),
  expiration: z.string().superRefine((v, ctx) => {
    const problem = expiryProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: expiryMessage(problem) });
  }),
  cvv: z.string().regex(new RegExp(`^\\d{${LIMITS.cvcDigits}}$`), CARD_MESSAGES.cvv),
});

const text = (max: number) => z.string().trim().max(max);

/** '+90 532 123 45 67', '05321234567', '(532) 123-4567': 10 to 15 digits. */
export const checkoutPhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[\d ()-]{10,24}$/, RULE_MESSAGES.checkoutPhone)
  .refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 15;
  }, RULE_MESSAGES.checkoutPhone);

/**
 * Contact and addresses. A saved address (customers only) is named by its id; otherwise its fields are
 * required. Billing may be the shipping address (`billingSameAsShipping`).
 */
const checkoutDetailsShape = {
  /** Ignored: the server knows who is signed in. */
  hasLogin: z.boolean().optional(),
  /** Ignored: the buyer is the signed-in customer, or the guest's session. */
  buyerId: z.string().max(120).nullish(),
  email,
  phoneNumber: checkoutPhoneSchema,
  firstName: text(60).min(1),
  lastName: text(60).min(1),

  shippingAddressId: uuid.nullish(),
  contactName: text(120).nullish(),
  addressLine: text(300).nullish(),
  city: text(80).nullish(),
  state: text(80).nullish(),
  zipCode: text(20).nullish(),
  country: text(80).nullish(),

  billingSameAsShipping: z.boolean().default(false),
  billingAddressId: uuid.nullish(),
  contactNameBilling: text(120).nullish(),
  addressLineBilling: text(300).nullish(),
  cityBilling: text(80).nullish(),
  stateBilling: text(80).nullish(),
  zipCodeBilling: text(20).nullish(),
  countryBilling: text(80).nullish(),

  couponDTO: z.object({ couponCode: z.string().trim().max(60) }).nullish(),
  /** The chosen option of payment/InstallmentsInfo; 1 = single payment. */
  installmentNumber: z.number().int().min(1).max(12).default(LIMITS.defaultInstallment),
  /** Ignored (the option as the client showed it); installmentNumber is what counts. */
  installmentPrice: z.unknown().optional(),
  /** Ignored: the server computes every amount. */
  afterDiscountTotalPrice: decimalMoney.nullish(),
  basketDTO: z.unknown().optional(),
  subscribeToNewsletter: z.boolean().default(false),
  /** A note for the parcel and "gift package, no prices inside" (docs/decisions/042-back-in-stock-and-gift-note.md). */
  giftNote: giftNoteSchema.nullish(),
  giftPackage: z.boolean().default(false),
  /** Customers: keep a newly typed address in the profile. */
  saveNewAddress: z.boolean().default(false),
};

const SHIPPING_FIELDS = ['contactName', 'addressLine', 'city', 'state', 'zipCode', 'country'] as const;
const BILLING_FIELDS = [
  'contactNameBilling',
  'addressLineBilling',
  'cityBilling',
  'stateBilling',
  'zipCodeBilling',
  'countryBilling',
] as const;
const ADDRESS_REQUIRED = RULE_MESSAGES.addressRequired;

type AddressFields = (typeof SHIPPING_FIELDS)[number] | (typeof BILLING_FIELDS)[number];
type Details = { [K in AddressFields]?: string | null } & {
  shippingAddressId?: string | null;
  billingAddressId?: string | null;
  billingSameAsShipping: boolean;
};

function requireAddresses(d: Details, ctx: z.RefinementCtx): void {
  if (!d.shippingAddressId) {
    for (const f of SHIPPING_FIELDS)
      if (!d[f]) ctx.addIssue({ code: 'custom', path: [f], message: ADDRESS_REQUIRED });
  }
  if (!d.billingSameAsShipping && !d.billingAddressId) {
    for (const f of BILLING_FIELDS)
      if (!d[f]) ctx.addIssue({ code: 'custom', path: [f], message: ADDRESS_REQUIRED });
  }
}

/** order/GetCheckoutContracts: the details the documents are filled with. */
export const checkoutDetailsSchema = z.object(checkoutDetailsShape).superRefine(requireAddresses);
export type CheckoutDetails = z.input<typeof checkoutDetailsSchema>;

/** order/CheckoutOrder. */
export const checkoutOrderRequestSchema = z
  .object({
    ...checkoutDetailsShape,
    ...cardFieldsSchema.shape,
    /** The shopper ticked 'I have read and accept the pre-information form and the distance selling contract'. */
    acceptContracts: z.literal(true, RULE_MESSAGES.acceptContracts),
    /** CONTRACT_VERSION of the texts the shopper was shown. */
    contractVersion: z.string().max(20),
  })
  .superRefine((d, ctx) => requireAddresses(d, ctx));
export type CheckoutOrderRequest = z.input<typeof checkoutOrderRequestSchema>;

export const checkoutOrderResponseSchema = z.object({
  /** The bank's 3-D Secure page: a form to submit (it also submits itself when run as a page). */
  htmlContent: z.string(),
  /** Token of /payment-result?token=… for this order. */
  token: z.string(),
  orderNumber: z.number().int(),
  /** The reserved stock is released if the payment is not finished by then. */
  paymentExpiresAt: z.string(),
});
export type CheckoutOrderResponse = z.infer<typeof checkoutOrderResponseSchema>;

export const checkoutContractsSchema = z.object({
  version: z.string(),
  /** Plain text, line breaks meaningful (show with white-space: pre-wrap). */
  preInformationForm: z.string(),
  distanceSellingContract: z.string(),
  /**
   * The currency the card will be charged in and the total in it (before instalment interest): TRY for a
   * buyer billed in Türkiye whatever the browsing currency (docs/decisions/028-try-for-residents-and-jewellery-instalments.md).
   */
  currency: z.enum(CURRENCIES),
  total: decimalMoney,
  /** The highest instalment count the basket's categories allow. */
  maxInstallments: z.number().int(),
});
export type CheckoutContracts = z.infer<typeof checkoutContractsSchema>;
