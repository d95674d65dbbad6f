import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';

const words = {
  basket: { title: 'Sepetim', count_one: '{{count}} item', count_other: '{{count}} items' },
  search: { result: '“{{term}}” için {{ count }} sonuç', none: 'Yok' },
  stones: [{ name: 'Kehribar' }],
  greeting: 'Merhaba {{name}}',
};

describe('the translator', () => {
  it('reads nested keys and fills placeholders', () => {
    const { t } = createTranslator('tr', words);
    expect(t('basket.title')).toBe('Sepetim');
    expect(t('search.result', { term: 'kolye', count: 3 })).toBe('“kolye” için 3 sonuç');
  });

  it('picks the plural form by the language rules', () => {
    const { t } = createTranslator('en', words);
    expect(t('basket.count', { count: 1 })).toBe('1 item');
    expect(t('basket.count', { count: 0 })).toBe('0 items');
    expect(t('basket.count', { count: 12 })).toBe('12 items');
  });

  it('answers the key, or the default value, when the key is missing or not text', () => {
    const { t } = createTranslator('tr', words);
    expect(t('basket.missing')).toBe('basket.missing');
    expect(t('basket')).toBe('basket');
    expect(t('basket.missing', { defaultValue: 'Bilinmeyen hata' })).toBe('Bilinmeyen hata');
    expect(t('toString')).toBe('toString');
  });

  it('hands back lists when asked for objects', () => {
    const { t } = createTranslator('tr', words);
    expect(t('stones', { returnObjects: true })).toEqual([{ name: 'Kehribar' }]);
    expect(t('nothing', { returnObjects: true, defaultValue: [] })).toEqual([]);
  });

  it('leaves a placeholder without a value as written, and does not read replacement patterns', () => {
    const { t } = createTranslator('tr', words);
    expect(t('greeting')).toBe('Merhaba {{name}}');
    expect(t('greeting', { name: "$' & $&" })).toBe("Merhaba $' & $&");
  });
});
