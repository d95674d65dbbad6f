import { describe, expect, it } from 'vitest';
import {
  applyCouponChange,
  couponDraftSchema,
  couponLocks,
  emptyCouponDraft,
  exclusiveChange,
  toCouponRequest,
  type CouponDraft,
} from './coupon-form.ts';

const now = new Date('2026-05-10T09:00:00Z');
const base = (): CouponDraft => ({
  ...emptyCouponDraft(now),
  couponCode: 'BAHAR15',
  discountValue: '15',
});
const PRODUCT = '0e6c9f0a-8f1e-4c8e-9d53-0d8c2b1b7a11';

describe('coupon form defaults', () => {
  it('starts as a rate, today to thirty days on, nothing limited', () => {
    expect(emptyCouponDraft(now)).toEqual({
      couponCode: '',
      discountType: '0',
      discountValue: '',
      minPurchaseAmount: '',
      minPurchaseQuantity: '',
      validProducts: [],
      validCollections: [],
      isSingleUsePerCustomer: false,
      totalUsages: '',
      startDate: '2026-05-10',
      endDate: '2026-06-09',
    });
  });
});

describe('minimum amount and minimum quantity exclude each other', () => {
  it('typing an amount clears the quantity and disables it', () => {
    let draft = applyCouponChange(base(), 'minPurchaseQuantity', '3');
    expect(couponLocks(draft)).toEqual({ minPurchaseAmount: true, minPurchaseQuantity: false });
    draft = applyCouponChange({ ...draft, minPurchaseQuantity: '' }, 'minPurchaseAmount', '500');
    expect(draft.minPurchaseAmount).toBe('500');
    expect(draft.minPurchaseQuantity).toBe('');
    expect(couponLocks(draft)).toEqual({ minPurchaseAmount: false, minPurchaseQuantity: true });
  });

  it('typing a quantity clears the amount', () => {
    expect(exclusiveChange('minPurchaseQuantity', '2')).toEqual({
      minPurchaseQuantity: '2',
      minPurchaseAmount: '',
    });
  });

  it('emptying a field leaves the other alone and unlocks both', () => {
    expect(exclusiveChange('minPurchaseAmount', '')).toEqual({ minPurchaseAmount: '' });
    expect(exclusiveChange('minPurchaseAmount', '  ')).toEqual({ minPurchaseAmount: '  ' });
    expect(couponLocks({ minPurchaseAmount: '', minPurchaseQuantity: '' })).toEqual({
      minPurchaseAmount: false,
      minPurchaseQuantity: false,
    });
  });
});

describe('valid products and valid collections exclude each other', () => {
  it('choosing products clears collections, and the reverse', () => {
    let draft = applyCouponChange(base(), 'validCollections', ['2', '3']);
    draft = applyCouponChange(draft, 'validProducts', [PRODUCT]);
    expect(draft.validProducts).toEqual([PRODUCT]);
    expect(draft.validCollections).toEqual([]);
    draft = applyCouponChange(draft, 'validCollections', ['4']);
    expect(draft.validProducts).toEqual([]);
    expect(draft.validCollections).toEqual(['4']);
  });

  it('choosing none keeps the other list', () => {
    const draft = applyCouponChange({ ...base(), validCollections: ['4'] }, 'validProducts', []);
    expect(draft.validCollections).toEqual(['4']);
  });
});

describe('the request', () => {
  it('turns texts into numbers and empty optionals into null', () => {
    const request = toCouponRequest({
      ...base(),
      couponCode: '  bahar15 ',
      discountType: '1',
      discountValue: '150,50',
      minPurchaseAmount: '1000',
      validCollections: ['2', '5'],
      totalUsages: '',
    });
    expect(request).toEqual({
      couponCode: 'bahar15',
      discountType: 1,
      discountValue: 150.5,
      minPurchaseAmount: 1000,
      minPurchaseQuantity: null,
      validProducts: [],
      validCollections: [2, 5],
      isSingleUsePerCustomer: false,
      totalUsages: null,
      startDate: '2026-05-10',
      endDate: '2026-06-09',
    });
  });

  it('is checked by the contract: code, value and dates required, rate 1-100, end after start', () => {
    expect(couponDraftSchema.safeParse(base()).success).toBe(true);
    const paths = (draft: CouponDraft) => {
      const result = couponDraftSchema.safeParse(draft);
      return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    };
    expect(paths({ ...base(), couponCode: '' })).toContain('couponCode');
    expect(paths({ ...base(), discountValue: '' })).toContain('discountValue');
    expect(paths({ ...base(), discountValue: '150' })).toContain('discountValue');
    expect(paths({ ...base(), discountType: '1', discountValue: '150' })).toEqual([]);
    expect(paths({ ...base(), startDate: '' })).toContain('startDate');
    expect(paths({ ...base(), endDate: '2026-05-01' })).toContain('endDate');
    expect(paths({ ...base(), minPurchaseAmount: '10', minPurchaseQuantity: '2' })).toContain(
      'minPurchaseQuantity',
    );
  });
});
