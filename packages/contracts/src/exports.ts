import { z } from 'zod';
import { RULE_MESSAGES } from './rule-messages.ts';
import { uuid } from './common.ts';

/**
 * The back office's CSV exports and order invoices (docs/decisions/032-exports-and-invoices.md). The
 * exports and the invoice download are not { data } answers, so their query schemas live here rather than
 * in the route table.
 */

/** A day as YYYY-MM-DD; the exports read it as a day in Türkiye time. */
const day = z.iso.date();

/** Order/ExportOrders: orders placed from `from` to `to`, both days included; either may be left out. */
export const exportOrdersQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: RULE_MESSAGES.endBeforeStart });
    }
  });
export type ExportOrdersQuery = z.infer<typeof exportOrdersQuerySchema>;

/** Order/GetInvoice (back office). */
export const invoiceQuerySchema = z.object({ orderId: uuid });

/** Order/GetMyInvoice: a customer names their order; a guest shows the confirmation link's token. */
export const myInvoiceQuerySchema = z
  .object({ orderId: uuid.optional(), token: z.string().trim().min(1).max(100).optional() })
  .refine((q) => Boolean(q.orderId) !== Boolean(q.token), {
    message: RULE_MESSAGES.orderOrToken,
    path: ['orderId'],
  });
