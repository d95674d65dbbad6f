import { describe, expect, it } from 'vitest';
import { parseBannerLink, searchOf } from './banner-link.ts';

const ORIGIN = 'https://kehribar.example';

describe('banner links', () => {
  it('splits a query string into query parameters', () => {
    expect(parseBannerLink('/products?categories=2,3&genders=1', ORIGIN)).toEqual({
      kind: 'internal',
      pathname: '/products',
      params: [
        ['categories', '2,3'],
        ['genders', '1'],
      ],
      hash: '',
    });
  });

  it('accepts links without a leading slash and plain paths', () => {
    expect(parseBannerLink('products?collections=4', ORIGIN)).toMatchObject({
      pathname: '/products',
      params: [['collections', '4']],
    });
    expect(parseBannerLink('/about-us', ORIGIN)).toEqual({
      kind: 'internal',
      pathname: '/about-us',
      params: [],
      hash: '',
    });
    expect(parseBannerLink('?title=kolye', ORIGIN)).toMatchObject({
      pathname: '/',
      params: [['title', 'kolye']],
    });
  });

  it('keeps a hash and decodes encoded values', () => {
    expect(parseBannerLink('/products?title=bal%20kehribar#grid', ORIGIN)).toMatchObject({
      params: [['title', 'bal kehribar']],
      hash: '#grid',
    });
  });

  it('treats absolute links on the same origin as internal and others as external', () => {
    expect(parseBannerLink(`${ORIGIN}/products?genders=0`, ORIGIN)).toMatchObject({
      kind: 'internal',
      pathname: '/products',
      params: [['genders', '0']],
    });
    expect(parseBannerLink('https://instagram.com/kehribar', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://instagram.com/kehribar',
    });
  });

  it('refuses empty and script links', () => {
    expect(parseBannerLink('', ORIGIN)).toBeNull();
    expect(parseBannerLink('   ', ORIGIN)).toBeNull();
    expect(parseBannerLink(null, ORIGIN)).toBeNull();
    expect(parseBannerLink('javascript:alert(1)', ORIGIN)).toBeNull();
  });

  it('builds a search string with readable commas', () => {
    expect(
      searchOf([
        ['categories', '2,3'],
        ['title', 'bal kehribar'],
      ]),
    ).toBe('?categories=2,3&title=bal+kehribar');
    expect(searchOf([])).toBe('');
  });
});
