// Component tests: render in the shop's real Turkish words (public/assets/i18n/tr.json), as a shopper sees them.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import tr from '../../public/assets/i18n/tr.json';
import { TranslationProvider } from '../shared/i18n/react.tsx';
import { createTranslator, type Translations } from '../shared/i18n/translator.ts';

export const turkish = createTranslator('tr', tr as Translations);

export const renderInTurkish = (node: ReactNode) =>
  render(<TranslationProvider translator={turkish}>{node}</TranslationProvider>);
