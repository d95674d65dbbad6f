import type { UiLanguage } from './language.ts';

/** A language's translation file (/assets/i18n/{tr,en}.json): nested keys, `{{name}}` placeholders, `_one`/`_other` plurals. */
export type Translations = Record<string, unknown>;

export interface TranslateOptions {
  /** Picks the plural form (`key_one`, `key_other`, …) by the language's plural rules, and fills `{{count}}`. */
  count?: number;
  /** The answer when the key is missing. */
  defaultValue?: unknown;
  /** Hands back a list or object as it is in the file, instead of only text. */
  returnObjects?: boolean;
  [placeholder: string]: unknown;
}

export interface TFunction {
  (key: string, options?: TranslateOptions & { returnObjects?: false }): string;
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
}

export interface Translator {
  readonly language: UiLanguage;
  readonly t: TFunction;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills `{{name}}` from the values; a placeholder without a value stays as written, so it shows. */
export function interpolate(text: string, values: Record<string, unknown> = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    values[name] === undefined || values[name] === null ? whole : String(values[name]),
  );
}

/**
 * The storefront's words in one language. The key and plural conventions are i18next's, so the files
 * stay in the format translators and tools know (decision 014).
 */
export function createTranslator(language: UiLanguage, translations: Translations): Translator {
  const plurals = new Intl.PluralRules(language);
  const lookup = (key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' && Object.hasOwn(node, part)
            ? (node as Translations)[part]
            : undefined,
        translations,
      );

  const t = ((key: string, options: TranslateOptions = {}) => {
    const { count, defaultValue, returnObjects } = options;
    let value: unknown;
    if (typeof count === 'number') {
      value = lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`);
    }
    value ??= lookup(key);
    if (typeof value === 'string') return interpolate(value, options);
    if (value !== undefined && returnObjects) return value;
    if (defaultValue !== undefined)
      return typeof defaultValue === 'string' ? interpolate(defaultValue, options) : defaultValue;
    return key;
  }) as TFunction;

  return { language, t };
}
