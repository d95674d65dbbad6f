import { describe, expect, it } from 'vitest';
import { legalDocuments, type LegalInput } from './legal-documents.ts';

const address = {
  contactName: 'Elif Şahin',
  addressLine: 'Bağdat Cad. 12',
  city: 'İstanbul',
  state: 'Kadıköy',
  zipCode: '34710',
  country: 'Türkiye',
};

const input = (
  overrides: Partial<LegalInput['seller']> = {},
  language: LegalInput['language'] = 'tr-TR',
): LegalInput => ({
  language,
  seller: {
    name: 'Kehribar Takı Ltd. Şti.',
    mersisNo: '0123456789012345',
    kepAddress: 'kehribar@hs01.kep.tr',
    address: 'Kapalıçarşı',
    phone: '0212',
    email: 'info@kehribar.test',
    website: 'https://kehribar.test',
    returnCarrier: 'Yurtiçi Kargo',
    returnCode: '123456789',
    ...overrides,
  },
  buyer: { name: 'Elif Şahin', email: 'elif@example.com', phone: '0532' },
  shipping: address,
  billing: address,
  currency: 'TRY',
  lines: [
    {
      name: 'Bal Damla Kolye',
      option: null,
      size: 'Standart',
      quantity: 1,
      unit: 175_000,
      total: 175_000,
      personalised: false,
    },
    {
      name: 'İsimli Yüzük',
      option: null,
      size: '54',
      quantity: 1,
      unit: 90_000,
      total: 90_000,
      personalised: true,
    },
  ],
  subtotal: 265_000,
  discount: 0,
  couponCode: null,
  total: 265_000,
  paidTotal: 265_000,
  installment: 3,
});

describe('the pre-information form’s withdrawal terms', () => {
  it('say how to ask, the return carrier and code at the shop’s cost, and a refund in one go even for instalments', () => {
    const { preInformationForm, distanceSellingContract } = legalDocuments(input());
    for (const text of [preInformationForm, distanceSellingContract]) {
      expect(text).toContain('"İade talebi"');
      expect(text).toContain('Yurtiçi Kargo ile 123456789 iade koduyla');
      expect(text).toContain('iade kargo ücreti Satıcıya aittir');
      expect(text).toContain('taksitli ödemelerde de tek seferde');
      expect(text).toContain('teslime kadar da kullanabilir');
    }
  });

  it('mark a personalised line as excepted from withdrawal, in the buyer’s language', () => {
    expect(legalDocuments(input()).preInformationForm).toMatch(/İsimli Yüzük.*kişiye özel, cayma hakkı yok/);
    expect(legalDocuments(input({}, 'en-EN')).preInformationForm).toMatch(
      /İsimli Yüzük.*personalised, no right of withdrawal/,
    );
    expect(legalDocuments(input()).preInformationForm).not.toMatch(/Bal Damla Kolye.*cayma hakkı yok/);
  });

  it('still say the shop pays the return when no carrier is set yet', () => {
    const { preInformationForm } = legalDocuments(input({ returnCarrier: '', returnCode: '' }));
    expect(preInformationForm).toContain('Satıcının bildireceği anlaşmalı kargo');
  });
});

describe('the seller block (law 6563, docs/decisions/029-seller-identity.md)', () => {
  it('names the trade name, MERSİS number and KEP address in both texts and both languages', () => {
    for (const language of ['tr-TR', 'en-EN'] as const) {
      const docs = legalDocuments(input({}, language));
      for (const text of [docs.preInformationForm, docs.distanceSellingContract]) {
        expect(text).toContain('Kehribar Takı Ltd. Şti.');
        expect(text).toContain(
          language === 'en-EN' ? 'MERSİS number: 0123456789012345' : 'MERSİS numarası: 0123456789012345',
        );
        expect(text).toContain('kehribar@hs01.kep.tr');
      }
    }
  });

  it('shows a dash for a MERSİS number or KEP address not set yet', () => {
    const { preInformationForm } = legalDocuments(input({ mersisNo: '', kepAddress: '' }));
    expect(preInformationForm).toContain('MERSİS numarası: —');
    expect(preInformationForm).toContain('KEP adresi: —');
  });
});
