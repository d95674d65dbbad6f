import { redirect } from 'react-router';
import { ROUTES } from '../shared/navigation/links.ts';
import { freshSession } from '../shared/session/fresh-session.ts';

const toLogin = (returnUrl: string) => redirect(`${ROUTES.login}?returnUrl=${encodeURIComponent(returnUrl)}`);

const here = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/**
 * docs/product/storefront.md §2 and §4: a guest opening /profile goes to /login with returnUrl=/profile; an expired
 * customer token is refreshed first, and a failed refresh counts as a guest.
 */
export async function requireCustomer({ request }: { request: Request }) {
  const session = await freshSession();
  return session.isLoggedIn ? null : toLogin(here(request));
}

/** docs/product/back-office.md §6: the admin area needs a signed-in admin with a live token; anyone else goes to /login. */
export async function requireAdmin({ request }: { request: Request }) {
  const session = await freshSession();
  return session.isAdmin ? null : toLogin(here(request));
}
