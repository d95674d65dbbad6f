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

/** A word of the titles starts with the query word: 'ring' finds 'Rings', never 'Earrings'. */
function startsAWord(text: SQL, word: string): SQL {
  return or(ilike(text, `${word}%`), ilike(text, `% ${word}%`))!;
}

/**
 * How near the closest title word that starts with the same letter is (0 when none): a typo keeps its
 * first letter far more often than not, and comparing word by word keeps 'ring' from being a near
 * match of the end of 'earring' (docs/product/storefront.md §5).
 */
function nearestWord(text: SQL, word: string): SQL {
  return sql`COALESCE((SELECT max(word_similarity(${word}::text, w)) FROM regexp_split_to_table(${text}, ' ') AS w
    WHERE left(w, 1) = ${word.slice(0, 1)}), 0)`;
}

/**
 * Title search, Turkish-aware and typo-tolerant. Every word of the query must start a word of the
 * product's folded titles (ILIKE on a word start, not anywhere inside a word) or be a near match of one
 * (pg_trgm word_similarity, word by word). Word-start matches rank first, then near matches; the whole
 * query's similarity breaks ties, then the newest product wins. A sort the shopper picks orders the
 * matches as the finder orders a list. Every match is returned: docs/product/storefront.md §4 has a
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
      const literal = startsAWord(text, word);
      // A word too short for typos matches only literally.
      if (word.length < MIN_FUZZY_LENGTH) {
        matches.push(literal);
        scores.push(sql`(CASE WHEN ${literal} THEN 2.0 ELSE 0.0 END)`);
        continue;
      }
      const near = nearestWord(text, word);
      matches.push(or(literal, sql`${near} >= ${TYPO_SIMILARITY}::real`)!);
      scores.push(sql`(CASE WHEN ${literal} THEN 2.0 ELSE ${near} END)`);
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
