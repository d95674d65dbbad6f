import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createAppStorage, createMemoryStore } from '../storage/storage.ts';
import { getLanguage, localized, toUiLanguage } from './language.ts';

const load = (code: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../../public/assets/i18n/${code}.json`, import.meta.url)), 'utf8'),
  ) as Record<string, unknown>;

/** Keys with plural suffixes folded, so 'count_one' and 'count_other' count as 'count'. */
function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}

describe('translations', () => {
  it('Turkish and English have the same keys, none empty', () => {
    const tr = load('tr');
    const en = load('en');
    expect([...new Set(keys(tr))].sort()).toEqual([...new Set(keys(en))].sort());
    const values = (tree: Record<string, unknown>): unknown[] =>
      Object.values(tree).flatMap((v) =>
        v && typeof v === 'object' ? values(v as Record<string, unknown>) : [v],
      );
    for (const v of [...values(tr), ...values(en)])
      expect(typeof v === 'string' && v.trim().length > 0).toBe(true);
  });

  it('the stored language defaults to Turkish and maps to interface codes', () => {
    const storage = (language?: string) =>
      createAppStorage(createMemoryStore(language ? { language } : {}), createMemoryStore());
    expect(getLanguage(storage())).toBe('tr-TR');
    expect(getLanguage(storage('en-EN'))).toBe('en-EN');
    expect(getLanguage(storage('de-DE'))).toBe('tr-TR');
    expect(toUiLanguage('tr-TR')).toBe('tr');
    expect(toUiLanguage('en-EN')).toBe('en');
  });

  it('picks the English text when English and present', () => {
    expect(localized('Kolye', 'Necklace', 'en-EN')).toBe('Necklace');
    expect(localized('Kolye', '', 'en-EN')).toBe('Kolye');
    expect(localized('Kolye', 'Necklace', 'tr-TR')).toBe('Kolye');
  });
});
