/**
 * Turkish-aware folding for search: dotted and dotless i, and the Turkish accents, fold to plain
 * ASCII lower case, so 'KEHRİBAR', 'kehrıbar' and 'Kehribar' compare equal. The database stores
 * the folded text of both languages' titles and the same function folds the query.
 */
const FOLD: Record<string, string> = {
  İ: 'i',
  I: 'i',
  ı: 'i',
  i: 'i',
  Ş: 's',
  ş: 's',
  Ğ: 'g',
  ğ: 'g',
  Ü: 'u',
  ü: 'u',
  Ö: 'o',
  ö: 'o',
  Ç: 'c',
  ç: 'c',
  Â: 'a',
  â: 'a',
  Î: 'i',
  î: 'i',
  Û: 'u',
  û: 'u',
};

export function foldTurkish(input: string): string {
  let out = '';
  for (const ch of input) out += FOLD[ch] ?? ch;
  return out
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
