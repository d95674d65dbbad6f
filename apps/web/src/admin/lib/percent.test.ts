import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent.ts';

describe('a coupon rate', () => {
  it('reads "10%" in English and keeps "%10" in Turkish', () => {
    expect(formatPercent(10, 'en-EN')).toBe('10%');
    expect(formatPercent(10, 'tr-TR')).toBe('%10');
  });

  it('keeps a fraction in each language’s decimal mark', () => {
    expect(formatPercent(12.5, 'en-EN')).toBe('12.5%');
    expect(formatPercent(12.5, 'tr-TR')).toBe('%12,5');
  });
});
