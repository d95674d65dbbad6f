import { describe, expect, it } from 'vitest';
import { createAppStorage, createMemoryStore } from '../storage/storage.ts';
import { ensureGuestId, randomString } from './guest-id.ts';
import { readSession } from './session-store.ts';
import { fakeJwt } from './test-token.ts';
import { decodeClaims, hasAdminRole, isTokenExpired } from './token.ts';

const NOW = Date.UTC(2025, 0, 1);
const inMinutes = (m: number) => Math.floor((NOW + m * 60_000) / 1000);

describe('token expiry', () => {
  it('is expired when there is no token, it cannot be decoded, or exp is absent', () => {
    expect(isTokenExpired(null, NOW)).toBe(true);
    expect(isTokenExpired('not-a-jwt', NOW)).toBe(true);
    expect(isTokenExpired(fakeJwt({ sub: 'x' }), NOW)).toBe(true);
    expect(isTokenExpired(fakeJwt({ exp: 'soon' }), NOW)).toBe(true);
  });

  it('is expired when exp is past (with a little skew) and valid otherwise', () => {
    expect(isTokenExpired(fakeJwt({ exp: inMinutes(-1) }), NOW)).toBe(true);
    expect(isTokenExpired(fakeJwt({ exp: inMinutes(0.1) }), NOW)).toBe(true);
    expect(isTokenExpired(fakeJwt({ exp: inMinutes(30) }), NOW)).toBe(false);
  });

  it('decodes claims', () => {
    expect(decodeClaims(fakeJwt({ sub: 'u1', role: 'Customer' }))).toMatchObject({
      sub: 'u1',
      role: 'Customer',
    });
  });
});

describe('admin role', () => {
  it('is admin when the role claim contains Admin', () => {
    expect(hasAdminRole(fakeJwt({ role: 'Admin' }))).toBe(true);
    expect(hasAdminRole(fakeJwt({ role: 'Customer,Admin' }))).toBe(true);
    expect(hasAdminRole(fakeJwt({ role: ['Customer', 'Admin'] }))).toBe(true);
    expect(hasAdminRole(fakeJwt({ role: 'Customer' }))).toBe(false);
    expect(hasAdminRole(fakeJwt({ role: 'Administrator' }))).toBe(false);
    expect(hasAdminRole(null)).toBe(false);
  });
});

describe('session state', () => {
  const storageWith = (session: Record<string, string>) =>
    createAppStorage(createMemoryStore(), createMemoryStore(session));

  it('a guest is not logged in', () => {
    const token = fakeJwt({ exp: inMinutes(60), tokenType: 'client_credentials', role: 'Guest' });
    expect(readSession(storageWith({ token, tokenType: 'client_credentials' }), NOW)).toEqual({
      isLoggedIn: false,
      isAdmin: false,
      backOfficeRole: null,
    });
  });

  it('a customer with a valid or refreshable token is logged in; admin follows the role', () => {
    const admin = fakeJwt({ exp: inMinutes(10), role: 'Customer,Admin' });
    expect(readSession(storageWith({ token: admin, tokenType: 'password' }), NOW)).toEqual({
      isLoggedIn: true,
      isAdmin: true,
      backOfficeRole: 'Staff',
    });
    const owner = fakeJwt({ exp: inMinutes(10), role: 'Customer,Admin,Owner' });
    expect(readSession(storageWith({ token: owner, tokenType: 'password' }), NOW).backOfficeRole).toBe(
      'Owner',
    );
    const customer = fakeJwt({ exp: inMinutes(10), role: 'Customer,Owner' });
    expect(readSession(storageWith({ token: customer, tokenType: 'password' }), NOW).backOfficeRole).toBe(
      null,
    );
    const expired = fakeJwt({ exp: inMinutes(-10), role: 'Customer' });
    expect(
      readSession(storageWith({ token: expired, tokenType: 'password', refreshToken: 'r' }), NOW).isLoggedIn,
    ).toBe(true);
    expect(readSession(storageWith({ token: expired, tokenType: 'password' }), NOW).isLoggedIn).toBe(false);
  });
});

describe('guest id', () => {
  it("is 'nonUser_' plus a random string, made once and kept under both keys", () => {
    const storage = createAppStorage(createMemoryStore(), createMemoryStore());
    const id = ensureGuestId(storage);
    expect(id).toMatch(/^nonUser_[A-Za-z0-9]{24}$/);
    expect(ensureGuestId(storage)).toBe(id);
    expect(storage.get('nonUserIdForBasket')).toBe(id);
    expect(storage.get('nonUserIdForFavorite')).toBe(id);
  });

  it('reuses an id stored under one key only', () => {
    const storage = createAppStorage(
      createMemoryStore({ nonUserIdForFavorite: 'nonUser_old' }),
      createMemoryStore(),
    );
    expect(ensureGuestId(storage)).toBe('nonUser_old');
    expect(storage.get('nonUserIdForBasket')).toBe('nonUser_old');
  });

  it('random strings use the url-safe alphabet', () => {
    expect(randomString(40)).toMatch(/^[A-Za-z0-9]{40}$/);
  });
});
