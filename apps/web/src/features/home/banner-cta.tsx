import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../shared/ui/button.tsx';
import { parseBannerLink, searchOf } from './banner-link.ts';

/**
 * A banner's call to action as a real link (docs/product/storefront.md §2): it can be opened in a new
 * tab, copied, and read by search engines and screen readers as a link. A shop path is a router link;
 * another site opens in a new tab. Whether a link is this shop's own needs the browser's origin, which
 * the server does not know, so an absolute link to this shop is rendered as a plain link and followed
 * inside the app when clicked.
 */
export function BannerCta({
  link,
  className,
  children,
}: {
  link: string | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const target = parseBannerLink(link);
  if (!target) return null;
  const look = buttonClass({ variant: 'light' }, className);
  if (target.kind === 'internal') {
    return (
      <Link
        className={look}
        to={{ pathname: target.pathname, search: searchOf(target.params), hash: target.hash }}
      >
        {children}
      </Link>
    );
  }
  return (
    <a
      className={look}
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        const own = parseBannerLink(link, window.location.origin);
        if (own?.kind !== 'internal' || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate({ pathname: own.pathname, search: searchOf(own.params), hash: own.hash });
      }}
    >
      {children}
    </a>
  );
}
