/**
 * Links the owner types in the back office (banner buttons, press items): a path of this shop
 * ('/products?categories=2') or an https address of another site. Anything else — http, javascript:,
 * '//host' (another site without a scheme), spaces, backslashes — is refused, so a banner can never
 * send a shopper somewhere unsafe (docs/decisions/033-home-page-the-owner-controls.md).
 */
export function isOwnerLink(link: string): boolean {
  const value = link.trim();
  if (!value || value.length > 500 || /[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}
