import type { CouponPriceResult } from '@kehribar/contracts/plain';

/**
 * What the shipping step hands to the payment step (docs/product/storefront.md §4 'Checkout steps'): contact, the
 * chosen or typed addresses, the billing-separate flag, the coupon price result, the discount-shown flag
 * and the save-address flag. It travels as router state and is kept in sessionStorage too, so a reload
 * of /payment does not lose it.
 */

export interface CheckoutAddress {
  firstName: string;
  lastName: string;
  addressLine: string;
  city: string;
  /** District (ilçe). */
  state: string;
  zipCode: string;
  country: string;
}

export interface CheckoutDraft {
  email: string;
  phoneNumber: string;
  subscribeToNewsletter: boolean;
  /** A saved address of the customer, or null for the typed one. */
  shippingAddressId: string | null;
  /** The typed address, or a copy of the saved one (to show it on the payment step). */
  shipping: CheckoutAddress;
  /** docs/product/storefront.md §4: the billing-separate flag, true by default. */
  billingSeparate: boolean;
  billingAddressId: string | null;
  billing: CheckoutAddress;
  saveNewAddress: boolean;
  /** The gift note ('' for none) and "gift package, no prices inside" (docs/decisions/042-back-in-stock-and-gift-note.md). */
  giftNote?: string;
  giftPackage?: boolean;
  coupon: CouponPriceResult | null;
  discountShown: boolean;
}

/** Navigation state of /checkout when coming back from /payment: contact and addresses, no coupon. */
export interface CheckoutReturnState {
  checkoutReturn: Omit<CheckoutDraft, 'coupon' | 'discountShown'>;
}

/** Navigation state of /payment. */
export interface PaymentNavigationState {
  checkoutDraft: CheckoutDraft;
}

const KEY = 'checkoutDraft';

export const emptyAddress = (country = ''): CheckoutAddress => ({
  firstName: '',
  lastName: '',
  addressLine: '',
  city: '',
  state: '',
  zipCode: '',
  country,
});

function isAddress(value: unknown): value is CheckoutAddress {
  if (!value || typeof value !== 'object') return false;
  const a = value as Record<string, unknown>;
  return ['firstName', 'lastName', 'addressLine', 'city', 'state', 'zipCode', 'country'].every(
    (k) => typeof a[k] === 'string',
  );
}

export function isCheckoutDraft(value: unknown): value is CheckoutDraft {
  if (!value || typeof value !== 'object') return false;
  const d = value as Partial<CheckoutDraft>;
  return (
    typeof d.email === 'string' &&
    typeof d.phoneNumber === 'string' &&
    typeof d.billingSeparate === 'boolean' &&
    isAddress(d.shipping) &&
    isAddress(d.billing)
  );
}

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(draft: CheckoutDraft): void {
  try {
    store()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage: the router state still carries the draft.
  }
}

export function loadDraft(): CheckoutDraft | null {
  try {
    const raw = store()?.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isCheckoutDraft(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    store()?.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

/** The draft of /payment: the router state first, else the one kept for a reload. */
export function draftFromState(state: unknown): CheckoutDraft | null {
  const carried = (state as Partial<PaymentNavigationState> | null)?.checkoutDraft;
  return isCheckoutDraft(carried) ? carried : loadDraft();
}

/** Contact and addresses to refill /checkout with (coming back from /payment, or after a reload). */
export function returnFromState(state: unknown): CheckoutReturnState['checkoutReturn'] | null {
  const carried = (state as Partial<CheckoutReturnState> | null)?.checkoutReturn;
  if (carried && isCheckoutDraft({ ...carried, coupon: null, discountShown: false })) return carried;
  return null;
}

export function withoutCoupon(draft: CheckoutDraft): CheckoutReturnState['checkoutReturn'] {
  const { coupon: _coupon, discountShown: _shown, ...rest } = draft;
  return rest;
}

/** 'Ayşe Yılmaz' */
export const fullName = (a: Pick<CheckoutAddress, 'firstName' | 'lastName'>): string =>
  `${a.firstName} ${a.lastName}`.trim();

/** The address as lines for a read-only card. */
export function addressLines(a: CheckoutAddress): string[] {
  const place = [a.zipCode, [a.state, a.city].filter(Boolean).join(' / ')].filter(Boolean).join(' ');
  return [fullName(a), a.addressLine, place, a.country].filter(Boolean);
}
