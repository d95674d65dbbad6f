import { describe, expect, it } from 'vitest';
import {
  addDays,
  canShip,
  formatAmount,
  formatDate,
  formatDateTime,
  formatDayDotted,
  parseDecimal,
  shopDateTimeInput,
  shopDateTimeToIso,
} from './format.ts';

describe('admin dates', () => {
  it('shows orders as yyyy-MM-dd HH:mm and coupons as dd.MM.yyyy, in Türkiye time', () => {
    // 21:30 UTC is 00:30 the next day in Istanbul (UTC+3).
    const iso = '2026-03-04T21:30:00.000Z';
    expect(formatDateTime(iso)).toBe('2026-03-05 00:30');
    expect(formatDate(iso)).toBe('2026-03-05');
    expect(formatDayDotted(iso)).toBe('05.03.2026');
    expect(formatDateTime('2026-12-31T08:05:00+03:00')).toBe('2026-12-31 08:05');
  });

  it('a coupon that ends at the last millisecond of a Turkish day shows that day', () => {
    expect(formatDayDotted('2027-11-21T20:59:59.999Z')).toBe('21.11.2027');
    expect(formatDayDotted('2027-11-20T21:00:00.000Z')).toBe('21.11.2027');
  });

  it('reads and fills a date-time picker in Türkiye time whatever the browser zone', () => {
    expect(shopDateTimeInput('2026-03-04T21:30:00.000Z')).toBe('2026-03-05T00:30');
    expect(shopDateTimeToIso('2026-03-05T00:30')).toBe('2026-03-05T00:30:00+03:00');
    expect(new Date(shopDateTimeToIso('2026-03-05T00:30')!).toISOString()).toBe('2026-03-04T21:30:00.000Z');
    expect(shopDateTimeToIso('')).toBeNull();
    expect(shopDateTimeToIso('2026-13-45T99:99')).toBeNull();
  });

  it('gives nothing for missing or broken dates', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDayDotted('not a date')).toBe('');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('shipping', () => {
  it('ships only paid orders', () => {
    expect(canShip(1)).toBe(true);
    expect([0, 2, 3, 4, 5, 6, 7, 8, undefined].some(canShip)).toBe(false);
  });
});

describe('numbers', () => {
  it('formats amounts with two places', () => {
    expect(formatAmount(1250.5)).toBe('1.250,50');
    expect(formatAmount(1250.5, 'en-EN')).toBe('1,250.50');
    expect(formatAmount(null)).toBe('');
  });

  it('reads what the admin types', () => {
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('  ')).toBeNull();
    expect(parseDecimal('12')).toBe(12);
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal('1.250,50')).toBe(1250.5);
    expect(parseDecimal('1,250.50')).toBe(1250.5);
    expect(parseDecimal('1 250,50')).toBe(1250.5);
    expect(parseDecimal('abc')).toBeNaN();
    expect(parseDecimal(7)).toBe(7);
  });
});
