import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useOverlay, type OverlayName } from '../../shared/state/shop-state.ts';

const loadSearch = () => import('./search-overlay.tsx');
const loadMenu = () => import('./mobile-menu.tsx');
const SearchOverlay = lazy(() => loadSearch().then((m) => ({ default: m.SearchOverlay })));
const MobileMenu = lazy(() => loadMenu().then((m) => ({ default: m.MobileMenu })));

/** Fetches the search and menu code ahead of their first opening (called when the browser is idle). */
export const preloadLayoutOverlays = (): void => {
  void loadSearch();
  void loadMenu();
};

/** Mounts an overlay from its first opening on, so its code is not part of the first page load. */
function OnceOpened({ name, children }: { name: OverlayName; children: ReactNode }) {
  const [open] = useOverlay(name);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The navbar's search overlay and phone menu. */
export function LayoutOverlays({ onHome }: { onHome: () => void }) {
  return (
    <>
      <OnceOpened name="search">
        <SearchOverlay />
      </OnceOpened>
      <OnceOpened name="menu">
        <MobileMenu onHome={onHome} />
      </OnceOpened>
    </>
  );
}
