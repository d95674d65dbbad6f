import { z } from 'zod';
import { email } from './common.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

export const clientCredentialsRequestSchema = z.object({
  clientId: z.string().min(1).max(100),
  clientSecret: z.string().min(1).max(200),
  allowedGrantTypes: z.array(z.string().max(50)).max(5).optional(),
  /** The guest id kept locally from an earlier answer; a new one is issued when absent or not ours. */
  nonUserId: z.string().max(120).nullish(),
});

export const signInRequestSchema = z.object({
  email,
  password: z.string().min(1).max(200),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const refreshTokenRequestSchema = z.object({ refreshToken: z.string().min(10).max(500) });

export const tokenResponseSchema = z.object({
  token: z.string(),
  tokenType: z.enum(['client_credentials', 'password']),
  expiresAt: z.string(),
  sessionId: z.string(),
  refreshToken: z.string().optional(),
  /** Guests: the basket and favourites id to keep locally (nonUserIdForBasket / nonUserIdForFavorite). */
  nonUserId: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const signInResponseSchema = z.object({ succeeded: z.boolean(), emailConfirmed: z.boolean() });

/** Claims of every access token the API signs. */
export interface TokenClaims {
  sub: string;
  sid: string;
  role: string;
  tokenType: 'client_credentials' | 'password';
  exp: number;
  email?: string;
  /** Guests: their basket and favourites id. */
  gid?: string;
}

// ---- registration, confirmation, password reset ----

/**
 * A new password's shape only: its rules (length, not the e-mail, not common) are checked by the API,
 * which explains a refusal in the shopper's language; `passwordRuleBroken` is the part forms check at once.
 */
const password = z.string().min(1).max(128);

const name = z.string().trim().min(1).max(60);

/** Birth date as YYYY-MM-DD, from 1900 up to today. */
export const birthDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    const year = Number(value.slice(0, 4));
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().startsWith(value) &&
      year >= 1900 &&
      date <= new Date()
    );
  }, RULE_MESSAGES.birthDate);

export const signupRequestSchema = z.object({
  email,
  password,
  firstName: name,
  lastName: name,
  /** '+' country code (1-3 digits), a space, then the number's digits. */
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+\d{1,3} ?\d{4,15}$/, RULE_MESSAGES.accountPhone),
  birthDate: birthDateSchema,
  gender: z.union([z.literal(0), z.literal(1)]),
  /** Optional: marketing e-mail only with this consent, recorded apart from the account (decision 026). */
  acceptMarketing: z.boolean().default(false),
  acceptTerms: z.literal(true),
  captchaToken: z.string().min(10).max(5000),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const confirmEmailRequestSchema = z.object({ email, token: z.string().min(10).max(200) });
export const resetPasswordRequestSchema = z.object({
  email,
  newPassword: password,
  token: z.string().min(10).max(200),
});
export const mailQuerySchema = z.object({ mail: email });
export const subscribeRequestSchema = z.object({ email });
export const subscribeResponseSchema = z.object({ subscribed: z.boolean(), alreadySubscribed: z.boolean() });

// ---- profile ----

export const addressInputSchema = z.object({
  firstName: z.string().trim().max(60).default(''),
  lastName: z.string().trim().max(60).default(''),
  addressLine: z.string().trim().min(1).max(300),
  city: z.string().trim().min(1).max(80),
  state: z.string().trim().min(1).max(80),
  postalCode: z.string().trim().min(1).max(20),
  country: z.string().trim().min(1).max(80),
  isShipping: z.boolean().default(true),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  addressLine: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  isShipping: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const deleteAddressQuerySchema = z.object({ addressId: z.uuid() });

export const userInfoSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  birthDate: z.string().nullable(),
  isAdmin: z.boolean(),
  addresses: z.array(addressSchema),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
