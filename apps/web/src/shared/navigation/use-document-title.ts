import { useEffect } from 'react';

export const SHOP_NAME = 'Kehribar';

/** Sets the tab title: 'Page — Kehribar', or the shop's own title on the home page. */
export function useDocumentTitle(title: string | undefined, fallback?: string): void {
  useEffect(() => {
    const text = title ? `${title} — ${SHOP_NAME}` : fallback;
    if (text) document.title = text;
  }, [title, fallback]);
}
