import { lazy, Suspense } from 'react';
import { useCookieConsent, useCookiePreferencesRequested } from '../../shared/consent/cookie-consent.ts';

const CookieBanner = lazy(() => import('./cookie-banner.tsx'));

/**
 * The cookie notice (KVKK / GDPR): shown until the shopper chooses, and again when asked for
 * (openCookiePreferences). Its code loads only when it is shown, so returning visitors never fetch it.
 */
export function CookieNotice() {
  const consent = useCookieConsent();
  const reopened = useCookiePreferencesRequested();
  if (consent && !reopened) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner consent={consent} startWithPreferences={reopened} />
    </Suspense>
  );
}
