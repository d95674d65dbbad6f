import { useRef } from 'react';
import { ENDPOINTS, type AdminOrder, type RouteBody } from '@kehribar/contracts/plain';
import { api } from '../../shared/api/client.ts';
import { useAdminText, type AdminTextKey } from '../i18n/use-admin-text.ts';
import { serverMessage, useAdminMutation } from './use-admin-mutation.ts';

type Headers = Record<string, string>;

/** The owner's after-sale writes (docs/decisions/024-after-sale.md); each answers the updated order. */
export const AFTER_SALE = {
  cancel: (body: RouteBody<typeof ENDPOINTS.Order.AdminCancelOrder>, headers: Headers) =>
    api.call(ENDPOINTS.Order.AdminCancelOrder, { body, headers }),
  refund: (body: RouteBody<typeof ENDPOINTS.Order.RefundOrder>, headers: Headers) =>
    api.call(ENDPOINTS.Order.RefundOrder, { body, headers }),
  deliver: (body: RouteBody<typeof ENDPOINTS.Order.DeliveryUpdate>, headers: Headers) =>
    api.call(ENDPOINTS.Order.DeliveryUpdate, { body, headers }),
  completeReturn: (body: RouteBody<typeof ENDPOINTS.Order.CompleteReturn>, headers: Headers) =>
    api.call(ENDPOINTS.Order.CompleteReturn, { body, headers }),
};

/** A fresh Idempotency-Key: one per dialog opening, so a double click or a resend never refunds twice. */
const newIdempotencyKey = (): string => crypto.randomUUID();

/**
 * One after-sale write with its key and toasts; `error` is the server's words for a refusal (its
 * INVALID_STATE, ORDER_BUSY, REFUND_REFUSED or VALIDATION_FAILED message), shown in the dialog too.
 */
export function useAfterSale<B>(
  write: (body: B, headers: Headers) => Promise<AdminOrder>,
  texts: { success: AdminTextKey; failure: AdminTextKey },
  onDone?: (order: AdminOrder) => void,
) {
  const { t } = useAdminText();
  const key = useRef<string>(null);
  key.current ??= newIdempotencyKey();
  const mutation = useAdminMutation<{ body: B; key: string }, AdminOrder>({
    mutationFn: (call) => write(call.body, { 'Idempotency-Key': call.key }),
    success: texts.success,
    failure: texts.failure,
    onSuccess: (order) => onDone?.(order),
  });
  return {
    send: (body: B) => mutation.mutate({ body, key: key.current! }),
    pending: mutation.isPending,
    error: mutation.isError ? (serverMessage(mutation.error, t) ?? null) : null,
    /** A new dialog opening: a new key, and the last refusal forgotten. */
    reset: () => {
      key.current = newIdempotencyKey();
      mutation.reset();
    },
  };
}
