import { storage } from '../../shared/storage/storage.ts';

/** How the shopper chose the billing address last time: the delivery address, or another one. */
export interface BillingChoice {
  same: boolean;
  /** The saved address chosen for billing; null when it was typed (or the same as delivery). */
  addressId: string | null;
}

/** Kept in this browser when the shipping step is sent, so the next checkout starts the same way. */
export function rememberBillingChoice(choice: BillingChoice): void {
  storage.setJson('checkoutBillingChoice', choice);
}

export function lastBillingChoice(): BillingChoice | null {
  const kept = storage.getJson<Partial<BillingChoice>>('checkoutBillingChoice');
  if (!kept || typeof kept.same !== 'boolean') return null;
  return { same: kept.same, addressId: typeof kept.addressId === 'string' ? kept.addressId : null };
}
