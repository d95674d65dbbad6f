export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

/**
 * The URL of an API call. Whitespace is stripped from the path (docs/product/storefront.md §5); query values are
 * encoded, so a search for 'bal kehribar' keeps its space as '+'. Arrays become comma lists and empty
 * values are left out.
 */
export function buildApiUrl(path: string, query?: Query, base = '/api'): string {
  let clean = path.replace(/\s+/g, '');
  if (!/^https?:\/\//i.test(clean)) {
    if (!clean.startsWith('/')) clean = `/${clean}`;
    if (!clean.toLowerCase().startsWith(`${base.toLowerCase()}/`)) clean = `${base}${clean}`;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value == null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  if (!search) return clean;
  return `${clean}${clean.includes('?') ? '&' : '?'}${search}`;
}
