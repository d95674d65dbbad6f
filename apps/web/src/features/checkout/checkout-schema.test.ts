import { describe, expect, it } from 'vitest';
import { checkoutDetailsSchema, type Address } from '@kehribar/contracts';
import { emptyAddress } from './checkout-draft.ts';
import {
  checkoutFormSchema,
  detailsOf,
  draftOf,
  MESSAGE,
  type CheckoutFormValues,
} from './checkout-schema.ts';

const typed = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  addressLine: 'Bağdat Caddesi No: 12',
  city: 'İstanbul',
  state: 'Kadıköy',
  zipCode: '34710',
  country: 'Türkiye',
};

const saved: Address[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    firstName: 'Zeynep',
    lastName: 'Kaya',
    addressLine: 'Atatürk Bulvarı 8',
    city: 'Ankara',
    state: 'Çankaya',
    postalCode: '06420',
    country: 'Türkiye',
    isShipping: true,
  },
];

const values = (over: Partial<CheckoutFormValues> = {}): CheckoutFormValues => ({
  email: 'ayse@example.com',
  phoneNumber: '0532 123 45 67',
  subscribeToNewsletter: true,
  shippingAddressId: '',
  shipping: typed,
  sameAddress: true,
  billingAddressId: '',
  billing: emptyAddress('Türkiye'),
  saveNewAddress: false,
  giftNote: '',
  giftPackage: false,
  ...over,
});

const issues = (v: CheckoutFormValues) => {
  const result = checkoutFormSchema.safeParse(v);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the shipping step form', () => {
  it('accepts contact and a typed address with billing the same', () => {
    expect(issues(values())).toEqual([]);
  });

  it('names every missing field, the billing ones only when billing is separate and new', () => {
    const empty = values({ email: '', phoneNumber: '', shipping: emptyAddress(''), sameAddress: false });
    const found = issues(empty);
    expect(found).toContain(`email:${MESSAGE.required}`);
    expect(found).toContain(`phoneNumber:${MESSAGE.required}`);
    expect(found).toContain(`shipping.city:${MESSAGE.required}`);
    expect(found).toContain(`billing.addressLine:${MESSAGE.required}`);
    expect(issues(values({ billingAddressId: saved[0]!.id, sameAddress: false }))).toEqual([]);
    expect(issues(values({ shippingAddressId: saved[0]!.id, shipping: emptyAddress('') }))).toEqual([]);
  });

  it('checks the e-mail and phone with the contracts rules', () => {
    expect(issues(values({ email: 'ayse@' }))).toEqual([`email:${MESSAGE.email}`]);
    expect(issues(values({ phoneNumber: '12345' }))).toEqual([`phoneNumber:${MESSAGE.phone}`]);
  });
});

describe('what the payment step and the order get', () => {
  it('a guest with billing the same: the typed address, no ids, no address saved', () => {
    const draft = draftOf(values({ saveNewAddress: true }), [], null, false);
    expect(draft.billingSeparate).toBe(false);
    expect(draft.saveNewAddress).toBe(false);
    const details = detailsOf(draft, { installmentNumber: 3, sessionId: 'session-1' });
    expect(details).toMatchObject({
      buyerId: 'session-1',
      hasLogin: false,
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      contactName: 'Ayşe Yılmaz',
      billingSameAsShipping: true,
      contactNameBilling: null,
      installmentNumber: 3,
      couponDTO: null,
      subscribeToNewsletter: true,
    });
    expect(checkoutDetailsSchema.safeParse(details).success).toBe(true);
  });

  it('a customer with a saved delivery address and a new billing one to keep', () => {
    const user = { id: 'user-1', firstName: 'Zeynep', lastName: 'Kaya' };
    const draft = draftOf(
      values({
        shippingAddressId: saved[0]!.id,
        sameAddress: false,
        billing: { ...typed, addressLine: 'Tunalı Hilmi 21' },
        saveNewAddress: true,
      }),
      saved,
      null,
      true,
    );
    expect(draft.shipping.addressLine).toBe('Atatürk Bulvarı 8');
    expect(draft.saveNewAddress).toBe(true);
    const details = detailsOf(draft, { installmentNumber: 1, user });
    expect(details).toMatchObject({
      buyerId: 'user-1',
      hasLogin: true,
      shippingAddressId: saved[0]!.id,
      addressLine: null,
      firstName: 'Zeynep',
      billingSameAsShipping: false,
      billingAddressId: null,
      addressLineBilling: 'Tunalı Hilmi 21',
      saveNewAddress: true,
    });
    expect(checkoutDetailsSchema.safeParse(details).success).toBe(true);
  });

  it('takes an optional gift note up to 250 characters and the gift package into the checkout payload', () => {
    expect(issues(values({ giftNote: 'ş'.repeat(250) }))).toEqual([]);
    expect(issues(values({ giftNote: 'a'.repeat(251) }))).toEqual([`giftNote:${MESSAGE.giftTooLong}`]);
    expect(issues(values({ giftNote: 'Merhaba\u0007' }))).toEqual([`giftNote:${MESSAGE.giftControl}`]);
    const draft = draftOf(values({ giftNote: '  Sevgiyle  ', giftPackage: true }), saved, null, false);
    const details = detailsOf(draft, { installmentNumber: 1 });
    expect(details).toMatchObject({ giftNote: 'Sevgiyle', giftPackage: true });
    expect(detailsOf(draftOf(values(), saved, null, false), { installmentNumber: 1 }).giftNote).toBeNull();
    expect(checkoutDetailsSchema.safeParse(details).success).toBe(true);
  });
});
