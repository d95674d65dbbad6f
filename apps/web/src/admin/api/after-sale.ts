import { useRef } from 'react';
import { ENDPOINTS, type AdminOrder, type RouteBody } from '@kehribar/contracts/plain';
import { api } from '../../shared/api/client.ts';
import type { AdminTextKey } from '../i18n/use-admin-text.ts';
import { serverMessage, useAdminMutation } from './use-admin-mutation.ts';

/** The owner's after-sale writes (docs/decisions/024-after-sale.md); each answers the updated order. */
export const AFTER_SALE = {
  cancel: ENDPOINTS.Order.AdminCancelOrder,
  refund: ENDPOINTS.Order.RefundOrder,
  deliver: ENDPOINTS.Order.DeliveryUpdate,
  completeReturn: ENDPOINTS.Order.CompleteReturn,
} as const;
type AfterSaleEndpoint = (typeof AFTER_SALE)[keyof typeof AFTER_SALE];

/** A fresh Idempotency-Key: one per dialog opening, so a double click or a resend never refunds twice. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

export function postAfterSale<E extends AfterSaleEndpoint>(
  endpoint: E,
  body: RouteBody<E>,
  key: string,
): Promise<AdminOrder> {
  // Every after-sale endpoint answers the owner's order view (contracts/src/routes.ts).
  return api.post(endpoint.path, body, { headers: { 'Idempotency-Key': key } }) as Promise<AdminOrder>;
}

/**
 * One after-sale write with its key and toasts; `error` is the server's words for a refusal (its
 * INVALID_STATE, ORDER_BUSY, REFUND_REFUSED or VALIDATION_FAILED message), shown in the dialog too.
 */
export function useAfterSale<E extends AfterSaleEndpoint, B extends RouteBody<E> = RouteBody<E>>(
  endpoint: E,
  texts: { success: AdminTextKey; failure: AdminTextKey },
  onDone?: (order: AdminOrder) => void,
) {
  const key = useRef<string>(null);
  key.current ??= newIdempotencyKey();
  const mutation = useAdminMutation<{ body: B; key: string }, AdminOrder>({
    mutationFn: (call) => postAfterSale(endpoint, call.body, call.key),
    success: texts.success,
    failure: texts.failure,
    onSuccess: (order) => onDone?.(order),
  });
  return {
    send: (body: B) => mutation.mutate({ body, key: key.current! }),
    pending: mutation.isPending,
    error: mutation.isError ? (serverMessage(mutation.error) ?? null) : null,
    /** A new dialog opening: a new key, and the last refusal forgotten. */
    reset: () => {
      key.current = newIdempotencyKey();
      mutation.reset();
    },
  };
}
