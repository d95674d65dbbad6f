import { z } from 'zod';
import { email } from './common.ts';
import { DATA_REQUEST_SOURCES, DATA_REQUEST_STATUSES, DATA_REQUEST_TYPES } from './data-rights-rules.ts';

/**
 * The customer's own data (KVKK art. 11, docs/decisions/027-customer-data-rights.md): a download of
 * everything the shop holds about them, erasure of their account, and the requests anyone may send,
 * each logged with the 30-day deadline of KVKK art. 13.
 */

export const createDataRequestSchema = z.object({
  name: z.string().trim().min(1).max(120),
  email,
  type: z.enum(DATA_REQUEST_TYPES),
  message: z.string().trim().max(5000).default(''),
  captchaToken: z.string().min(10).max(5000),
});
export type CreateDataRequest = z.input<typeof createDataRequestSchema>;

export const createDataRequestResponseSchema = z.object({
  id: z.number().int(),
  /** The day the answer is due (ISO), received + 30 days. */
  deadline: z.string(),
  message: z.string(),
});

export const dataRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  type: z.enum(DATA_REQUEST_TYPES),
  message: z.string(),
  source: z.enum(DATA_REQUEST_SOURCES),
  status: z.enum(DATA_REQUEST_STATUSES),
  receivedAt: z.string(),
  deadline: z.string(),
  answeredAt: z.string().nullable(),
  /** The owner's e-mail who marked it answered, or null when the customer's own action answered it. */
  answeredBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

export const answerDataRequestSchema = z.object({
  id: z.number().int().positive(),
  /** What was done (e.g. "copy sent on …", "corrected the address"). */
  note: z.string().trim().max(2000).default(''),
});
export type AnswerDataRequest = z.input<typeof answerDataRequestSchema>;

export const deleteMyAccountRequestSchema = z.object({ password: z.string().min(1).max(200) });
export type DeleteMyAccountRequest = z.infer<typeof deleteMyAccountRequestSchema>;

export const deleteMyAccountResponseSchema = z.object({
  /** What was removed and what is kept, and why, in the request's language. */
  message: z.string(),
  /** Numbers of the orders kept (anonymised) for the tax and commercial-record periods. */
  keptOrders: z.array(z.number().int()),
});
export type DeleteMyAccountResponse = z.infer<typeof deleteMyAccountResponseSchema>;

// ---- the download (Account/ExportMyData) ----

const addressExport = z.object({
  firstName: z.string(),
  lastName: z.string(),
  addressLine: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  isShipping: z.boolean(),
  createdAt: z.string(),
});

/** An address as an order keeps it: the delivery and the billing one have the same fields. */
const orderAddressExport = z.object({
  contactName: z.string(),
  addressLine: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

const orderExport = z.object({
  orderNumber: z.number().int(),
  status: z.number().int(),
  createdAt: z.string(),
  currency: z.string(),
  /** Minor units (kuruş, cents), as the shop keeps them. */
  totalPrice: z.number().int(),
  paidPrice: z.number().int().nullable(),
  refundedAmount: z.number().int(),
  appliedCoupon: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string(),
  shipping: orderAddressExport,
  billing: orderAddressExport,
  cardLastFour: z.string().nullable(),
  contractVersion: z.string().nullable(),
  contractAcceptedAt: z.string().nullable(),
  contractIp: z.string().nullable(),
  lines: z.array(
    z.object({
      productName: z.string(),
      variantName: z.string().nullable(),
      size: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      lineTotal: z.number().int(),
    }),
  ),
  events: z.array(
    z.object({ at: z.string(), type: z.string(), actor: z.string(), note: z.string().nullable() }),
  ),
});

export const myDataExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string(),
    birthDate: z.string().nullable(),
    gender: z.number().int().nullable(),
    language: z.string(),
    acceptMarketing: z.boolean(),
    emailConfirmed: z.boolean(),
    createdAt: z.string(),
  }),
  addresses: z.array(addressExport),
  favourites: z.array(z.object({ productId: z.string(), title: z.string().nullable(), addedAt: z.string() })),
  basket: z.array(
    z.object({
      productId: z.string(),
      title: z.string().nullable(),
      size: z.string(),
      quantity: z.number().int(),
    }),
  ),
  orders: z.array(orderExport),
  /** Newsletter rows for the account's e-mail. */
  subscriptions: z.array(z.object({ email: z.string(), createdAt: z.string() })),
  /** Every marketing consent given for the account's e-mail, and when it ended. */
  marketingConsents: z.array(
    z.object({
      channel: z.string(),
      address: z.string(),
      source: z.string(),
      ip: z.string(),
      textVersion: z.string(),
      consentedAt: z.string(),
      unsubscribedAt: z.string().nullable(),
    }),
  ),
  contactMessages: z.array(
    z.object({
      name: z.string(),
      phoneNumber: z.string().nullable(),
      message: z.string(),
      createdAt: z.string(),
    }),
  ),
  dataRequests: z.array(
    z.object({
      type: z.string(),
      status: z.string(),
      receivedAt: z.string(),
      answeredAt: z.string().nullable(),
    }),
  ),
  /** Product reviews written, in every state (docs/decisions/043-reviews-from-buyers.md). */
  reviews: z.array(
    z.object({
      productId: z.string(),
      productTitle: z.string().nullable(),
      rating: z.number().int(),
      title: z.string(),
      text: z.string(),
      status: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  /** "Gelince haber ver" requests of the account or its address (docs/decisions/042-back-in-stock-and-gift-note.md). */
  stockNotices: z.array(
    z.object({
      productId: z.string(),
      title: z.string().nullable(),
      variantName: z.string().nullable(),
      email: z.string(),
      language: z.string(),
      createdAt: z.string(),
      notifiedAt: z.string().nullable(),
    }),
  ),
});
export type MyDataExport = z.infer<typeof myDataExportSchema>;
