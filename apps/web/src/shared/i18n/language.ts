import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '@kehribar/contracts/plain';
import { storage as appStorage, type AppStorage } from '../storage/storage.ts';

/** The interface code of a stored language: 'tr-TR' → 'tr', 'en-EN' → 'en'. */
export type UiLanguage = 'tr' | 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored language (tr-TR or en-EN), Turkish when none or an unknown value is stored. */
export function getLanguage(storage: AppStorage = appStorage): Language {
  const stored = storage.get('language');
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function toUiLanguage(language: Language): UiLanguage {
  return language === 'en-EN' ? 'en' : 'tr';
}

export function isEnglish(language: Language = getLanguage()): boolean {
  return language === 'en-EN';
}

/** Picks the English text when the interface is in English and the text exists, else the Turkish one. */
export function localized(
  tr: string | null | undefined,
  en: string | null | undefined,
  language: Language = getLanguage(),
): string {
  if (language === 'en-EN' && en && en.trim()) return en;
  return tr ?? en ?? '';
}
