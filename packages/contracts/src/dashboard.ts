import { z } from 'zod';
import { CURRENCIES, DASHBOARD_DAYS } from './constants.ts';
import { RULE_MESSAGES } from './rule-messages.ts';

/**
 * The owner's dashboard (docs/decisions/031-dashboard-figures.md). Every amount here is in minor units
 * (kuruş, cent) of its own currency: figures of different currencies are never added together.
 */
export const dashboardQuerySchema = z.object({
  days: z.coerce
    .number(RULE_MESSAGES.dashboardDays)
    .int(RULE_MESSAGES.dashboardDays)
    .min(DASHBOARD_DAYS.min, RULE_MESSAGES.dashboardDays)
    .max(DASHBOARD_DAYS.max, RULE_MESSAGES.dashboardDays)
    .default(DASHBOARD_DAYS.default),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

const currency = z.enum(CURRENCIES);
const minor = z.number().int();

/** One currency's money over a span: charged, given back, and what stays (charged − given back). */
export const currencyRevenueSchema = z.object({
  currency,
  /** What cards were charged on orders paid in the span. */
  paid: minor,
  /** What was given back in the span (cancellations, refunds, returns), whenever the order was paid. */
  refunded: minor,
  /** paid − refunded; negative on a day with more given back than taken. */
  net: minor,
  /** Orders paid in the span in this currency. */
  orders: z.number().int(),
});
export type CurrencyRevenue = z.infer<typeof currencyRevenueSchema>;

/** The spans the page shows side by side; `period` is the requested `days`. */
export const revenueSpansSchema = z.object({
  today: z.array(currencyRevenueSchema),
  last7Days: z.array(currencyRevenueSchema),
  last30Days: z.array(currencyRevenueSchema),
  period: z.array(currencyRevenueSchema),
});
export type RevenueSpans = z.infer<typeof revenueSpansSchema>;

export const orderCountSpansSchema = z.object({
  today: z.number().int(),
  last7Days: z.number().int(),
  last30Days: z.number().int(),
  period: z.number().int(),
});

/** One currency's day-by-day figures over the period, every day present (zero when nothing moved). */
export const dailySeriesSchema = z.object({
  currency,
  days: z.array(z.object({ day: z.iso.date(), net: minor, orders: z.number().int() })),
});
export type DailySeries = z.infer<typeof dailySeriesSchema>;

export const bestSellerSchema = z.object({
  productId: z.string(),
  /** The name in both languages as the latest order line spelled it (the product may be gone). */
  name: z.string(),
  nameEN: z.string(),
  /** False when the product has since been deleted: the page shows the name without a link. */
  exists: z.boolean(),
  /** Units sold in the period, less units returned. */
  units: z.number().int(),
  /** What the lines brought in, less what was given back for them, per currency. */
  revenue: z.array(z.object({ currency, amount: minor })),
});
export type BestSeller = z.infer<typeof bestSellerSchema>;

export const lowStockItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  nameEN: z.string(),
  stock: z.number().int(),
  /** The threshold that applies: the product's own, or the shop's. */
  threshold: z.number().int(),
  ownThreshold: z.boolean(),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

export const dashboardSchema = z.object({
  days: z.number().int(),
  /** The period's first and last Türkiye days, inclusive (the last is today). */
  from: z.iso.date(),
  to: z.iso.date(),
  timeZone: z.literal('Europe/Istanbul'),
  revenue: revenueSpansSchema,
  orderCount: orderCountSpansSchema,
  series: z.array(dailySeriesSchema),
  /** The best sellers of the period by units, then by revenue (top ten). */
  bestSellers: z.array(bestSellerSchema),
  /** Products at or under their threshold, fewest first (at most fifty). */
  lowStock: z.array(lowStockItemSchema),
  lowStockCount: z.number().int(),
  lowStockThreshold: z.number().int(),
  /** Paid and not shipped yet (Completed), whenever paid. */
  toShip: z.number().int(),
  /** Returns requested and not received yet, whenever requested. */
  openReturns: z.number().int(),
  /** The open return whose refund falls due first (docs/decisions/024-after-sale.md), if any. */
  nextRefund: z.object({ orderId: z.string(), dueAt: z.string() }).nullable(),
  /** Orders whose payment outcome the shop is still asking the provider about (not in the revenue). */
  paymentChecks: z.number().int(),
  /** Newsletter subscribers who joined in the period. */
  subscribersGained: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const lowStockThresholdValue = z
  .number(RULE_MESSAGES.lowStockThreshold)
  .int(RULE_MESSAGES.lowStockThreshold)
  .min(0, RULE_MESSAGES.lowStockThreshold)
  .max(1_000_000, RULE_MESSAGES.lowStockThreshold);

/** The shop-wide low-stock threshold (Products/GetStockSettings, Products/UpdateStockSettings). */
export const stockSettingsSchema = z.object({ lowStockThreshold: lowStockThresholdValue });
export type StockSettings = z.infer<typeof stockSettingsSchema>;
