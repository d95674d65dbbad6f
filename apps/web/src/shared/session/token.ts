import { jwtDecode } from 'jwt-decode';
import { backOfficeRoleOf, ROLES, type BackOfficeRole, type TokenClaims } from '@kehribar/contracts/plain';

/** The claims of a token, or null when it cannot be decoded. The signature is the server's business. */
export function decodeClaims(token: string | null | undefined): Partial<TokenClaims> | null {
  if (!token) return null;
  try {
    return jwtDecode<Partial<TokenClaims>>(token);
  } catch {
    return null;
  }
}

/**
 * docs/product/storefront.md §4: a token is expired when exp is absent or past. A few seconds of skew count as
 * expired, so a request never leaves with a token that dies on the way.
 */
export function isTokenExpired(
  token: string | null | undefined,
  now: number = Date.now(),
  skewMs = 10_000,
): boolean {
  const exp = decodeClaims(token)?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp * 1000 <= now + skewMs;
}

/** Admin is a token whose role claim contains Admin (a string, comma list or array). */
export function hasAdminRole(token: string | null | undefined): boolean {
  const role: unknown = decodeClaims(token)?.role;
  const roles = Array.isArray(role) ? role.map(String) : typeof role === 'string' ? role.split(',') : [];
  return roles.some((r) => r.trim() === ROLES.Admin);
}

/**
 * Owner or Staff as the token says (decision 030). The server reads the role afresh on every back-office
 * call; this one only decides which menu items and screens to show, and catches up at the next refresh.
 */
export function backOfficeRoleOfToken(token: string | null | undefined): BackOfficeRole | null {
  return backOfficeRoleOf(decodeClaims(token)?.role);
}
