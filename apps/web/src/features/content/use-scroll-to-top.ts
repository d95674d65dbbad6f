import { useEffect } from 'react';

/** docs/product/back-office.md §2: the page starts at the top when it is entered. */
export function useScrollToTop(): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
}
