import '@fontsource/cormorant-garamond/latin-400.css';
import '@fontsource/cormorant-garamond/latin-ext-400.css';
import '@fontsource/cormorant-garamond/latin-400-italic.css';
import '@fontsource/cormorant-garamond/latin-ext-400-italic.css';
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-ext-500.css';
import '@fontsource/cormorant-garamond/latin-600.css';
import '@fontsource/cormorant-garamond/latin-ext-600.css';
import '@fontsource/manrope/latin-400.css';
import '@fontsource/manrope/latin-ext-400.css';
import '@fontsource/manrope/latin-500.css';
import '@fontsource/manrope/latin-ext-500.css';
import '@fontsource/manrope/latin-600.css';
import liraSignFont from '@fontsource/manrope/files/manrope-latin-ext-500-normal.woff2?url';
import '@fontsource/manrope/latin-ext-600.css';
import './shared/ui/tokens.css';
import './shared/ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { handleError } from './shared/errors/handle-error.ts';
import { initI18n } from './shared/i18n/i18n.ts';
import { getLanguage } from './shared/i18n/language.ts';
import { currentUrl, takeLastUrl } from './shared/navigation/last-url.ts';
import { startSession } from './shared/session/session.ts';
import { storage } from './shared/storage/storage.ts';

// Cormorant Garamond draws the lira sign like an Ł; prices in the display face take that one glyph from
// Manrope (the face is listed first in --font-display and covers only U+20BA, so it loads only when used).
document.fonts.add(new FontFace('Kehribar Lira', `url(${liraSignFont})`, { unicodeRange: 'U+20BA', weight: '300 700' }));

async function start(): Promise<void> {
  // After a language or currency switch the page reloads: go back to where the shopper was.
  const lastUrl = takeLastUrl(storage, currentUrl(window.location));
  if (lastUrl) window.history.replaceState(null, '', lastUrl);

  // The session token and the translations load side by side; pages wait only for the words.
  const session = startSession().then(
    () => null,
    (error: unknown) => error,
  );
  await initI18n(getLanguage());

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

  // storefront.md §8: start-up failures are logged and passed to the central handler.
  void session.then((error) => error && handleError(error));
}

void start();
