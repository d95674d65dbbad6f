import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../shared/navigation/links.ts';
import { resetProductFilters } from '../../shared/state/shop-state.ts';

/**
 * The logo's action: product filters live in the URL (/products?categories=…), so going to / with no
 * query resets them; the page scrolls to the top.
 */
export function useGoHome(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    resetProductFilters();
    void navigate(ROUTES.home);
    window.scrollTo({ top: 0 });
  }, [navigate]);
}
