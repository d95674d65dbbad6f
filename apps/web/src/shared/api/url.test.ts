import { describe, expect, it } from 'vitest';
import { API } from '@kehribar/contracts';
import { buildApiUrl } from './url.ts';

describe('buildApiUrl', () => {
  it('keeps API paths and prefixes bare ones with /api', () => {
    expect(buildApiUrl(API.Products.GetAllContent)).toBe('/api/Products/GetAllContent');
    expect(buildApiUrl('Products/GetAllContent')).toBe('/api/Products/GetAllContent');
    expect(buildApiUrl('/Baskets/GetBasket')).toBe('/api/Baskets/GetBasket');
  });

  it('strips whitespace from the path', () => {
    expect(buildApiUrl(' /api/Products/ GetProductById ?id=1 ')).toBe('/api/Products/GetProductById?id=1');
  });

  it('encodes query values (spaces included), joins arrays and skips empty values', () => {
    expect(
      buildApiUrl(API.Products.GetAllProductListWithFinderTitle, {
        title: 'bal kehribar',
        page: 2,
        empty: '',
        none: null,
        ids: [1, 2],
      }),
    ).toBe('/api/Products/GetAllProductListWithFinderTitle?title=bal+kehribar&page=2&ids=1%2C2');
    expect(buildApiUrl('/api/Order/GetOrderById?orderId=5', { x: 1 })).toBe(
      '/api/Order/GetOrderById?orderId=5&x=1',
    );
  });
});
