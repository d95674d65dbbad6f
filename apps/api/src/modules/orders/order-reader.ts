import { asc, inArray } from 'drizzle-orm';
import type { AdminOrder, Order } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { orderReturnItems, orderReturns, staticContent } from '../../db/schema/index.ts';
import type { DbOrTx } from '../basket/index.ts';
import { eventsOfMany } from './order-events.ts';
import { itemsOfMany, type OrderRow } from './order.repository.ts';
import { toAdminOrder, toOrder, type OrderFacts, type ReturnWithLines } from './order-view.ts';
import { currentInvoices, shopperInvoiceUrl } from './invoices.service.ts';

export async function returnsOfMany(db: DbOrTx, orderIds: string[]): Promise<Map<string, ReturnWithLines[]>> {
  const byOrder = new Map<string, ReturnWithLines[]>();
  if (orderIds.length === 0) return byOrder;
  const returns = await db
    .select()
    .from(orderReturns)
    .where(inArray(orderReturns.orderId, orderIds))
    .orderBy(asc(orderReturns.requestedAt));
  const lines =
    returns.length === 0
      ? []
      : await db
          .select()
          .from(orderReturnItems)
          .where(
            inArray(
              orderReturnItems.returnId,
              returns.map((r) => r.id),
            ),
          );
  for (const r of returns) {
    const withLines = { ...r, lines: lines.filter((l) => l.returnId === r.id) };
    byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), withLines]);
  }
  return byOrder;
}

/** How the shop takes goods back (back-office content): its contracted carrier and return code. */
export async function returnShippingOf(db: DbOrTx): Promise<{ carrier: string; code: string }> {
  const [row] = await db
    .select({ carrier: staticContent.returnCarrier, code: staticContent.returnCode })
    .from(staticContent)
    .orderBy(asc(staticContent.id))
    .limit(1);
  return row ?? { carrier: '', code: '' };
}

/**
 * How the shopper reached the orders, which is how they download an invoice: by the confirmation link's
 * token (a guest) or by their account.
 */
export type ShopperVia = 'token' | 'account';

/** Everything an order view shows besides the order row: lines, history, returns, return shipping, invoice. */
async function factsOf(
  db: DbOrTx,
  rows: OrderRow[],
  via: ShopperVia = 'account',
): Promise<(o: OrderRow) => OrderFacts> {
  const ids = rows.map((o) => o.id);
  const [items, events, returns, returnShipping, invoices] = await Promise.all([
    itemsOfMany(db, ids),
    eventsOfMany(db, ids),
    returnsOfMany(db, ids),
    returnShippingOf(db),
    currentInvoices(db, ids),
  ]);
  const now = new Date();
  return (o) => {
    const invoice = invoices.get(o.id) ?? null;
    return {
      items: items.get(o.id) ?? [],
      events: events.get(o.id) ?? [],
      returns: returns.get(o.id) ?? [],
      returnShipping,
      now,
      invoice,
      invoiceUrl: invoice
        ? shopperInvoiceUrl(via === 'token' ? { token: o.token } : { orderId: o.id })
        : null,
    };
  };
}

export async function shopperViews(
  ctx: Pick<AppContext, 'db'>,
  rows: OrderRow[],
  via: ShopperVia = 'account',
): Promise<Order[]> {
  const facts = await factsOf(ctx.db, rows, via);
  return rows.map((o) => toOrder(o, facts(o)));
}

export async function ownerViews(ctx: Pick<AppContext, 'db'>, rows: OrderRow[]): Promise<AdminOrder[]> {
  const facts = await factsOf(ctx.db, rows);
  return rows.map((o) => toAdminOrder(o, facts(o)));
}
