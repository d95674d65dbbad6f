import { lazy, Suspense, useEffect, useState } from 'react';
import { useCookieConsent, useCookiePreferencesRequested } from '../../shared/consent/cookie-consent.ts';

const CookieBanner = lazy(() => import('./cookie-banner.tsx'));

/**
 * True once the page's web fonts are in. The notice is pinned to the bottom of the screen, so text
 * re-wrapping in the arriving font would move its top edge: it appears after the fonts instead (CLS).
 */
function useFontsReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // After the first paint the page's fonts are requested, and fonts.ready waits for them.
    void document.fonts.ready.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/**
 * The cookie notice (KVKK / GDPR): shown until the shopper chooses, and again when asked for
 * (openCookiePreferences). Its code loads only when it is shown, so returning visitors never fetch it.
 */
export function CookieNotice() {
  const consent = useCookieConsent();
  const reopened = useCookiePreferencesRequested();
  const fontsReady = useFontsReady();
  if ((consent && !reopened) || !fontsReady) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner consent={consent} startWithPreferences={reopened} />
    </Suspense>
  );
}
