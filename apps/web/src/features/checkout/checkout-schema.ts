import { z } from 'zod';
import {
  type Address,
  type CheckoutDetails,
  checkoutPhoneSchema,
  email,
  giftNoteSchema,
  RULE_MESSAGES,
} from '@kehribar/contracts';
import { fullName, type CheckoutAddress, type CheckoutDraft } from './checkout-draft.ts';

/**
 * The shipping step's form and its rules, built on the contracts' schemas (e-mail, phone, the order's
 * address fields). Messages are translation keys.
 */

export const MESSAGE = {
  required: 'checkout.errors.required',
  email: 'checkout.errors.email',
  phone: 'checkout.errors.phone',
  tooLong: 'checkout.errors.tooLong',
  giftTooLong: 'checkout.gift.tooLong',
  giftControl: 'checkout.gift.control',
} as const;

/** Longest values the order takes (contracts' checkoutDetailsSchema). */
const MAX: Record<keyof CheckoutAddress, number> = {
  firstName: 60,
  lastName: 60,
  addressLine: 300,
  city: 80,
  state: 80,
  zipCode: 20,
  country: 80,
};

const addressValues = z.object({
  firstName: z.string(),
  lastName: z.string(),
  addressLine: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

export const checkoutFormSchema = z
  .object({
    email: z.string().trim(),
    phoneNumber: z.string().trim(),
    subscribeToNewsletter: z.boolean(),
    /** '' = a new (typed) address. */
    shippingAddressId: z.string(),
    shipping: addressValues,
    sameAddress: z.boolean(),
    billingAddressId: z.string(),
    billing: addressValues,
    saveNewAddress: z.boolean(),
    giftNote: z.string(),
    giftPackage: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const gift = giftNoteSchema.safeParse(v.giftNote);
    if (!gift.success) {
      const tooLong = gift.error.issues.some((i) => i.message === RULE_MESSAGES.giftNoteTooLong);
      ctx.addIssue({
        code: 'custom',
        path: ['giftNote'],
        message: tooLong ? MESSAGE.giftTooLong : MESSAGE.giftControl,
      });
    }
    if (!v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGE.required });
    else if (!email.safeParse(v.email).success)
      ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGE.email });
    if (!v.phoneNumber) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: MESSAGE.required });
    else if (!checkoutPhoneSchema.safeParse(v.phoneNumber).success) {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: MESSAGE.phone });
    }
    const check = (group: 'shipping' | 'billing') => {
      for (const key of Object.keys(MAX) as (keyof CheckoutAddress)[]) {
        const value = v[group][key].trim();
        if (!value) ctx.addIssue({ code: 'custom', path: [group, key], message: MESSAGE.required });
        else if (value.length > MAX[key])
          ctx.addIssue({ code: 'custom', path: [group, key], message: MESSAGE.tooLong });
      }
    };
    if (!v.shippingAddressId) check('shipping');
    if (!v.sameAddress && !v.billingAddressId) check('billing');
  });

export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>;

/** A saved address in the checkout's shape. */
export function fromSaved(a: Address): CheckoutAddress {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    addressLine: a.addressLine,
    city: a.city,
    state: a.state,
    zipCode: a.postalCode,
    country: a.country,
  };
}

const trimmed = (a: CheckoutAddress): CheckoutAddress => ({
  firstName: a.firstName.trim(),
  lastName: a.lastName.trim(),
  addressLine: a.addressLine.trim(),
  city: a.city.trim(),
  state: a.state.trim(),
  zipCode: a.zipCode.trim(),
  country: a.country.trim(),
});

/** The form's values as the draft the payment step gets (saved addresses copied in to show them). */
export function draftOf(
  v: CheckoutFormValues,
  saved: readonly Address[],
  coupon: CheckoutDraft['coupon'],
  isCustomer: boolean,
): CheckoutDraft {
  const pick = (id: string, typed: CheckoutAddress) => {
    const found = id ? saved.find((a) => a.id === id) : undefined;
    return found ? { id: found.id, address: fromSaved(found) } : { id: null, address: trimmed(typed) };
  };
  const shipping = pick(v.shippingAddressId, v.shipping);
  const billing = v.sameAddress
    ? { id: shipping.id, address: shipping.address }
    : pick(v.billingAddressId, v.billing);
  const typedAny = !shipping.id || (!v.sameAddress && !billing.id);
  return {
    email: v.email.trim(),
    phoneNumber: v.phoneNumber.trim(),
    subscribeToNewsletter: v.subscribeToNewsletter,
    shippingAddressId: shipping.id,
    shipping: shipping.address,
    billingSeparate: !v.sameAddress,
    billingAddressId: v.sameAddress ? null : billing.id,
    billing: billing.address,
    saveNewAddress: isCustomer && typedAny && v.saveNewAddress,
    giftNote: v.giftNote.trim(),
    giftPackage: v.giftPackage,
    coupon,
    discountShown: !!coupon,
  };
}

/**
 * The contact and address part of order/GetCheckoutContracts and order/CheckoutOrder. The buyer's name
 * is the delivery address's, else the customer's own.
 */
export function detailsOf(
  draft: CheckoutDraft,
  options: {
    installmentNumber: number;
    user?: { id: string; firstName: string; lastName: string } | null;
    sessionId?: string | null;
  },
): CheckoutDetails {
  const s = draft.shipping;
  const b = draft.billing;
  const firstName = s.firstName || options.user?.firstName || s.lastName || '-';
  const lastName = s.lastName || options.user?.lastName || s.firstName || '-';
  const typedShipping = !draft.shippingAddressId;
  const typedBilling = draft.billingSeparate && !draft.billingAddressId;
  return {
    hasLogin: !!options.user,
    buyerId: options.user?.id ?? options.sessionId ?? null,
    email: draft.email,
    phoneNumber: draft.phoneNumber,
    firstName,
    lastName,
    shippingAddressId: draft.shippingAddressId,
    contactName: typedShipping ? fullName(s) : null,
    addressLine: typedShipping ? s.addressLine : null,
    city: typedShipping ? s.city : null,
    state: typedShipping ? s.state : null,
    zipCode: typedShipping ? s.zipCode : null,
    country: typedShipping ? s.country : null,
    billingSameAsShipping: !draft.billingSeparate,
    billingAddressId: draft.billingSeparate ? draft.billingAddressId : null,
    contactNameBilling: typedBilling ? fullName(b) : null,
    addressLineBilling: typedBilling ? b.addressLine : null,
    cityBilling: typedBilling ? b.city : null,
    stateBilling: typedBilling ? b.state : null,
    zipCodeBilling: typedBilling ? b.zipCode : null,
    countryBilling: typedBilling ? b.country : null,
    couponDTO: draft.coupon ? { couponCode: draft.coupon.couponDTO.couponCode } : null,
    installmentNumber: options.installmentNumber,
    subscribeToNewsletter: draft.subscribeToNewsletter,
    saveNewAddress: draft.saveNewAddress,
    giftNote: draft.giftNote || null,
    giftPackage: draft.giftPackage ?? false,
  };
}
