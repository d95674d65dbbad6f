import { and, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import { foldTurkish, type Product, type ProductSort } from '@kehribar/contracts';
import { products } from '../../db/schema/index.ts';
import { IN_VISIBLE_CATEGORY, orderFor, type ProductReader } from './product-query.ts';
import type { View } from './product-dto.ts';

/**
 * The text a product is found by: both languages' titles, folded (dotted and dotless i, ş, ğ, ü, ö, ç
 * and accents to plain lower-case ASCII). Whoever writes a product (admin, seed) stores this in
 * products.search_text.
 */
export function productSearchText(product: { title: string; titleEN: string }): string {
  return foldTurkish(`${product.title} ${product.titleEN}`);
}

/**
 * products.search_text, or for a row written without it, an SQL approximation of the same folding, so a
 * product is findable even if its writer forgot the search text. (The fuzzy predicate below scans the
 * table anyway; for a boutique catalogue of a few thousand pieces at most that takes milliseconds, and
 * results are cached.)
 */
const SEARCHABLE_TEXT = sql`(CASE WHEN ${products.searchText} <> '' THEN ${products.searchText} ELSE regexp_replace(
  lower(translate(${products.title} || ' ' || ${products.titleEN}, 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu')),
  '[^a-z0-9]+', ' ', 'g') END)`;

/** Below this pg_trgm word similarity a word is not a typo of the query word ('kehribr' ~ 'kehribar' is 0.75). */
const TYPO_SIMILARITY = 0.5;
/** Words shorter than a trigram only match literally. */
const MIN_FUZZY_LENGTH = 3;
const MAX_WORDS = 8;

/** The folded, distinct words of a search, e.g. 'KEHRİBAR  Kolye!' → ['kehribar', 'kolye']. */
export function searchWords(title: string): string[] {
  return [...new Set(foldTurkish(title).split(' ').filter(Boolean))].slice(0, MAX_WORDS);
}

/**
 * Title search, Turkish-aware and typo-tolerant. Every word of the query must occur in the product's
 * folded titles, literally (ILIKE) or as a near match (pg_trgm word_similarity). Literal word-start matches rank first, then literal matches inside a word, then
 * near matches; the whole query's similarity breaks ties, then the newest product wins. A sort the shopper
 * picks orders the matches as the finder orders a list. Every match is returned: docs/product/storefront.md §4 has a
 * title search show all results with no paging.
 */
export class SearchService {
  constructor(private readonly reader: ProductReader) {}

  async search(title: string, view: View, sort?: ProductSort): Promise<Product[]> {
    const words = searchWords(title);
    if (words.length === 0) return [];
    const text = SEARCHABLE_TEXT;
    const matches: SQL[] = [];
    const scores: SQL[] = [];
    for (const word of words) {
      const literal = ilike(text, `%${word}%`);
      const fuzzy = word.length >= MIN_FUZZY_LENGTH;
      matches.push(
        fuzzy ? or(literal, sql`word_similarity(${word}::text, ${text}) >= ${TYPO_SIMILARITY}`)! : literal,
      );
      scores.push(sql`(CASE
        WHEN ${text} ILIKE ${`${word}%`} OR ${text} ILIKE ${`% ${word}%`} THEN 2.0
        WHEN ${text} ILIKE ${`%${word}%`} THEN 1.5
        ELSE ${fuzzy ? sql`word_similarity(${word}::text, ${text})` : sql`0`} END)`);
    }
    const query = words.join(' ');
    const score = sql<number>`(${sql.join(scores, sql` + `)} + similarity(${query}::text, ${text}))`;
    const rows = await this.reader
      .select({ score: score.mapWith(Number) })
      .where(and(IN_VISIBLE_CATEGORY, ...matches))
      .orderBy(
        ...(sort ? orderFor(sort, view) : [desc(score), desc(products.createdTime), desc(products.id)]),
      );
    return this.reader.hydrate(rows, view);
  }
}
