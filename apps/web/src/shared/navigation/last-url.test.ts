import { describe, expect, it } from 'vitest';
import { createAppStorage, createMemoryStore } from '../storage/storage.ts';
import { currentUrl, isSafeLocalUrl, rememberUrl, takeLastUrl } from './last-url.ts';

const fresh = (local: Record<string, string> = {}) =>
  createAppStorage(createMemoryStore(local), createMemoryStore());

describe('lastUrl', () => {
  it('restores the saved URL once, then forgets it', () => {
    const storage = fresh();
    rememberUrl(storage, '/products?categories=2#top');
    expect(takeLastUrl(storage, '/')).toBe('/products?categories=2#top');
    expect(storage.get('lastUrl')).toBeNull();
    expect(takeLastUrl(storage, '/')).toBeNull();
  });

  it('does nothing when the shopper is already there, but still clears it', () => {
    const storage = fresh({ lastUrl: '/about-us' });
    expect(takeLastUrl(storage, '/about-us')).toBeNull();
    expect(storage.get('lastUrl')).toBeNull();
  });

  it('never restores a URL of another site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      const storage = fresh({ lastUrl: bad });
      expect(takeLastUrl(storage, '/')).toBeNull();
      expect(storage.get('lastUrl')).toBeNull();
    }
    expect(isSafeLocalUrl('/product/abc')).toBe(true);
  });

  it('reads the current URL with query and hash', () => {
    expect(currentUrl({ pathname: '/products', search: '?genders=1', hash: '#x' })).toBe(
      '/products?genders=1#x',
    );
  });
});
