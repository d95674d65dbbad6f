import { lazyOverlay, OnceOpened } from '../../shared/ui/lazy-overlay.tsx';
import { useOverlay } from '../../shared/state/shop-state.ts';

const SearchOverlay = lazyOverlay(() => import('./search-overlay.tsx').then((m) => m.SearchOverlay));
const MobileMenu = lazyOverlay(() => import('./mobile-menu.tsx').then((m) => m.MobileMenu));

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
