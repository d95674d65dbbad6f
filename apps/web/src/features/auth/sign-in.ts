import { ENDPOINTS } from '@kehribar/contracts/plain';
import type { ApiClient } from '../../shared/api/api-client.ts';
import type { TokenManager } from '../../shared/api/token-manager.ts';
import { storedGuestId } from '../../shared/session/guest-id.ts';
import type { AppStorage } from '../../shared/storage/storage.ts';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignInDeps {
  api: Pick<ApiClient, 'call' | 'callRaw'>;
  tokens: Pick<TokenManager, 'store'>;
  storage: AppStorage;
  log?: (message: string, error: unknown) => void;
}

/** The local keys cleared once the guest's basket and favourites belong to the customer. */
export const GUEST_KEYS = [
  'nonUserIdForBasket',
  'nonUserIdForFavorite',
  'nonloginUserBasketProductList',
  'nonloginUserFavoriteProductList',
  // A previous customer's cached copies on this browser: the features read the server's again.
  'loginUserBasketProductList',
  'loginUserFavoriteProductList',
] as const;

/**
 * docs/product/storefront.md §4 'Login': sign in, then obtain a password token and store token, refresh token,
 * token type and session id (body or SessionId header). The guest's favourites are read with the
 * guest token first (they are bound to it), then, as the customer, the guest basket is merged into the
 * customer's and the favourites are pushed; the guest keys are cleared. The caller then goes to
 * returnUrl and reloads.
 *
 * A failed sign-in (wrong password, unconfirmed e-mail …) throws before anything is stored. Merging
 * and pushing are best effort: a failure there is logged and does not undo the sign-in.
 */
export async function signIn(credentials: Credentials, deps: SignInDeps): Promise<void> {
  const { api, tokens, storage } = deps;
  const log = deps.log ?? ((message, error) => console.warn(`[sign-in] ${message}`, error));
  const body = { email: credentials.email.trim(), password: credentials.password };

  // No token: the check needs none, and a refused password must not be sent again after a token renewal.
  const checked = await api.call(ENDPOINTS.Account.signin, { body, auth: false });
  if (!checked.succeeded) throw new Error('SignIn failed');

  const guestId = storedGuestId(storage);
  let guestFavorites: string[] = [];
  if (guestId) {
    try {
      const ids = await api.call(ENDPOINTS.Products.GetFavoritedProductsWithoutImages, {
        query: { nonUserId: guestId },
        background: true,
      });
      guestFavorites = ids;
    } catch (error) {
      log('could not read the guest favourites', error);
    }
  }

  const { data: answer, response } = await api.callRaw(ENDPOINTS.Account.Password, { body, auth: false });
  if (!answer?.token) throw new Error('No token data found');
  tokens.store(answer, response.headers.get('SessionId'));

  if (guestId) {
    await api
      .call(ENDPOINTS.Baskets.RefreshHasLogonBasket, {
        body: { userMail: body.email, nonUserBasketId: guestId, basketItems: [], totalAmount: 0 },
      })
      .catch((error: unknown) => log('could not merge the guest basket', error));
  }
  await Promise.all(
    guestFavorites.map((productId) =>
      api
        .call(ENDPOINTS.Products.AddFavoritedProduct, { body: { productId, nonUserId: null } })
        .catch((error: unknown) => log(`could not keep favourite ${productId}`, error)),
    ),
  );

  storage.remove(...GUEST_KEYS);
}
