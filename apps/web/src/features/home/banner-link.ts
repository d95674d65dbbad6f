/** Where a banner button goes: a route of the shop (path + query parameters) or another site. */
export type BannerTarget =
  | { kind: 'internal'; pathname: string; params: [string, string][]; hash: string }
  | { kind: 'external'; href: string };

/**
 * docs/product/storefront.md §2: a banner button navigates to its link, a query string in the link being split
 * into query parameters ('/products?categories=2,3&genders=1' → /products with two parameters).
 * Links on this site's origin count as internal; other http(s) links open as they are; anything
 * else (javascript:, empty) goes nowhere.
 */
export function parseBannerLink(link: string | null | undefined, origin?: string): BannerTarget | null {
  const raw = (link ?? '').trim();
  if (!raw) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(raw) || raw.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(raw, origin ?? 'http://invalid.local');
    } catch {
      return null;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!origin || url.origin !== origin) return { kind: 'external', href: url.href };
    return internal(url.pathname + url.search + url.hash);
  }
  return internal(raw.startsWith('/') ? raw : `/${raw}`);
}

function internal(pathWithQuery: string): BannerTarget {
  const hashAt = pathWithQuery.indexOf('#');
  const hash = hashAt >= 0 ? pathWithQuery.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? pathWithQuery.slice(0, hashAt) : pathWithQuery;
  const queryAt = beforeHash.indexOf('?');
  const pathname = (queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash) || '/';
  const query = queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '';
  const params = [...new URLSearchParams(query).entries()].filter(([key]) => key !== '');
  return { kind: 'internal', pathname, params, hash };
}

/** The `search` string for a router navigation, keeping commas readable. */
export function searchOf(params: [string, string][]): string {
  if (!params.length) return '';
  return `?${new URLSearchParams(params).toString().replace(/%2C/gi, ',')}`;
}
