import { useCallback } from 'react';
import { getLanguage } from '../../shared/i18n/language.ts';
import { en } from './en.ts';
import { tr, type AdminTextKey } from './tr.ts';

export type { AdminTextKey };
export type Translate = (key: AdminTextKey, values?: Record<string, string | number>) => string;

/** The text of a key in a language, with `{name}` placeholders filled. */
export function adminText(
  language: 'tr-TR' | 'en-EN',
  key: AdminTextKey,
  values: Record<string, string | number> = {},
): string {
  const template: string = (language === 'en-EN' ? en[key] : tr[key]) ?? tr[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The back office's words in the shop's language (Turkish by default; a language switch reloads the
 * page, so the language is fixed for the page's life).
 */
export function useAdminText() {
  const language = getLanguage();
  const t = useCallback<Translate>((key, values) => adminText(language, key, values), [language]);
  return { t, language, isEnglish: language === 'en-EN' };
}
