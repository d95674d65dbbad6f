import { lazyOverlay, OnceOpened, preloadOverlays } from '../../shared/ui/lazy-overlay.tsx';
import { useOverlay } from '../../shared/state/shop-state.ts';

const { Overlay: SearchOverlay } = lazyOverlay(() =>
  import('./search-overlay.tsx').then((m) => m.SearchOverlay),
);
const { Overlay: MobileMenu } = lazyOverlay(() => import('./mobile-menu.tsx').then((m) => m.MobileMenu));

/**
 * Fetches the code of every lazy overlay ahead of its first opening (called when the browser is idle):
 * the search and menu here, the footer's legal texts, and the error modal.
 */
export const preloadLayoutOverlays = (): void => preloadOverlays();

/** The navbar's search overlay and phone menu. */
export function LayoutOverlays({ onHome }: { onHome: () => void }) {
  const [searchOpen] = useOverlay('search');
  const [menuOpen] = useOverlay('menu');
  return (
    <>
      <OnceOpened open={searchOpen}>
        <SearchOverlay />
      </OnceOpened>
      <OnceOpened open={menuOpen}>
        <MobileMenu onHome={onHome} />
      </OnceOpened>
    </>
  );
}
