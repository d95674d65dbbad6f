// @vitest-environment happy-dom
import type { UserInfo } from '@kehribar/contracts/plain';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberBillingChoice } from './billing-choice.ts';
import { initialValues } from './initial-values.ts';

const address = (id: string, isShipping: boolean) => ({
  id,
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  addressLine: `Sokak ${id}`,
  city: 'İzmir',
  state: 'Konak',
  postalCode: '35220',
  country: 'Türkiye',
  isShipping,
});

const customer = {
  email: 'ayse@example.com',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  phoneNumber: '+90 532 000 00 00',
  addresses: [address('home', true), address('office', false), address('studio', false)],
} as unknown as UserInfo;

const fresh = () => initialValues({ state: null, user: customer, defaultCountry: 'Türkiye' });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a new checkout preselects billing', () => {
  it('as the first other address when the shopper has not chosen before', () => {
    expect(fresh()).toMatchObject({
      shippingAddressId: 'home',
      sameAddress: false,
      billingAddressId: 'office',
    });
  });

  it('as the delivery address when that was the last choice', () => {
    rememberBillingChoice({ same: true, addressId: null });
    expect(fresh()).toMatchObject({ shippingAddressId: 'home', sameAddress: true, billingAddressId: '' });
  });

  it('as the saved address chosen last time, or the first other one if it is gone', () => {
    rememberBillingChoice({ same: false, addressId: 'studio' });
    expect(fresh()).toMatchObject({ sameAddress: false, billingAddressId: 'studio' });
    rememberBillingChoice({ same: false, addressId: 'deleted' });
    expect(fresh()).toMatchObject({ sameAddress: false, billingAddressId: 'office' });
  });
});
