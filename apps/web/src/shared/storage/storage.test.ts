import { describe, expect, it } from 'vitest';
import { createAppStorage, createMemoryStore, safeStore } from './storage.ts';

describe('app storage', () => {
  it('keeps token keys in session storage and the rest locally', () => {
    const local = createMemoryStore();
    const session = createMemoryStore();
    const storage = createAppStorage(local, session);
    storage.set('token', 't');
    storage.set('tokenType', 'password');
    storage.set('refreshToken', 'r');
    storage.set('sessionId', 's');
    storage.set('language', 'en-EN');
    storage.set('currency', 'USD');
    storage.set('nonUserIdForBasket', 'nonUser_x');
    expect(session.dump()).toEqual({ token: 't', tokenType: 'password', refreshToken: 'r', sessionId: 's' });
    expect(local.dump()).toEqual({ language: 'en-EN', currency: 'USD', nonUserIdForBasket: 'nonUser_x' });
  });

  it('removes several keys at once and reads JSON safely', () => {
    const storage = createAppStorage(
      createMemoryStore({ lastUrl: '/x', availableColors: '{bad' }),
      createMemoryStore({ token: 't' }),
    );
    storage.remove('lastUrl', 'token');
    expect(storage.get('lastUrl')).toBeNull();
    expect(storage.get('token')).toBeNull();
    expect(storage.getJson('availableColors')).toBeNull();
    storage.setJson('availableColors', [{ id: 1 }]);
    expect(storage.getJson('availableColors')).toEqual([{ id: 1 }]);
  });

  it('falls back to memory when the browser storage throws', () => {
    const store = safeStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    store.setItem('a', '1');
    expect(store.getItem('a')).toBe('1');
    store.removeItem('a');
    expect(store.getItem('a')).toBeNull();
  });

  it('swallows quota errors on write', () => {
    const store = safeStore(() => ({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    }));
    expect(() => store.setItem('a', '1')).not.toThrow();
  });
});
