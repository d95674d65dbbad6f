import { z } from 'zod';
import { email } from './common.ts';

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
