import type { Language } from '@kehribar/contracts/plain';
import { toUiLanguage, type UiLanguage } from './language.ts';
import { createTranslator, type TFunction, type Translations, type Translator } from './translator.ts';

/** The translation file of a language: /assets/i18n/{tr,en}.json, versioned per build. */
export function translationUrl(language: UiLanguage): string {
  const version = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
  return `/assets/i18n/${language}.json?v=${version}`;
}

async function loadTranslations(language: UiLanguage): Promise<Translations> {
  try {
    const response = await fetch(translationUrl(language));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as Translations;
  } catch (error) {
    console.error(`[i18n] could not load ${language}.json`, error);
    return {};
  }
}

let current: Translator = createTranslator('tr', {});
let initialized = false;

/**
 * The browser's translator, for code outside components (error messages, toasts). Components read the
 * one of their tree (react.tsx), which on the server is the page's language.
 */
export const i18n = {
  get language(): UiLanguage {
    return current.language;
  },
  get isInitialized(): boolean {
    return initialized;
  },
  t: ((key: string, options?: Parameters<TFunction>[1]) => current.t(key, options as never)) as TFunction,
} satisfies Translator & { isInitialized: boolean };

/**
 * Loads the stored language's words (Turkish by default). Only that language's file is loaded: a
 * language switch reloads the page. `<html lang>` follows.
 */
export async function initI18n(language: Language): Promise<Translator> {
  const code = toUiLanguage(language);
  document.documentElement.lang = code;
  current = createTranslator(code, await loadTranslations(code));
  initialized = true;
  return i18n;
}
