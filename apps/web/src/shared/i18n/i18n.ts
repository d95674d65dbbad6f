import i18n, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@kehribar/contracts';
import { toUiLanguage, type UiLanguage } from './language.ts';

/** The translation file of a language: /assets/i18n/{tr,en}.json, versioned per build. */
export function translationUrl(language: UiLanguage): string {
  const version = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
  return `/assets/i18n/${language}.json?v=${version}`;
}

async function loadTranslations(language: UiLanguage): Promise<Record<string, unknown>> {
  try {
    const response = await fetch(translationUrl(language));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  } catch (error) {
    console.error(`[i18n] could not load ${language}.json`, error);
    return {};
  }
}

/**
 * Starts i18next with the stored language (Turkish by default). Only that language's file is loaded:
 * a language switch reloads the page. `<html lang>` follows.
 */
export async function initI18n(language: Language): Promise<typeof i18n> {
  const code = toUiLanguage(language);
  document.documentElement.lang = code;
  const resources = await loadTranslations(code);
  await i18n.use(initReactI18next).init(i18nOptions(code, resources));
  return i18n;
}

/** The options of the browser's i18next and of the server renderer's (entry-server.tsx), alike. */
export function i18nOptions(code: UiLanguage, resources: Record<string, unknown>): InitOptions {
  return {
    lng: code,
    fallbackLng: false,
    resources: { [code]: { translation: resources } },
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}

export { i18n };
