import type { FieldError, FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { createProductRequestSchema, createVariantRequestSchema } from '@kehribar/contracts';
import { adminText, type Translate } from '../i18n/use-admin-text.ts';
import { couponDraftSchema, emptyCouponDraft, type CouponDraft } from './coupon-form.ts';
import {
  CONTRACT_MESSAGES,
  fieldErrorText,
  fieldNameOf,
  isEmptyValue,
  readableServerMessage,
  requiredWhenEmpty,
  type FieldIssue,
} from './field-errors.ts';
import { adminResolver } from './form-resolver.ts';

const trT: Translate = (key, values) => adminText('tr-TR', key, values);
const enT: Translate = (key, values) => adminText('en-EN', key, values);
const tr = (error: FieldIssue) => fieldErrorText(error, trT, false);
const en = (error: FieldIssue) => fieldErrorText(error, enT, true);

const options = {
  fields: {},
  names: [],
  shouldUseNativeValidation: false,
} as unknown as ResolverOptions<FieldValues>;

/** The field errors a form shows for these values (the resolver the back office's forms use). */
async function errorsOf(
  schema: Parameters<typeof adminResolver>[0],
  values: FieldValues,
): Promise<Record<string, FieldError>> {
  const result = await adminResolver(schema)(values, undefined, options);
  return result.errors as Record<string, FieldError>;
}

const coupon = (over: Partial<CouponDraft>): CouponDraft => ({
  ...emptyCouponDraft(new Date('2026-11-21T12:00:00Z')),
  couponCode: 'YAZ25',
  discountValue: '10',
  ...over,
});

const product = {
  title: 'Damla Kolye',
  titleEN: 'Drop Necklace',
  priceTRY: 1250,
  priceUSD: 40,
  priceForeign: 37,
  categoryId: 1,
  gender: 2,
};

describe('zod’s own messages become the admin’s words by kind, with their bounds', () => {
  it('a text too short: required when it needs one character, else its least length', () => {
    const short = (n: number) => ({
      type: 'too_small',
      message: `Too small: expected string to have >=${n} characters`,
    });
    expect(tr(short(1))).toBe('Bu alan zorunlu.');
    expect(tr(short(3))).toBe('En az 3 karakter olmalı.');
    expect(en(short(3))).toBe('Must be at least 3 characters.');
    expect(en(short(1))).toBe('This field is required.');
  });

  it('numbers and lengths too large or too small, with the bound in the admin’s number style', () => {
    expect(tr({ type: 'too_small', message: 'Too small: expected number to be >0' })).toBe(
      '0 değerinden büyük olmalı.',
    );
    expect(tr({ type: 'too_small', message: 'Too small: expected number to be >=1' })).toBe(
      'En az 1 olmalı.',
    );
    expect(tr({ type: 'too_big', message: 'Too big: expected number to be <=10000000' })).toBe(
      'En çok 10.000.000 olabilir.',
    );
    expect(en({ type: 'too_big', message: 'Too big: expected number to be <=10000000' })).toBe(
      'Must be at most 10,000,000.',
    );
    expect(tr({ type: 'too_big', message: 'Too big: expected string to have <=200 characters' })).toBe(
      'En çok 200 karakter olabilir.',
    );
    expect(tr({ type: 'too_big', message: 'Too big: expected array to have <=500 items' })).toBe(
      'En çok 500 seçim yapılabilir.',
    );
  });

  it('formats and types', () => {
    expect(tr({ type: 'invalid_format', message: 'Invalid email address' })).toBe(
      'Geçerli bir e-posta adresi girin.',
    );
    expect(tr({ type: 'invalid_format', message: 'Invalid ISO date' })).toBe('Geçerli bir tarih girin.');
    expect(tr({ type: 'invalid_format', message: 'Invalid UUID' })).toBe('Geçersiz değer.');
    expect(tr({ type: 'invalid_type', message: 'Invalid input: expected number, received NaN' })).toBe(
      'Bu alan zorunlu.',
    );
    expect(tr({ type: 'invalid_type', message: 'Invalid input: expected int, received number' })).toBe(
      'Tam sayı girin.',
    );
    expect(en({ type: 'invalid_type', message: 'Invalid input: expected number, received string' })).toBe(
      'Enter a number.',
    );
    expect(tr({ type: 'custom', message: 'Invalid input' })).toBe('Geçersiz değer.');
    expect(tr({ type: 'required', message: 'Too small: expected string to have >=3 characters' })).toBe(
      'Bu alan zorunlu.',
    );
    expect(tr(undefined as never)).toBeUndefined();
  });
});

describe('a contract’s own message', () => {
  it('is shown as it is in Turkish, and in English words in English', () => {
    const message = 'Kupon kodu yalnızca harf, rakam, - ve _ içerebilir.';
    expect(tr({ type: 'invalid_format', message })).toBe(message);
    expect(en({ type: 'invalid_format', message })).toBe(
      'A coupon code may hold only letters, digits, - and _.',
    );
  });

  it('unknown to the back office: as it is in Turkish, a generic text in English', () => {
    const message = 'Yeni bir kural.';
    expect(tr({ type: 'custom', message })).toBe(message);
    expect(en({ type: 'custom', message })).toBe('Invalid value.');
    expect(en({ type: 'required', message })).toBe('This field is required.');
  });

  it('every known one has words in both languages; the Turkish ones are the contract’s words', () => {
    for (const [message, key] of Object.entries(CONTRACT_MESSAGES)) {
      expect(trT(key)).not.toBe(key);
      expect(enT(key)).not.toBe(trT(key));
      if (/[ğüşıöçİ]/.test(message)) expect(trT(key)).toBe(message);
    }
  });
});

describe('the forms’ resolver, through the contracts’ schemas', () => {
  it('an empty value is required whatever rule it broke; a short one says how long', async () => {
    const empty = await errorsOf(couponDraftSchema, coupon({ couponCode: '', discountValue: '' }));
    expect(empty.couponCode?.type).toBe('required');
    expect(tr(empty.couponCode!)).toBe('Bu alan zorunlu.');
    expect(tr(empty.discountValue!)).toBe('Bu alan zorunlu.');

    const short = await errorsOf(couponDraftSchema, coupon({ couponCode: 'AB' }));
    expect(tr(short.couponCode!)).toBe('En az 3 karakter olmalı.');
    expect(en(short.couponCode!)).toBe('Must be at least 3 characters.');

    const spaces = await errorsOf(couponDraftSchema, coupon({ couponCode: '   ' }));
    expect(tr(spaces.couponCode!)).toBe('Bu alan zorunlu.');
  });

  it('the coupon contract’s own messages reach the field as they are (English twins in English)', async () => {
    const chars = await errorsOf(couponDraftSchema, coupon({ couponCode: 'YAZ 25!' }));
    expect(chars.couponCode?.type).toBe('invalid_format');
    expect(tr(chars.couponCode!)).toBe('Kupon kodu yalnızca harf, rakam, - ve _ içerebilir.');
    expect(en(chars.couponCode!)).toBe('A coupon code may hold only letters, digits, - and _.');

    const rate = await errorsOf(couponDraftSchema, coupon({ discountValue: '150' }));
    expect(tr(rate.discountValue!)).toBe('İndirim oranı %1 ile %100 arasında olmalı.');
    expect(en(rate.discountValue!)).toBe('The discount rate must be between 1% and 100%.');

    const dates = await errorsOf(
      couponDraftSchema,
      coupon({ startDate: '2026-12-10', endDate: '2026-12-01' }),
    );
    expect(tr(dates.endDate!)).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz.');
    expect(en(dates.endDate!)).toBe('The end date cannot be before the start date.');

    const both = await errorsOf(
      couponDraftSchema,
      coupon({
        minPurchaseAmount: '100',
        minPurchaseQuantity: '2',
        validProducts: ['1f0c2a9e-1111-4222-8333-444455556666'],
        validCollections: ['1'],
      }),
    );
    expect(tr(both.minPurchaseQuantity!)).toBe(
      'En az tutar ya da en az adet: ikisinden yalnızca biri girilebilir.',
    );
    expect(en(both.minPurchaseQuantity!)).toBe(
      'Minimum amount or minimum quantity: only one of the two can be given.',
    );
    expect(tr(both.validCollections!)).toBe(
      'Geçerli ürünler ya da geçerli koleksiyonlar: ikisinden yalnızca biri seçilebilir.',
    );

    const none = await errorsOf(couponDraftSchema, coupon({ discountValue: '0' }));
    expect(tr(none.discountValue!)).toBe('0 değerinden büyük olmalı.');

    const fine = await adminResolver(couponDraftSchema)(coupon({}), undefined, options);
    expect(fine.errors).toEqual({});
  });

  it('a price with three decimals says so in Turkish in the Turkish screen', async () => {
    const errors = await errorsOf(createProductRequestSchema, { ...product, priceTRY: 10.125 });
    expect(tr(errors.priceTRY!)).toBe('En fazla iki ondalık basamak girilebilir.');
    expect(en(errors.priceTRY!)).toBe('At most two decimal places.');
  });

  it('a price of 0 in any currency says it must be above zero, in the screen’s language (decision 020)', async () => {
    const productErrors = await errorsOf(createProductRequestSchema, { ...product, priceForeign: 0 });
    expect(tr(productErrors.priceForeign!)).toBe('Fiyat sıfırdan büyük olmalı.');
    expect(en(productErrors.priceForeign!)).toBe('The price must be more than zero.');
    const variant = {
      productId: '1f0c2a9e-1111-4222-8333-444455556666',
      variantName: '50 cm',
      variantNameEN: '50 cm',
      priceTRY: 0,
      priceUSD: 45,
      priceForeign: 0,
    };
    const variantErrors = await errorsOf(createVariantRequestSchema, variant);
    expect(Object.keys(variantErrors).sort()).toEqual(['priceForeign', 'priceTRY']);
    expect(tr(variantErrors.priceTRY!)).toBe('Fiyat sıfırdan büyük olmalı.');
    expect(en(variantErrors.priceForeign!)).toBe('The price must be more than zero.');
  });

  it('product fields: an empty title and price are required, a long title says its limit', async () => {
    const errors = await errorsOf(createProductRequestSchema, {
      ...product,
      title: ' ',
      priceUSD: Number.NaN,
      titleEN: 'x'.repeat(201),
    });
    expect(tr(errors.title!)).toBe('Bu alan zorunlu.');
    expect(tr(errors.priceUSD!)).toBe('Bu alan zorunlu.');
    expect(tr(errors.titleEN!)).toBe('En çok 200 karakter olabilir.');
  });
});

describe('empty values', () => {
  it('are nothing typed or chosen', () => {
    expect([undefined, null, '', '  ', [], Number.NaN].every(isEmptyValue)).toBe(true);
    expect([0, 'a', ['x'], false].some(isEmptyValue)).toBe(false);
  });

  it('mark errors required at any depth, leaving others as they are', () => {
    const errors = {
      name: { type: 'too_small', message: 'm' },
      address: { city: { type: 'too_small', message: 'm' }, zip: { type: 'too_small', message: 'm' } },
      lines: [{ size: { type: 'custom', message: 'm' } }],
    };
    const values = { name: '', address: { city: 'İzmir', zip: '' }, lines: [{ size: '' }] };
    expect(requiredWhenEmpty(errors, values)).toEqual({
      name: { type: 'required', message: 'm' },
      address: { city: { type: 'too_small', message: 'm' }, zip: { type: 'required', message: 'm' } },
      lines: [{ size: { type: 'required', message: 'm' } }],
    });
  });
});

describe('a server refusal on the screen', () => {
  // As the API sends a 400 for a tr-TR request (apps/api/src/platform/errors.ts): the head names the first
  // problem by its path, the details name each.
  const turkish = {
    errorMessage: 'Gönderilen bilgiler geçersiz. (body.nameEN: Alt kategori adı boş olamaz.)',
    details: [{ path: 'body.nameEN', message: 'Alt kategori adı boş olamaz.' }],
  };

  it('names each refused field by its label, never by its path', () => {
    const said = readableServerMessage(turkish.errorMessage, turkish.details, trT);
    expect(said).toBe('Gönderilen bilgiler geçersiz. İngilizce ad: Alt kategori adı boş olamaz.');
    expect(said).not.toMatch(/body|nameEN/);
  });

  it('says a legal text by its title and language', () => {
    const said = readableServerMessage(
      'The submitted data is invalid. (body.privacyPolicyEN: A legal text cannot be left empty.)',
      [
        { path: 'body.privacyPolicyEN', message: 'A legal text cannot be left empty.' },
        { path: 'body.termOfUse', message: 'A legal text cannot be left empty.' },
      ],
      enT,
    );
    expect(said).toBe(
      'The submitted data is invalid. Privacy policy (English): A legal text cannot be left empty. ' +
        'Terms of use (Turkish): A legal text cannot be left empty.',
    );
  });

  it('drops a path it has no label for, and keeps the message', () => {
    const said = readableServerMessage(
      'Gönderilen bilgiler geçersiz. (querystring.id: Geçersiz değer)',
      [{ path: 'querystring.id', message: 'Geçersiz değer' }],
      trT,
    );
    expect(said).toBe('Gönderilen bilgiler geçersiz. Geçersiz değer.');
  });

  it('cleans a message that names a path without details, and leaves plain prose alone', () => {
    expect(
      readableServerMessage(
        'Gönderilen bilgiler geçersiz. (body.lines.0.priceTRY: Çok küçük)',
        undefined,
        trT,
      ),
    ).toBe('Gönderilen bilgiler geçersiz. (Fiyat TRY: Çok küçük)');
    expect(readableServerMessage('Gönderilen bilgiler geçersiz. (params.x.y: Hatalı)', [], trT)).toBe(
      'Gönderilen bilgiler geçersiz. (Hatalı)',
    );
    expect(readableServerMessage('The JSON body cannot be empty.', undefined, enT)).toBe(
      'The JSON body cannot be empty.',
    );
    expect(readableServerMessage(undefined, undefined, trT)).toBeUndefined();
  });

  it('finds the field of a nested path past list indexes', () => {
    expect(fieldNameOf('body.lines.0.price')).toBe('price');
    expect(fieldNameOf('querystring.id')).toBe('id');
    expect(fieldNameOf('body')).toBeUndefined();
  });

  it('shows the new contract rules in the admin language under the field', () => {
    expect(tr({ type: 'too_small', message: 'Alt kategori adı boş olamaz.' })).toBe(
      'Alt kategori adı boş olamaz.',
    );
    expect(en({ type: 'required', message: 'Alt kategori adı boş olamaz.' })).toBe(
      'A sub-category name cannot be empty.',
    );
    expect(en({ type: 'too_small', message: 'Yasal metin boş bırakılamaz.' })).toBe(
      'A legal text cannot be left empty.',
    );
  });
});
