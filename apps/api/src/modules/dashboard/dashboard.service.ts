import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CURRENCIES,
  DEFAULT_LOW_STOCK_THRESHOLD,
  ORDER_STATUS,
  refundDueAt,
  type BestSeller,
  type Currency,
  type CurrencyRevenue,
  type Dashboard,
  type DailySeries,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import type { Db as DbOrTx } from '../../db/client.ts';
import {
  orderEvents,
  orderItems,
  orderReturns,
  orders,
  products,
  shopSettings,
  subscribers,
} from '../../db/schema/index.ts';

/** The shop's clock for "today" and for which day an order belongs to (docs/decisions/031-dashboard-figures.md). */
export const SHOP_TIME_ZONE = 'Europe/Istanbul';
const DAY_MS = 86_400_000;
/** Steps of an order's history that gave money back, each with the amount it gave (order_events.amount). */
export const MONEY_BACK_EVENTS = ['refunded', 'canceled', 'return_received'] as const;
const BEST_SELLERS = 10;
const LOW_STOCK_LIST = 50;

/** The Türkiye calendar day (YYYY-MM-DD) of a moment. */
export const shopDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: SHOP_TIME_ZONE });
/** The first moment of a Türkiye day: Türkiye has kept UTC+3 all year since 2016. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** The Türkiye day of a timestamp column, as a date: grouping by a date is cheaper than by its text. */
const dayOf = (column: AnyPgColumn) => sql`(${column} AT TIME ZONE ${sql.raw(`'${SHOP_TIME_ZONE}'`)})::date`;
const dayText = (day: SQL) => sql<string>`to_char(${day}, 'YYYY-MM-DD')`;
const bigSum = (value: SQL | AnyPgColumn) => sql<number>`coalesce(sum(${value}), 0)::bigint`.mapWith(Number);
const countAll = () => sql<number>`count(*)::int`.mapWith(Number);

interface BestSellerRow {
  productId: string;
  currency: Currency;
  units: number | string;
  amount: number | string;
  name: string;
  nameEN: string;
  exists: boolean;
}

interface DayMoney {
  currency: Currency;
  day: string;
  paid: number;
  refunded: number;
  orders: number;
}

/**
 * The owner's dashboard figures: money per currency by Türkiye day, best sellers, low stock and the
 * queues waiting for the owner. Every figure is an aggregate the database computes; the service only
 * adds the per-day sums into spans.
 */
export class DashboardService {
  constructor(private readonly ctx: AppContext) {}

  async figures(days: number, now = new Date()): Promise<Dashboard> {
    const db = this.ctx.db;
    const today = shopDay(now);
    const from = addDays(today, -(days - 1));
    // The money query covers the period and the fixed 30-day span, whichever reaches further back.
    const earliest = addDays(today, -Math.max(days - 1, 29));
    const start = dayStart(earliest);
    const end = dayStart(addDays(today, 1));

    const [money, bestSellers, stock, queues] = await Promise.all([
      this.moneyByDay(db, start, end),
      this.bestSellers(db, dayStart(from), end),
      this.lowStock(db),
      this.queues(db, dayStart(from)),
    ]);

    const span = (first: string) => totals(money.filter((m) => m.day >= first));
    const revenue = {
      today: span(today),
      last7Days: span(addDays(today, -6)),
      last30Days: span(addDays(today, -29)),
      period: span(from),
    };
    const count = (rows: CurrencyRevenue[]) => rows.reduce((n, r) => n + r.orders, 0);
    return {
      days,
      from,
      to: today,
      timeZone: SHOP_TIME_ZONE,
      revenue,
      orderCount: {
        today: count(revenue.today),
        last7Days: count(revenue.last7Days),
        last30Days: count(revenue.last30Days),
        period: count(revenue.period),
      },
      series: series(
        money.filter((m) => m.day >= from),
        from,
        days,
      ),
      bestSellers,
      lowStock: stock.items,
      lowStockCount: stock.count,
      lowStockThreshold: stock.threshold,
      ...queues,
    };
  }

  /**
   * Charged per currency and Türkiye day of the charge, and given back per currency and day of the
   * refund. An order counts as paid from the moment its charge was confirmed (completed_at); a payment
   * still being checked, failed or never finished has no completed_at and counts nowhere.
   */
  private async moneyByDay(db: DbOrTx, start: Date, end: Date): Promise<DayMoney[]> {
    const paidDay = dayOf(orders.completedAt);
    const paid = await db
      .select({
        currency: orders.currency,
        day: dayText(paidDay),
        paid: bigSum(sql`coalesce(${orders.paidPrice}, ${orders.totalPrice})`),
        orders: countAll(),
      })
      .from(orders)
      .where(and(gte(orders.completedAt, start), lt(orders.completedAt, end)))
      .groupBy(orders.currency, paidDay);
    const backDay = dayOf(orderEvents.at);
    const back = await db
      .select({ currency: orders.currency, day: dayText(backDay), refunded: bigSum(orderEvents.amount) })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(
        and(
          inArray(orderEvents.type, [...MONEY_BACK_EVENTS]),
          sql`${orderEvents.amount} > 0`,
          gte(orderEvents.at, start),
          lt(orderEvents.at, end),
        ),
      )
      .groupBy(orders.currency, backDay);
    const byKey = new Map<string, DayMoney>();
    const entry = (currency: Currency, day: string) => {
      const key = `${currency} ${day}`;
      let row = byKey.get(key);
      if (!row) byKey.set(key, (row = { currency, day, paid: 0, refunded: 0, orders: 0 }));
      return row;
    };
    for (const p of paid) Object.assign(entry(p.currency, p.day), { paid: p.paid, orders: p.orders });
    for (const b of back) entry(b.currency, b.day).refunded = b.refunded;
    return [...byKey.values()];
  }

  /**
   * The period's best sellers: units of orders paid in the period and not cancelled, less returned units;
   * revenue per currency is what the lines were charged less what was given back for them. One pass over
   * the period's lines: grouped by product and currency, each group knows its product's totals (window
   * sums), and only the top ten products' groups leave the database.
   */
  private async bestSellers(db: DbOrTx, start: Date, end: Date): Promise<BestSeller[]> {
    const result = await db.execute(sql`
      SELECT r.product_id AS "productId", r.currency, r.group_units::int AS units, r.amount::bigint AS amount,
        coalesce(p.title, r.name) AS name, coalesce(p.title_en, r.name_en) AS "nameEN",
        (p.id IS NOT NULL) AS "exists", r.rank::int AS rank
      FROM (
        SELECT g.*, dense_rank() OVER (ORDER BY g.product_units DESC, g.product_lines DESC, g.product_id) AS rank
        FROM (
          SELECT ${orderItems.productId} AS product_id, ${orders.currency} AS currency,
            sum(${orderItems.quantity} - ${orderItems.returnedQuantity}) AS group_units,
            sum(coalesce(${orderItems.paidPrice}, ${orderItems.lineTotal}) - ${orderItems.refundedAmount}) AS amount,
            max(${orderItems.productName}) AS name, max(${orderItems.productNameEN}) AS name_en,
            sum(sum(${orderItems.quantity} - ${orderItems.returnedQuantity}))
              OVER (PARTITION BY ${orderItems.productId}) AS product_units,
            sum(count(*)) OVER (PARTITION BY ${orderItems.productId}) AS product_lines
          FROM ${orders} JOIN ${orderItems} ON ${orderItems.orderId} = ${orders.id}
          WHERE ${orders.completedAt} >= ${start.toISOString()}::timestamptz
            AND ${orders.completedAt} < ${end.toISOString()}::timestamptz
            AND ${orders.orderStatus} <> ${ORDER_STATUS.Canceled}
          GROUP BY ${orderItems.productId}, ${orders.currency}
        ) g
        WHERE g.product_units > 0
      ) r
      LEFT JOIN ${products} p ON p.id = r.product_id
      WHERE r.rank <= ${BEST_SELLERS}
      ORDER BY r.rank`);
    const rows = (result as unknown as { rows: BestSellerRow[] }).rows;
    const byProduct = new Map<string, BestSeller>();
    for (const r of rows) {
      let item = byProduct.get(r.productId);
      if (!item) {
        item = {
          productId: r.productId,
          name: r.name,
          nameEN: r.nameEN,
          exists: r.exists,
          units: 0,
          revenue: [],
        };
        byProduct.set(r.productId, item);
      }
      item.units += Number(r.units);
      item.revenue.push({ currency: r.currency, amount: Number(r.amount) });
    }
    return [...byProduct.values()].map((item) => ({ ...item, revenue: inCurrencyOrder(item.revenue) }));
  }

  private async lowStock(db: DbOrTx) {
    const threshold = await lowStockThreshold(db);
    const applies = sql<number>`coalesce(${products.lowStockThreshold}, ${threshold})`;
    const rows = await db
      .select({
        productId: products.id,
        name: products.title,
        nameEN: products.titleEN,
        stock: products.stock,
        threshold: applies.mapWith(Number),
        ownThreshold: sql<boolean>`${products.lowStockThreshold} IS NOT NULL`,
        count: sql<number>`count(*) OVER ()`.mapWith(Number),
      })
      .from(products)
      .where(sql`${products.stock} <= ${applies}`)
      .orderBy(asc(products.stock), asc(products.title), asc(products.id))
      .limit(LOW_STOCK_LIST);
    return {
      threshold,
      count: rows[0]?.count ?? 0,
      items: rows.map(({ count: _count, ...item }) => item),
    };
  }

  /** What waits for the owner, whenever it started, and the subscribers the period brought. */
  private async queues(db: DbOrTx, periodStart: Date) {
    const statusCount = (status: number) =>
      sql<number>`(SELECT count(*) FROM ${orders} WHERE ${orders.orderStatus} = ${status})::int`.mapWith(
        Number,
      );
    const [row] = await db
      .select({
        toShip: statusCount(ORDER_STATUS.Completed),
        paymentChecks: statusCount(ORDER_STATUS.PaymentCheck),
        openReturns:
          sql<number>`(SELECT count(*) FROM ${orderReturns} WHERE ${orderReturns.status} = 'requested')::int`.mapWith(
            Number,
          ),
        subscribersGained:
          sql<number>`(SELECT count(*) FROM ${subscribers} WHERE ${subscribers.createdAt} >= ${periodStart})::int`.mapWith(
            Number,
          ),
      })
      .from(sql`(SELECT 1) AS one`);
    const [oldest] = await db
      .select({ orderId: orderReturns.orderId, requestedAt: orderReturns.requestedAt })
      .from(orderReturns)
      .where(eq(orderReturns.status, 'requested'))
      .orderBy(asc(orderReturns.requestedAt))
      .limit(1);
    const nextRefund = oldest
      ? { orderId: oldest.orderId, dueAt: refundDueAt(oldest.requestedAt).toISOString() }
      : null;
    return { ...row!, nextRefund };
  }
}

/** The shop-wide low-stock threshold: the stored setting, or the default before the owner set one. */
export async function lowStockThreshold(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: shopSettings.lowStockThreshold })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.value ?? DEFAULT_LOW_STOCK_THRESHOLD;
}

export async function setLowStockThreshold(db: DbOrTx, value: number): Promise<number> {
  await db
    .insert(shopSettings)
    .values({ id: 1, lowStockThreshold: value })
    .onConflictDoUpdate({
      target: shopSettings.id,
      set: { lowStockThreshold: value, updatedAt: new Date() },
    });
  return value;
}

function inCurrencyOrder<T extends { currency: Currency }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
}

/** Adds per-day sums into one line per currency that had any money or order in the span. */
function totals(rows: DayMoney[]): CurrencyRevenue[] {
  const byCurrency = new Map<Currency, CurrencyRevenue>();
  for (const r of rows) {
    const t = byCurrency.get(r.currency) ?? { currency: r.currency, paid: 0, refunded: 0, net: 0, orders: 0 };
    t.paid += r.paid;
    t.refunded += r.refunded;
    t.net = t.paid - t.refunded;
    t.orders += r.orders;
    byCurrency.set(r.currency, t);
  }
  return inCurrencyOrder([...byCurrency.values()]);
}

/** One series per currency present in the period, with every day of the period (zero where nothing moved). */
function series(rows: DayMoney[], from: string, days: number): DailySeries[] {
  const currencies = CURRENCIES.filter((c) => rows.some((r) => r.currency === c));
  return currencies.map((currency) => ({
    currency,
    days: Array.from({ length: days }, (_, i) => {
      const day = addDays(from, i);
      const r = rows.find((x) => x.currency === currency && x.day === day);
      return { day, net: r ? r.paid - r.refunded : 0, orders: r?.orders ?? 0 };
    }),
  }));
}
