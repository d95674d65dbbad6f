import type { AppStorage } from '../storage/storage.ts';

/** Only same-site paths are restored: '/x', never '//evil.example' or 'https://…'. */
export function isSafeLocalUrl(url: string | null | undefined): url is string {
  return !!url && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** The current location as a path with query and hash. */
export function currentUrl(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Saves where the shopper is, before a reload (language and currency switches). */
export function rememberUrl(storage: AppStorage, url: string): void {
  storage.set('lastUrl', url);
}

/**
 * On start: reads and clears the saved URL. Returns the URL to go to, or null when nothing is saved,
 * the saved value is not a local path, or the shopper is already there.
 */
export function takeLastUrl(storage: AppStorage, here: string): string | null {
  const saved = storage.get('lastUrl');
  if (saved == null) return null;
  storage.remove('lastUrl');
  if (!isSafeLocalUrl(saved) || saved === here) return null;
  return saved;
}
