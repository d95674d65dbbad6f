import { cloneElement, createContext, Fragment, useContext, type ReactElement, type ReactNode } from 'react';
import { i18n } from './i18n.ts';
import { interpolate, type TFunction, type Translator } from './translator.ts';

/** The browser has one language per page (a switch reloads); the server renders each page in its own. */
const TranslatorContext = createContext<Translator>(i18n);

export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

export function useTranslation(): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  return { t: translator.t, i18n: translator };
}

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translation with elements inside: each `<name>words</name>` of the text becomes
 * `components[name]` holding the words, so the translator decides where the link falls in the sentence.
 */
export function Trans({
  i18nKey,
  components,
  values,
}: {
  i18nKey: string;
  components: Record<string, ReactElement>;
  values?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const parts = t(i18nKey).split(TAG);
  // split() with two groups: text, tag name, tag words, text, …
  const nodes: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) nodes.push(interpolate(parts[i]!, values));
    const name = parts[i + 1];
    if (name === undefined) continue;
    const words = interpolate(parts[i + 2] ?? '', values);
    const element = components[name];
    nodes.push(element ? cloneElement(element, { key: i }, words) : words);
  }
  return <Fragment>{nodes}</Fragment>;
}
