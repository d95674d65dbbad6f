import { z } from 'zod';

/** Success: HTTP 200 with { data }. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** Failure: 4xx/5xx with a message in the request's language and a machine code. */
export const errorResponseSchema = z.object({
  errorMessage: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'WEAK_PASSWORD',
  'EMAIL_NOT_CONFIRMED',
  'EMAIL_TAKEN',
  'INVALID_TOKEN',
  'INVALID_CLIENT',
  'OUT_OF_STOCK',
  'COUPON_INVALID',
  'CAPTCHA_FAILED',
  'PAYMENT_FAILED',
  'INVALID_STATE',
  'ORDER_BUSY',
  'REFUND_REFUSED',
  'RETURN_NOT_ALLOWED',
  'WRONG_PASSWORD',
  'ORDERS_OPEN',
  'ALREADY_ANSWERED',
  'OWNER_ONLY',
  'LAST_OWNER',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
