import { describe, expect, it } from 'vitest';
import { isOwnerLink } from './owner-links.ts';

describe('isOwnerLink', () => {
  it('takes a path of the shop, with its query and fragment', () => {
    for (const link of ['/', '/products?categories=2,3&genders=1', '/about-us#press', ' /blog '])
      expect(isOwnerLink(link), link).toBe(true);
  });

  it('takes an https address of another site', () => {
    expect(isOwnerLink('https://www.instagram.com/kehribar/')).toBe(true);
    expect(isOwnerLink('HTTPS://vogue.com.tr/amber')).toBe(true);
  });

  it('refuses every other scheme, a host without a scheme, credentials, spaces and backslashes', () => {
    for (const link of [
      '',
      'products',
      'http://example.com',
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'https://user:pass@example.com',
      'https://localhost',
      '/pro ducts',
      `/${'a'.repeat(600)}`,
    ])
      expect(isOwnerLink(link), link).toBe(false);
  });
});
