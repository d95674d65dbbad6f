import { describe, expect, it } from 'vitest';
import { orderLabel, orderMatches } from './order-number.ts';

const orders = [
  { id: '1f0c2a9e-1042-4222-8333-444455556666', orderNumber: 7 },
  { id: '9b7d51c0-aaaa-4bbb-8ccc-dddd00001111', orderNumber: 1042 },
  { id: '0e1f2a3b-0000-4000-8000-000000000104', orderNumber: 104 },
  { id: 'c4d5e6f7-1111-4222-8333-104299990000', orderNumber: 20 },
];
const find = (query: string) => orders.filter((o) => orderMatches(o, query)).map((o) => o.orderNumber);

describe('the orders list names and finds orders by the number customers see', () => {
  it('labels an order #number', () => {
    expect(orderLabel({ orderNumber: 1042 })).toBe('#1042');
  });

  it('finds a number with or without #, narrowing as it is typed', () => {
    expect(find('#1042')).toEqual([1042]);
    expect(find('1042')).toEqual([1042]);
    expect(find(' # 1042 ')).toEqual([1042]);
    expect(find('#104')).toEqual([1042, 104]);
    expect(find('#2')).toEqual([20]);
    expect(find('#99')).toEqual([]);
  });

  it('does not match a short number by chance inside a uuid', () => {
    // '1042' and '104' occur in the uuids of #7, #104 and #20: only the numbers count.
    expect(find('104')).toEqual([1042, 104]);
  });

  it('finds the uuid or a piece of it (letters, hyphens, or eight digits and more)', () => {
    expect(find('9b7d51c0')).toEqual([1042]);
    expect(find('9B7D51C0-AAAA')).toEqual([1042]);
    expect(find('dddd0000')).toEqual([1042]);
    expect(find('104299990000')).toEqual([20]);
    expect(find('1f0c2a9e-1042-4222-8333-444455556666')).toEqual([7]);
    // '#' asks for a number only
    expect(find('#9b7d')).toEqual([]);
  });

  it('matches everything while the filter is empty', () => {
    expect(find('')).toHaveLength(4);
    expect(find('#')).toHaveLength(4);
  });
});
