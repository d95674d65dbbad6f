import { describe, expect, it } from 'vitest';
import { refundDueAt, refundUrgency } from './refund-deadline.ts';

describe('refund deadline of a return', () => {
  it('is 14 days after the return was asked for', () => {
    expect(refundDueAt('2026-03-01T09:30:00.000Z').toISOString()).toBe('2026-03-15T09:30:00.000Z');
  });

  it('is overdue after the date, soon within 3 days, otherwise ok', () => {
    const due = '2026-03-15T09:30:00.000Z';
    expect(refundUrgency(due, new Date('2026-03-15T09:30:01.000Z'))).toBe('overdue');
    expect(refundUrgency(due, new Date('2026-03-15T09:29:00.000Z'))).toBe('soon');
    expect(refundUrgency(due, new Date('2026-03-12T09:30:00.000Z'))).toBe('soon');
    expect(refundUrgency(due, new Date('2026-03-12T09:29:00.000Z'))).toBe('ok');
  });
});
