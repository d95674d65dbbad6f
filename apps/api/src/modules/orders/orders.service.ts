import { desc, eq, or, sql } from 'drizzle-orm';
import {
  ORDER_STATUS,
  trackingUrlFor,
  type AdminOrder,
  type Order,
  type ShippingUpdateRequest,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { orders, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { shippingMail } from './order-mails.ts';
import { itemsOf, itemsOfMany, type OrderRow } from './order.repository.ts';
import { toAdminOrder, toOrder } from './order-view.ts';

/** Reading orders (by token, a customer's own, the back office's) and recording their shipment. */
export class OrderService {
  constructor(private readonly ctx: AppContext) {}

  /** The holder of the unguessable token reads the order; nobody else learns whether it exists. */
  async byToken(token: string): Promise<Order> {
    const [order] = await this.ctx.db.select().from(orders).where(eq(orders.token, token));
    if (!order) throw notFound(MESSAGES.orderNotFound);
    return toOrder(order, await itemsOf(this.ctx.db, order.id));
  }

  /**
   * A customer's orders, newest first: those placed signed in, and those placed as a guest with the
   * account's e-mail (which the customer proved to own when confirming it).
   */
  async ofCustomer(userId: string): Promise<Order[]> {
    const [user] = await this.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const email = user?.email.toLowerCase() ?? '';
    const rows = await this.ctx.db
      .select()
      .from(orders)
      .where(or(eq(orders.userId, userId), eq(sql`lower(${orders.email})`, email)))
      .orderBy(desc(orders.orderCreateDate), desc(orders.orderNumber));
    const items = await itemsOfMany(
      this.ctx.db,
      rows.map((o) => o.id),
    );
    return rows.map((o) => toOrder(o, items.get(o.id) ?? []));
  }

  async all(): Promise<AdminOrder[]> {
    const rows = await this.ctx.db
      .select()
      .from(orders)
      .orderBy(desc(orders.orderCreateDate), desc(orders.orderNumber));
    const items = await itemsOfMany(
      this.ctx.db,
      rows.map((o) => o.id),
    );
    return rows.map((o) => toAdminOrder(o, items.get(o.id) ?? []));
  }

  async byId(orderId: string): Promise<AdminOrder> {
    const order = await this.row(orderId);
    return toAdminOrder(order, await itemsOf(this.ctx.db, order.id));
  }

  /** Only a paid order ships; the shopper gets the tracking link by e-mail (through the outbox). */
  async ship(
    input: Required<Pick<ShippingUpdateRequest, 'orderId' | 'shippingCode' | 'carrier'>> & {
      trackingUrl?: string | null;
    },
  ): Promise<AdminOrder> {
    const trackingUrl = trackingUrlFor(input.carrier, input.shippingCode, input.trackingUrl);
    const updated = await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          shippingCode: input.shippingCode,
          shippingCarrier: input.carrier,
          shippingTrackingUrl: trackingUrl,
        })
        .where(sql`${orders.id} = ${input.orderId} AND ${orders.orderStatus} = ${ORDER_STATUS.Completed}`)
        .returning();
      if (!row) {
        await this.row(input.orderId, tx); // 404 when there is no such order
        throw new AppError(400, 'INVALID_STATE', MESSAGES.shippingNotAllowed);
      }
      await this.ctx.mailer.enqueue(
        shippingMail(row, input.carrier, trackingUrl, this.ctx.config.publicUrl),
        tx,
      );
      return row;
    });
    return toAdminOrder(updated, await itemsOf(this.ctx.db, updated.id));
  }

  private async row(orderId: string, db: Pick<AppContext['db'], 'select'> = this.ctx.db): Promise<OrderRow> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound(MESSAGES.orderNotFound);
    return order;
  }
}
