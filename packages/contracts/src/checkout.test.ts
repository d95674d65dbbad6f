import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES, expiryMessage, expiryProblem, isExpiryValid } from './card.ts';
import { cardFieldsSchema } from './checkout.ts';

describe('card expiry', () => {
  const now = new Date(2026, 4, 15); // May 2026

  it('tells a malformed date from one whose month has passed', () => {
    expect(expiryProblem('05/26', now)).toBeNull();
    expect(expiryProblem('12/30', now)).toBeNull();
    expect(expiryProblem('04/26', now)).toBe('expired');
    expect(expiryProblem('12/25', now)).toBe('expired');
    expect(expiryProblem('01/20', now)).toBe('expired');
    for (const bad of ['13/30', '00/30', '1/30', '0530', '05/2030', '', 'ab/cd']) {
      expect(expiryProblem(bad, now), bad).toBe('format');
    }
  });

  it('is valid exactly when there is no problem', () => {
    expect(isExpiryValid('05/26', now)).toBe(true);
    expect(isExpiryValid('04/26', now)).toBe(false);
    expect(isExpiryValid('13/30', now)).toBe(false);
  });

  it('keeps the spec’s format message and gives a past date its own', () => {
    expect(expiryMessage('format')).toBe(
      'Geçerli bir Son Kullanma Tarihi giriniz (MM/YY formatında, 01-12 arası ay).',
    );
    expect(expiryMessage('expired')).toBe('Kartınızın son kullanma tarihi geçmiş.');
    expect(CARD_MESSAGES.expired).not.toBe(CARD_MESSAGES.expiration);
  });
});

describe('the card fields schema (web form and API)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 4, 15));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const card = { cardName: 'Elif Şahin', cardNumber: '5528 7900 0000 0008', expiration: '12/30', cvv: '123' };
  const expiryMessages = (expiration: string) => {
    const result = cardFieldsSchema.safeParse({ ...card, expiration });
    return result.success
      ? []
      : result.error.issues.filter((i) => i.path[0] === 'expiration').map((i) => i.message);
  };

  it('accepts this month and later', () => {
    expect(expiryMessages('05/26')).toEqual([]);
    expect(expiryMessages('12/30')).toEqual([]);
  });

  it('answers a past month with the expired message, once', () => {
    expect(expiryMessages('04/26')).toEqual([CARD_MESSAGES.expired]);
    expect(expiryMessages('01/20')).toEqual([CARD_MESSAGES.expired]);
  });

  it('answers a malformed date with the format message', () => {
    expect(expiryMessages('13/30')).toEqual([CARD_MESSAGES.expiration]);
    expect(expiryMessages('1/30')).toEqual([CARD_MESSAGES.expiration]);
    expect(expiryMessages('')).toEqual([CARD_MESSAGES.expiration]);
  });
});
