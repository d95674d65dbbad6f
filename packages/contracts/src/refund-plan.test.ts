import { describe, expect, it } from 'vitest';
import { planForAll, planForAmount, planForUnits, type RefundableLine } from './refund-plan.ts';

const line = (
  id: string,
  quantity: number,
  paidPrice: number | null,
  refundedAmount = 0,
): RefundableLine => ({
  id,
  quantity,
  paidPrice,
  refundedAmount,
});

describe('refund plan', () => {
  it('gives back a unit its share of what the line paid', () => {
    expect(planForUnits([line('a', 3, 1000)], [{ orderItemId: 'a', quantity: 1 }])).toEqual([
      { orderItemId: 'a', price: 333 },
    ]);
  });

  it('gives back all that is left when every unit of a line is taken, so rounding strands nothing', () => {
    expect(planForUnits([line('a', 3, 1000, 333)], [{ orderItemId: 'a', quantity: 3 }])[0]!.price).toBe(667);
  });

  it('never gives back more than is left on a line', () => {
    expect(planForUnits([line('a', 2, 1000, 900)], [{ orderItemId: 'a', quantity: 1 }])[0]!.price).toBe(100);
    expect(planForUnits([line('a', 2, 1000, 1000)], [{ orderItemId: 'a', quantity: 1 }])).toEqual([]);
  });

  it('leaves out lines the card paid nothing for (made free by a coupon)', () => {
    expect(planForAll([line('a', 1, null), line('b', 1, 500)])).toEqual([{ orderItemId: 'b', price: 500 }]);
  });

  it('spreads an amount over the lines in order and refuses more than is left', () => {
    const lines = [line('a', 1, 300, 100), line('b', 1, 500)];
    expect(planForAmount(lines, 400)).toEqual([
      { orderItemId: 'a', price: 200 },
      { orderItemId: 'b', price: 200 },
    ]);
    expect(planForAmount(lines, 701)).toBeNull();
  });
});
