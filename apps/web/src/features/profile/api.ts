import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AddressInput,
  ENDPOINTS,
  exportFileName,
  type Order,
  type UserInfo,
} from '@kehribar/contracts/plain';
import { useMemo } from 'react';
import { api } from '../../shared/api/client.ts';
import type { OrderChanges } from '../../shared/orders/order-changes.ts';

/** The signed-in customer's details and addresses (Account/GetUserInfo). */
export const userInfoQuery = queryOptions({
  queryKey: ['account', 'user-info'],
  queryFn: ({ signal }) => api.call(ENDPOINTS.Account.GetUserInfo, { signal }),
  staleTime: 30_000,
  meta: { errorModal: true },
});

/** The customer's own orders, newest first (Order/GetOrdersByEmail). */
export const ordersQuery = queryOptions({
  queryKey: ['account', 'orders'],
  queryFn: ({ signal }) => api.call(ENDPOINTS.Order.GetOrdersByEmail, { signal }),
  staleTime: 30_000,
  meta: { errorModal: true },
});

export const useUserInfo = () => useQuery(userInfoQuery);
export const useOrders = () => useQuery(ordersQuery);

/** docs/product/storefront.md §4 'Address form': saving reloads user info. */
function useUserInfoWrite<T>(call: (input: T) => Promise<UserInfo>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (info) => {
      client.setQueryData(userInfoQuery.queryKey, info);
      void client.invalidateQueries({ queryKey: userInfoQuery.queryKey });
    },
  });
}

export const useAddAddress = () =>
  useUserInfoWrite((input: AddressInput) => api.call(ENDPOINTS.Account.AddAddress, { body: input }));

export const useDeleteAddress = () =>
  useUserInfoWrite((addressId: string) =>
    api.call(ENDPOINTS.Account.DeleteAddress, { query: { addressId } }),
  );

/**
 * order/CancelOrder and order/RequestReturn for one of the customer's own orders; the answer replaces it
 * in the list.
 */
export function useOrderChanges(orderId: string): OrderChanges {
  const client = useQueryClient();
  return useMemo(() => {
    const shown = (order: Order) => {
      client.setQueryData(ordersQuery.queryKey, (list) => list?.map((o) => (o.id === order.id ? order : o)));
      return order;
    };
    const once = (key: string) => ({ headers: { 'Idempotency-Key': key } });
    return {
      cancel: async (key) =>
        shown(await api.call(ENDPOINTS.Order.CancelOrder, { body: { orderId }, ...once(key) })),
      requestReturn: async (items, key) =>
        shown(await api.call(ENDPOINTS.Order.RequestReturn, { body: { orderId, items }, ...once(key) })),
    };
  }, [client, orderId]);
}

/** Account/ExportMyData saved as the file the server names (kehribar-verilerim-YYYY-MM-DD.json). */
export const useExportMyData = () =>
  useMutation({
    // A refusal is shown where it happened (a toast, the dialog), not in the shared "Hata" modal.
    meta: { errorModal: false },
    mutationFn: async () => {
      const data = await api.call(ENDPOINTS.Account.ExportMyData);
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(new Date());
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });

/** Account/DeleteMyAccount with the customer's password. */
export const useDeleteMyAccount = () =>
  useMutation({
    meta: { errorModal: false },
    mutationFn: (password: string) => api.call(ENDPOINTS.Account.DeleteMyAccount, { body: { password } }),
  });
