import { sql } from 'drizzle-orm';
import { DEFAULT_SIZE, type SaleColumns } from '@kehribar/contracts';
import type { Database } from '../../db/client.ts';
import type { BasketLine, DbOrTx } from './basket.repository.ts';

/** A product's or option's price and sale columns as one JSON value, the shape of SaleColumns. */
const saleJson = (alias: 'p' | 'pv') =>
  sql.raw(`json_build_object(
    'priceTRY', ${alias}.price_try, 'priceUSD', ${alias}.price_usd, 'priceForeign', ${alias}.price_foreign,
    'salePriceTRY', ${alias}.sale_price_try, 'salePriceUSD', ${alias}.sale_price_usd,
    'salePriceForeign', ${alias}.sale_price_foreign,
    'referencePriceTRY', ${alias}.reference_price_try, 'referencePriceUSD', ${alias}.reference_price_usd,
    'referencePriceForeign', ${alias}.reference_price_foreign,
    'saleStartedAt', ${alias}.sale_started_at, 'saleEndDate', ${alias}.sale_end_date)`);

/** One line of a SaveOrUpdateBasket request, as the service has checked and normalised it. */
export interface LineWrite {
  ownerKey: string;
  productId: string;
  variantId: string | null;
  /** Trimmed; '' when none was given. The category's rule decides whether it is valid. */
  size: string;
  color: string | null;
  quantity: number;
  /** Set: change that line of the basket. Unset: add to the equal line (product, option, size) or a new one. */
  basketItemId: string | null;
}

/** What the statement found; `lines` is the whole basket after the write when `written`. */
export type LineWriteOutcome =
  | { kind: 'written'; lines: BasketLine[] }
  | { kind: 'productNotFound' | 'variantNotFound' | 'invalidSize' | 'lineNotFound' | 'stale' }
  | { kind: 'outOfStock'; stock: number };

/**
 * JavaScript's String.prototype.trim whitespace (what the contracts' parseSizeOptions trims), as a
 * PostgreSQL regular expression: a category's size options are compared exactly as the storefront does.
 */
const TRIM =
  '^[\\s\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+|[\\s\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+$';

interface Row {
  found: boolean | null;
  variantFound: boolean | null;
  sizeValid: boolean | null;
  targetId: string | null;
  total: number | null;
  stock: number | null;
  written: boolean;
  id: string | null;
  productId: string;
  variantId: string | null;
  size: string;
  color: string | null;
  quantity: number;
  title: string;
  titleEN: string;
  collectionId: number | null;
  lineStock: number;
  product: SaleColumns;
  variantName: string | null;
  variantNameEN: string | null;
  variant: SaleColumns | null;
  imageUrl: string | null;
}

/**
 * One basket write in one statement (one round trip, atomic on its own): it checks the product, its
 * option and its category's size rule, finds the line, bounds the product's quantity in the basket by
 * its stock, creates or marks the basket, writes the line, and answers with every line of the basket
 * joined to the catalogue's current names, prices, stock and picture.
 *
 * Nothing is written unless every check passes. The checks read the basket as of the statement's start;
 * the basket row is written only if it is still the version that was read (its xmin), and every write
 * to a basket's lines marks the basket row. So when another write to the same basket committed in
 * between, nothing is written and the outcome is 'stale': the caller then repeats the write holding the
 * basket's lock (in a transaction, where the statement sees everything committed before the lock).
 */
export async function saveLine(db: DbOrTx, w: LineWrite): Promise<LineWriteOutcome> {
  const result = await db.execute(statement((key) => w[key]));
  return outcome((result as unknown as { rows: Row[] }).rows, w);
}

const PREPARED = statement((key) => sql.placeholder(key));

/** saveLine on its own (not in a transaction), as a prepared statement: planned once, run many times. */
export async function saveLinePrepared(database: Database, w: LineWrite): Promise<LineWriteOutcome> {
  return outcome(await database.prepared<Row>('basket_save_line', PREPARED, { ...w }), w);
}

/** The statement, with each value of the write given by `arg`: the value itself, or a placeholder. */
function statement(arg: (key: keyof LineWrite) => unknown) {
  const ownerKey = sql`${arg('ownerKey')}::text`;
  const productId = sql`${arg('productId')}::uuid`;
  const variantId = sql`${arg('variantId')}::uuid`;
  const itemId = sql`${arg('basketItemId')}::uuid`;
  const size = sql`${arg('size')}::text`;
  const color = sql`${arg('color')}::text`;
  const quantity = sql`${arg('quantity')}::int`;
  return sql`
    with snap as (
      select b.id, b.xmin from baskets b where b.owner_key = ${ownerKey}
    ), lines as (
      select l.id, l.product_id, l.variant_id, l.size, l.color, l.quantity, l.created_at
      from basket_items l where l.basket_id = (select id from snap)
    ), product as (
      select p.id, p.stock, c.is_custom_size_input as custom,
        array(select o from (select regexp_replace(x, ${TRIM}, '', 'g') as o
                             from unnest(string_to_array(c.size_options, ',')) x) s where o <> '') as options
      from products p join categories c on c.id = p.category_id
      where p.id = ${productId}
    ), item as (
      select p.id, p.stock,
        ${variantId} is null or exists (select 1 from product_variants v where v.id = ${variantId} and v.product_id = p.id) as variant_found,
        case when p.custom then ${size} <> '' when cardinality(p.options) > 0 then ${size} = any(p.options) else true end as size_valid,
        case when not p.custom and cardinality(p.options) = 0 and ${size} = '' then ${DEFAULT_SIZE} else ${size} end as size
      from product p
    ), target as (
      select l.id, l.quantity from lines l join item i on l.product_id = i.id
      where case when ${itemId} is not null then l.id = ${itemId}
                 else l.variant_id is not distinct from ${variantId} and l.size = i.size end
      limit 1
    ), verdict as (
      select i.*, t.id as target_id,
        (case when ${itemId} is not null then ${quantity} else coalesce(t.quantity, 0) + ${quantity} end)
          + coalesce((select sum(l.quantity) from lines l where l.product_id = i.id and l.id is distinct from t.id), 0)::int as total,
        case when ${itemId} is not null then ${quantity} else coalesce(t.quantity, 0) + ${quantity} end as new_quantity
      from item i left join target t on true
    ), ok as (
      select * from verdict
      where variant_found and size_valid and (${itemId} is null or target_id is not null) and total <= stock
    ), basket as (
      insert into baskets (owner_key) select ${ownerKey} from ok
      on conflict (owner_key) do update set "updatedAt" = now() where baskets.xmin = (select xmin from snap)
      returning id
    ), updated as (
      update basket_items l
      set quantity = ok.new_quantity, size = ok.size, variant_id = ${variantId},
          color = case when ${itemId} is null then l.color else ${color} end
      from ok, basket where l.id = ok.target_id and l.basket_id = basket.id
      returning l.id, l.product_id, l.variant_id, l.size, l.color, l.quantity, l.created_at
    ), inserted as (
      insert into basket_items (basket_id, product_id, variant_id, size, color, quantity)
      select basket.id, ok.id, ${variantId}, ok.size, ${color}, ok.new_quantity from ok, basket where ok.target_id is null
      returning id, product_id, variant_id, size, color, quantity, created_at
    ), written as (
      select (select count(*) from updated) + (select count(*) from inserted) = 1 as written
    ), after as (
      select * from lines where id not in (select id from updated)
      union all select * from updated
      union all select * from inserted
    )
    select v.id is not null as "found", v.variant_found as "variantFound", v.size_valid as "sizeValid",
      v.target_id as "targetId", v.total as "total", v.stock as "stock", w.written as "written",
      a.id, a.product_id as "productId", a.variant_id as "variantId", a.size, a.color, a.quantity,
      p.title, p.title_en as "titleEN", p.collection_id as "collectionId", p.stock as "lineStock",
      ${saleJson('p')} as "product",
      pv.variant_name as "variantName", pv.variant_name_en as "variantNameEN",
      case when pv.id is null then null else ${saleJson('pv')} end as "variant",
      (select i.path from product_images i where i.product_id = p.id
       order by i.is_vitrine_photo desc, i.sort_order asc limit 1) as "imageUrl"
    from written w
    left join verdict v on true
    left join after a on w.written
    left join products p on p.id = a.product_id
    left join product_variants pv on pv.id = a.variant_id
    where a.id is null or p.id is not null
    order by a.created_at, a.id
  `;
}

function outcome(rows: Row[], w: LineWrite): LineWriteOutcome {
  const head = rows[0];
  if (!head?.found) return { kind: 'productNotFound' };
  if (!head.variantFound) return { kind: 'variantNotFound' };
  if (!head.sizeValid) return { kind: 'invalidSize' };
  if (w.basketItemId && !head.targetId) return { kind: 'lineNotFound' };
  if (head.total! > head.stock!) return { kind: 'outOfStock', stock: head.stock! };
  if (!head.written) return { kind: 'stale' };
  return {
    kind: 'written',
    lines: rows.map((r) => ({
      id: r.id!,
      productId: r.productId,
      variantId: r.variantId,
      size: r.size,
      color: r.color,
      quantity: r.quantity,
      title: r.title,
      titleEN: r.titleEN,
      collectionId: r.collectionId,
      stock: r.lineStock,
      product: r.product,
      variantName: r.variantName,
      variantNameEN: r.variantNameEN,
      variant: r.variant,
      imageUrl: r.imageUrl,
    })),
  };
}
