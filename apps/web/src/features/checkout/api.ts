import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  ORDER_STATUS,
  type Order,
  type Basket,
  type CheckoutDetails,
  type CheckoutOrderRequest,
  ENDPOINTS,
} from '@kehribar/contracts/plain';
import { api } from '../../shared/api/client.ts';
import { getCurrency } from '../../shared/currency/currency.ts';
import { getLanguage } from '../../shared/i18n/language.ts';
import type { OrderChanges } from '../../shared/orders/order-changes.ts';
import { useSession } from '../../shared/session/session.ts';

/** The checkout's calls (docs/product/storefront.md §7 'Orders', 'Coupon and payment'). */

const quiet = { errorModal: false } as const;

/** Account/GetUserInfo: the customer with the saved addresses (customers only). */
export function useUserInfo() {
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: ['checkout', 'user-info'],
    queryFn: ({ signal }) => api.call(ENDPOINTS.Account.GetUserInfo, { signal, background: true }),
    enabled: isLoggedIn,
    staleTime: 60_000,
  });
}

/**
 * coupon/GetCouponWithCode. The server prices the caller's own basket; the checkout e-mail lets it check
 * single-use coupons for guests too. A code that does not apply is shown inline, not in the 'Hata' modal.
 */
export function useApplyCoupon() {
  return useMutation({
    meta: quiet,
    mutationFn: (input: { couponCode: string; basket: Basket | undefined; email: string | null }) =>
      api.call(ENDPOINTS.Coupon.GetCouponWithCode, {
        body: {
          couponDTO: { couponCode: input.couponCode },
          basketDTO: input.basket,
          email: input.email,
        },
      }),
  });
}

/**
 * payment/InstallmentsInfo for a BIN: the server prices the basket (with the coupon) itself, in TRY when the
 * billing country is Türkiye (docs/decisions/028-try-for-residents-and-jewellery-instalments.md).
 */
export function useInstallments(
  bin: string | null,
  couponCode: string | null,
  price: number | undefined,
  billingCountry: string,
) {
  return useQuery({
    queryKey: ['checkout', 'installments', bin, couponCode, price, billingCountry, getCurrency()],
    queryFn: bin
      ? ({ signal }) =>
          api.call(ENDPOINTS.Payment.InstallmentsInfo, {
            body: { binNumber: bin, price, couponCode, billingCountry },
            signal,
            background: true,
          })
      : skipToken,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

/** order/GetCheckoutContracts: the pre-information form and contract filled with this order's details. */
export function useCheckoutContracts(details: CheckoutDetails | null) {
  return useQuery({
    queryKey: ['checkout', 'contracts', details, getLanguage(), getCurrency()],
    queryFn: details
      ? ({ signal }) =>
          api.call(ENDPOINTS.Order.GetCheckoutContracts, { body: details, signal, background: true })
      : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** order/CheckoutOrder: creates the order and answers the bank's 3-D Secure page. Errors open 'Hata'. */
export function useCheckoutOrder() {
  return useMutation({
    mutationFn: (request: CheckoutOrderRequest & Record<string, unknown>) =>
      api.call(ENDPOINTS.Order.CheckoutOrder, { body: request }),
  });
}

const orderByTokenKey = (token: string | null) => ['checkout', 'order', token];

/** order/GetOrdersByToken; while the bank's answer is pending (status 0) it asks again. */
export function useOrderByToken(token: string | null) {
  return useQuery({
    queryKey: orderByTokenKey(token),
    queryFn: token
      ? ({ signal }) => api.call(ENDPOINTS.Order.GetOrdersByToken, { body: { token }, signal })
      : skipToken,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
    refetchInterval: (query) => {
      const order = query.state.data;
      if (order?.orderStatus === ORDER_STATUS.Created) return query.state.dataUpdateCount < 30 ? 2000 : false;
      // The shop asks the bank again after a minute at the earliest (decision 024, reconciliation).
      return order?.orderStatus === ORDER_STATUS.PaymentCheck ? 45_000 : false;
    },
  });
}

/**
 * order/CancelOrder and order/RequestReturn for the order of the confirmation link, named by its token (a
 * guest has no other way to it); the answer replaces the order shown.
 */
export function useOrderChangesByToken(token: string): OrderChanges {
  const client = useQueryClient();
  return useMemo(() => {
    const shown = (order: Order) => {
      client.setQueryData(orderByTokenKey(token), order);
      return order;
    };
    const once = (key: string) => ({ headers: { 'Idempotency-Key': key } });
    return {
      cancel: async (key) =>
        shown(await api.call(ENDPOINTS.Order.CancelOrder, { body: { token }, ...once(key) })),
      requestReturn: async (items, key) =>
        shown(await api.call(ENDPOINTS.Order.RequestReturn, { body: { token, items }, ...once(key) })),
    };
  }, [client, token]);
}
