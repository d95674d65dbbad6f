import type { OrderItem } from '@kehribar/contracts';
import { describe, expect, it } from 'vitest';
import { returnRequestOf } from './return-form.ts';

const line = (id: string, returnableQuantity: number): OrderItem =>
  ({ orderItemId: id, quantity: 3, returnableQuantity }) as OrderItem;
const lines = [line('a', 2), line('b', 1), line('c', 0)];

describe('the return form', () => {
  it('needs at least one line', () => {
    expect(returnRequestOf(lines, {})).toEqual({ problems: { form: 'noLine', reasons: {} } });
    expect(returnRequestOf(lines, { a: { quantity: 0, reason: 'Beden olmadı' } })).toEqual({
      problems: { form: 'noLine', reasons: {} },
    });
  });

  it('needs a reason of 3 to 500 characters on every chosen line', () => {
    expect(
      returnRequestOf(lines, {
        a: { quantity: 1, reason: ' x ' },
        b: { quantity: 1, reason: 'y'.repeat(501) },
      }),
    ).toEqual({ problems: { reasons: { a: 'reasonShort', b: 'reasonLong' } } });
  });

  it('sends the chosen units with trimmed reasons, never more than a line has left', () => {
    expect(
      returnRequestOf(lines, {
        a: { quantity: 2, reason: '  Renk beklediğim gibi değil ' },
        b: { quantity: 0, reason: 'unused' },
        c: { quantity: 1, reason: 'Nothing left' },
      }),
    ).toEqual({ items: [{ orderItemId: 'a', quantity: 2, reason: 'Renk beklediğim gibi değil' }] });
  });
});
