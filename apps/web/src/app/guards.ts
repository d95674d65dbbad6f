import { redirect } from 'react-router';
import { ROUTES } from '../shared/navigation/links.ts';
import { isAdmin, isLoggedIn } from '../shared/session/session.ts';

const toLogin = (returnUrl: string) => redirect(`${ROUTES.login}?returnUrl=${encodeURIComponent(returnUrl)}`);

/** storefront.md §2: a guest opening /profile goes to /login with returnUrl=/profile. */
export function requireCustomer({ request }: { request: Request }) {
  if (isLoggedIn()) return null;
  const url = new URL(request.url);
  return toLogin(url.pathname + url.search);
}

/** backoffice.md §6: the admin area needs a signed-in admin; anyone else goes to /login. */
export function requireAdmin({ request }: { request: Request }) {
  if (isAdmin()) return null;
  const url = new URL(request.url);
  return toLogin(url.pathname + url.search);
}
