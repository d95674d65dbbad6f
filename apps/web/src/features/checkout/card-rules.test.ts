import { describe, expect, it } from 'vitest';
import {
  binOf,
  brandOfAssociation,
  brandOfNumber,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  instalmentLine,
  isCardNumberValid,
  isCvcValid,
  isExpiryValid,
  isHolderNameValid,
  sanitizeHolderName,
} from './card-rules.ts';

describe('holder name', () => {
  it('keeps letters, Turkish ones too, and single spaces; drops everything else', () => {
    expect(sanitizeHolderName('Çağla Öztürk')).toBe('Çağla Öztürk');
    expect(sanitizeHolderName('İsmail Işık-Şen 3')).toBe('İsmail IşıkŞen ');
    expect(sanitizeHolderName('  Ali   Veli')).toBe('Ali Veli');
    expect(sanitizeHolderName('a.b@c!')).toBe('abc');
  });

  it('is valid with two letters or more and nothing but letters and spaces', () => {
    expect(isHolderNameValid('Ayşe Yılmaz')).toBe(true);
    expect(isHolderNameValid('A')).toBe(false);
    expect(isHolderNameValid('Ayşe 2')).toBe(false);
    expect(isHolderNameValid('   ')).toBe(false);
  });
});

describe('card number', () => {
  it('groups digits 4-4-4-4 and stops at 16', () => {
    expect(formatCardNumber('5528790000000008')).toBe('5528 7900 0000 0008');
    expect(formatCardNumber('55287')).toBe('5528 7');
    expect(formatCardNumber('5528')).toBe('5528');
    expect(formatCardNumber('5528-79ab00 000000089999')).toBe('5528 7900 0000 0008');
  });

  it('is valid with exactly 16 digits, without a Luhn check', () => {
    expect(isCardNumberValid('5528 7900 0000 0008')).toBe(true);
    expect(isCardNumberValid('1234 5678 1234 5678')).toBe(true);
    expect(isCardNumberValid('5528790000000008')).toBe(true);
    expect(isCardNumberValid('5528 7900 0000 000')).toBe(false);
    expect(isCardNumberValid('')).toBe(false);
  });

  it('names the BIN only once more than 15 digits are typed', () => {
    expect(binOf('5528 7900 0000 000')).toBeNull();
    expect(binOf('5528 7900 0000 0008')).toBe('552879');
  });
});

describe('expiry', () => {
  it('puts the slash in and lets backspace go through it', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12/3')).toBe('12/3');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/309')).toBe('12/30');
    expect(formatExpiry('5')).toBe('05/');
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('1', true)).toBe('1');
    expect(formatExpiry('ab')).toBe('');
  });

  it('wants a month 01-12 that has not passed', () => {
    const now = new Date(2026, 4, 15);
    expect(isExpiryValid('05/26', now)).toBe(true);
    expect(isExpiryValid('12/30', now)).toBe(true);
    expect(isExpiryValid('04/26', now)).toBe(false);
    expect(isExpiryValid('13/30', now)).toBe(false);
    expect(isExpiryValid('00/30', now)).toBe(false);
    expect(isExpiryValid('1/30', now)).toBe(false);
  });
});

describe('cvc', () => {
  it('takes exactly 3 digits', () => {
    expect(formatCvc('1a2b3c4')).toBe('123');
    expect(isCvcValid('123')).toBe(true);
    expect(isCvcValid('12')).toBe(false);
    expect(isCvcValid('12a')).toBe(false);
  });
});

describe('brand', () => {
  it('tells Visa, Mastercard and Troy from the first digits, else the default', () => {
    expect(brandOfNumber('4543 5908')).toBe('visa');
    expect(brandOfNumber('5528 79')).toBe('mastercard');
    expect(brandOfNumber('2221 00')).toBe('mastercard');
    expect(brandOfNumber('9792 03')).toBe('troy');
    expect(brandOfNumber('3744 27')).toBe('amex');
    expect(brandOfNumber('6011')).toBe('default');
    expect(brandOfNumber('')).toBe('default');
  });

  it('follows the bank when it names the association', () => {
    expect(brandOfAssociation('MASTER_CARD')).toBe('mastercard');
    expect(brandOfAssociation('TROY')).toBe('troy');
    expect(brandOfAssociation('VISA')).toBe('visa');
    expect(brandOfAssociation(undefined)).toBeNull();
  });
});

describe('instalment line', () => {
  it('shows each payment and the total with two decimals and TL', () => {
    const option = { installmentNumber: 3, price: 1234.56, totalPrice: 3703.68 };
    expect(instalmentLine(option, 'TRY', 'tr-TR')).toBe('3 x 1.234,56 TL = 3.703,68 TL');
    expect(instalmentLine(option, 'TRY', 'en-EN')).toBe('3 x 1,234.56 TL = 3,703.68 TL');
    expect(instalmentLine({ installmentNumber: 1, price: 42.5, totalPrice: 42.5 }, 'USD', 'en-EN')).toBe(
      '1 x 42.50 USD = 42.50 USD',
    );
  });
});
