import { API, type Endpoint, type TokenResponse } from '@kehribar/contracts/plain';
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
  const answer = async (endpoint: Endpoint, input?: { body?: unknown; query?: unknown }) => {
    if (endpoint.method === 'GET') {
      calls.push(`GET ${endpoint.path} ${JSON.stringify(input?.query ?? {})} as ${storage.get('tokenType')}`);
      return options.favorites ?? ['p1', 'p2'];
    }
    calls.push(`POST ${endpoint.path} ${JSON.stringify(input?.body)} as ${storage.get('tokenType')}`);
    if (endpoint.path === API.Account.signin && options.failSignIn) throw options.failSignIn;
    if (endpoint.path === API.Baskets.RefreshHasLogonBasket && options.failMerge)
      throw new ApiError(403, 'no', 'FORBIDDEN');
    return { succeeded: true };
  };
  // A fake of the two calls sign-in makes; its answers are the test's, not the route table's.
  const api = {
    call: answer,
    async callRaw(endpoint: Endpoint) {
      calls.push(`${endpoint.method} ${endpoint.path}`);
      return { data: CUSTOMER, response: new Response('{}', { headers: { SessionId: 'sess-header' } }) };
    },
  } as unknown as SignInDeps['api'];
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
