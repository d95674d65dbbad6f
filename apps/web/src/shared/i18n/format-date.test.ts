import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  it('formats dates in the shopper language; birth dates do not shift with the time zone', () => {
    expect(formatDate('1990-07-14', 'tr-TR')).toBe('14 Temmuz 1990');
    expect(formatDate('1990-07-14', 'en-EN')).toBe('14 July 1990');
    expect(formatDate(null, 'tr-TR')).toBe('');
    expect(formatDate('not a date', 'tr-TR')).toBe('not a date');
  });
});
