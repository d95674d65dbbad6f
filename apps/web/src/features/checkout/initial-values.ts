import type { UserInfo } from '@kehribar/contracts/plain';
import { lastBillingChoice } from './billing-choice.ts';
import { emptyAddress, loadDraft, returnFromState, withoutCoupon } from './checkout-draft.ts';
import type { CheckoutFormValues } from './checkout-schema.ts';

/**
 * The shipping step's starting values: what the shopper typed before (back from /payment, or kept for
 * a reload; never the coupon), else empty fields. A customer's contact comes from the profile, and the
 * first shipping address is preselected as shipping; billing starts as the shopper chose last time
 * (the same as delivery, or the saved address then chosen), else the first non-shipping address
 * (docs/product/storefront.md §4).
 */
export function initialValues({
  state,
  user,
  defaultCountry,
}: {
  state: unknown;
  user: UserInfo | null;
  defaultCountry: string;
}): CheckoutFormValues {
  const saved = user?.addresses ?? [];
  const known = (id: string | null | undefined) => (id && saved.some((a) => a.id === id) ? id : '');
  const previous =
    returnFromState(state) ??
    (() => {
      const kept = loadDraft();
      return kept ? withoutCoupon(kept) : null;
    })();

  if (previous) {
    return {
      email: previous.email,
      phoneNumber: previous.phoneNumber,
      subscribeToNewsletter: previous.subscribeToNewsletter,
      shippingAddressId: known(previous.shippingAddressId),
      shipping: previous.shippingAddressId ? emptyAddress(defaultCountry) : previous.shipping,
      sameAddress: !previous.billingSeparate,
      billingAddressId: previous.billingSeparate ? known(previous.billingAddressId) : '',
      billing:
        previous.billingSeparate && !previous.billingAddressId
          ? previous.billing
          : emptyAddress(defaultCountry),
      saveNewAddress: previous.saveNewAddress,
      giftNote: previous.giftNote ?? '',
      giftPackage: previous.giftPackage ?? false,
    };
  }

  // A second checkout bills as the last one did: to the delivery address, or to the address chosen then.
  const last = lastBillingChoice();
  return {
    email: user?.email ?? '',
    phoneNumber: user?.phoneNumber ?? '',
    subscribeToNewsletter: false,
    shippingAddressId: saved.find((a) => a.isShipping)?.id ?? '',
    shipping: {
      ...emptyAddress(defaultCountry),
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
    },
    sameAddress: last?.same ?? false,
    billingAddressId: last?.same
      ? ''
      : known(last?.addressId) || (saved.find((a) => !a.isShipping)?.id ?? ''),
    billing: {
      ...emptyAddress(defaultCountry),
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
    },
    saveNewAddress: false,
    giftNote: '',
    giftPackage: false,
  };
}
