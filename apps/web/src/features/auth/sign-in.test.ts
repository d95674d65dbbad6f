import { API, type TokenResponse } from '@kehribar/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { createAppStorage, createMemoryStore } from '../../shared/storage/storage.ts';
import { signIn, type SignInDeps } from './sign-in.ts';

const GUEST = 'nonUser_abc.sig';
const CUSTOMER: TokenResponse = {
  token: 'customer-jwt',
  tokenType: 'password',
  expiresAt: '2030-01-01T00:00:00Z',
  sessionId: 'sess-1',
  refreshToken: 'refresh-1',
};

function setup(options: { failSignIn?: ApiError; favorites?: string[]; failMerge?: boolean } = {}) {
  const local = createMemoryStore({
    nonUserIdForBasket: GUEST,
    nonUserIdForFavorite: GUEST,
    nonloginUserBasketProductList: '[]',
    nonloginUserFavoriteProductList: '[]',
    language: 'tr-TR',
  });
  const storage = createAppStorage(
    local,
    createMemoryStore({ token: 'guest-jwt', tokenType: 'client_credentials' }),
  );
  const calls: string[] = [];
  const stored: TokenResponse[] = [];
  const api: SignInDeps['api'] = {
    get: (async (path: string, query?: { query?: Record<string, unknown> }) => {
      calls.push(`GET ${path} ${JSON.stringify(query?.query ?? {})} as ${storage.get('tokenType')}`);
      return options.favorites ?? ['p1', 'p2'];
    }) as SignInDeps['api']['get'],
    async post<T>(path: string, body?: unknown) {
      calls.push(`POST ${path} ${JSON.stringify(body)} as ${storage.get('tokenType')}`);
      if (path === API.Account.signin && options.failSignIn) throw options.failSignIn;
      if (path === API.Baskets.RefreshHasLogonBasket && options.failMerge)
        throw new ApiError(403, 'no', 'FORBIDDEN');
      return { succeeded: true } as T;
    },
    async raw(method, path) {
      calls.push(`${method} ${path}`);
      return { data: CUSTOMER, response: new Response('{}', { headers: { SessionId: 'sess-header' } }) };
    },
  };
  const tokens: SignInDeps['tokens'] = {
    store(answer) {
      stored.push(answer);
      storage.set('token', answer.token);
      storage.set('tokenType', answer.tokenType);
    },
  };
  return {
    storage,
    local,
    calls,
    stored,
    deps: { api, tokens, storage, log: () => undefined } satisfies SignInDeps,
  };
}

describe('sign-in (docs/product/storefront.md §4)', () => {
  it('signs in, reads guest favourites as the guest, stores the password token, merges and pushes, clears guest keys', async () => {
    const { calls, stored, storage, local, deps } = setup();
    await signIn({ email: ' ayse@example.com ', password: 'secret1' }, deps);
    expect(calls).toEqual([
      `POST ${API.Account.signin} {"email":"ayse@example.com","password":"secret1"} as client_credentials`,
      `GET ${API.Products.GetFavoritedProductsWithoutImages} {"nonUserId":"${GUEST}"} as client_credentials`,
      `POST ${API.Account.Password}`,
      `POST ${API.Baskets.RefreshHasLogonBasket} {"userMail":"ayse@example.com","nonUserBasketId":"${GUEST}","basketItems":[],"totalAmount":0} as password`,
      `POST ${API.Products.AddFavoritedProduct} {"productId":"p1","nonUserId":null} as password`,
      `POST ${API.Products.AddFavoritedProduct} {"productId":"p2","nonUserId":null} as password`,
    ]);
    expect(stored).toEqual([CUSTOMER]);
    expect(storage.get('nonUserIdForBasket')).toBeNull();
    expect(storage.get('nonUserIdForFavorite')).toBeNull();
    expect(local.dump()).toEqual({ language: 'tr-TR' });
  });

  it('a failed sign-in stores nothing and keeps the guest', async () => {
    const refused = new ApiError(403, 'E-posta adresiniz henüz doğrulanmadı.', 'EMAIL_NOT_CONFIRMED');
    const { calls, stored, storage, deps } = setup({ failSignIn: refused });
    await expect(signIn({ email: 'a@b.co', password: 'secret1' }, deps)).rejects.toBe(refused);
    expect(calls).toHaveLength(1);
    expect(stored).toEqual([]);
    expect(storage.get('nonUserIdForBasket')).toBe(GUEST);
    expect(storage.get('tokenType')).toBe('client_credentials');
  });

  it('a failed merge does not undo the sign-in', async () => {
    const { stored, storage, deps } = setup({ failMerge: true, favorites: [] });
    await signIn({ email: 'a@b.co', password: 'secret1' }, deps);
    expect(stored).toHaveLength(1);
    expect(storage.get('nonUserIdForBasket')).toBeNull();
  });
});
