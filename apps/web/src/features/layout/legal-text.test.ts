import { describe, expect, it } from 'vitest';
import { toParagraphs } from './legal-text.ts';

describe('legal text', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(toParagraphs('Madde 1\nTaraflar\r\n\r\n  Madde 2  \n\n\n\nMadde 3')).toEqual([
      'Madde 1\nTaraflar',
      'Madde 2',
      'Madde 3',
    ]);
    expect(toParagraphs('')).toEqual([]);
    expect(toParagraphs(undefined)).toEqual([]);
  });
});
