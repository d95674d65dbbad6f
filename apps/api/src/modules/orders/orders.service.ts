import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import {
  ORDER_STATUS,
  trackingUrlFor,
  type AdminOrder,
  type Order,
  type OrderRef,
  type ShippingUpdateRequest,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { orders, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { MESSAGES } from '../../platform/messages.ts';
import { shippingMail } from './order-mails.ts';
import { orderMailFrame } from './seller-identity.ts';
import { recordEvent, type Actor } from './order-events.ts';
import { ownerViews, shopperViews, type ShopperVia } from './order-reader.ts';
import { orderRow, transition, type OrderRow } from './order.repository.ts';

/** Reading orders (by token, a customer's own, the back office's) and recording their shipment. */
export class OrderService {
  constructor(private readonly ctx: AppContext) {}

  /** The holder of the unguessable token reads the order; nobody else learns whether it exists. */
  async byToken(token: string): Promise<Order> {
    return (await shopperViews(this.ctx, [await this.rowByToken(token)], 'token'))[0]!;
  }

  /**
   * The order a shopper names for a change: a guest's by the confirmation link's token, a customer's own
   * by id. Anyone else's is not found.
   */
  async shopperOrderId(ref: OrderRef, caller: { customerId: string | null }): Promise<string> {
    if ('token' in ref) return (await this.rowByToken(ref.token)).id;
    const [own] = caller.customerId ? await this.rowsOfCustomer(caller.customerId, ref.orderId) : [];
    if (!own) throw notFound(MESSAGES.orderNotFound);
    return own.id;
  }

  private async rowByToken(token: string): Promise<OrderRow> {
    const [order] = await this.ctx.db.select().from(orders).where(eq(orders.token, token));
    if (!order) throw notFound(MESSAGES.orderNotFound);
    return order;
  }

  /** The shopper's view of an order the caller has already shown to be theirs (by `via`). */
  async shopperById(orderId: string, via: ShopperVia = 'account'): Promise<Order> {
    return (await shopperViews(this.ctx, [await orderRow(this.ctx.db, orderId)], via))[0]!;
  }

  /**
   * A customer's orders, newest first: those placed signed in, and those placed as a guest with the
   * account's e-mail (which the customer proved to own when confirming it). A payment attempt that
   * failed is not an order the customer has, so it is left out.
   */
  async ofCustomer(userId: string): Promise<Order[]> {
    return shopperViews(this.ctx, await this.rowsOfCustomer(userId));
  }

  async rowsOfCustomer(userId: string, orderId?: string): Promise<OrderRow[]> {
    const [user] = await this.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const email = user?.email.toLowerCase() ?? '';
    return this.ctx.db
      .select()
      .from(orders)
      .where(
        and(
          or(eq(orders.userId, userId), eq(sql`lower(${orders.email})`, email)),
          ne(orders.orderStatus, ORDER_STATUS.Failed),
          orderId ? eq(orders.id, orderId) : undefined,
        ),
      )
      .orderBy(desc(orders.orderCreateDate), desc(orders.orderNumber));
  }

  async all(): Promise<AdminOrder[]> {
    const rows = await this.ctx.db
      .select()
      .from(orders)
      .orderBy(desc(orders.orderCreateDate), desc(orders.orderNumber));
    return ownerViews(this.ctx, rows);
  }

  async byId(orderId: string): Promise<AdminOrder> {
    return (await ownerViews(this.ctx, [await orderRow(this.ctx.db, orderId)]))[0]!;
  }

  /**
   * Completed → Shipped, with the tracking link mailed to the shopper (through the outbox). On a shipped
   * order it corrects a wrong code and mails the new one; the same code again changes and mails nothing.
   */
  async ship(
    input: Required<Pick<ShippingUpdateRequest, 'orderId' | 'shippingCode' | 'carrier'>> & {
      trackingUrl?: string | null;
    },
    by: Actor,
  ): Promise<AdminOrder> {
    const trackingUrl = trackingUrlFor(input.carrier, input.shippingCode, input.trackingUrl);
    const shipment = {
      shippingCode: input.shippingCode,
      shippingCarrier: input.carrier,
      shippingTrackingUrl: trackingUrl,
    };
    await this.ctx.db.transaction(async (tx) => {
      const current = await orderRow(tx, input.orderId);
      let row: OrderRow | undefined;
      if (current.orderStatus === ORDER_STATUS.Completed) {
        row = await transition(tx, current.id, ORDER_STATUS.Completed, ORDER_STATUS.Shipped, {
          ...shipment,
          shippedAt: new Date(),
        });
        if (row)
          await recordEvent(tx, row.id, 'shipped', by, { note: `${input.carrier} ${input.shippingCode}` });
      } else if (current.orderStatus === ORDER_STATUS.Shipped) {
        const same =
          current.shippingCode === input.shippingCode &&
          current.shippingCarrier === input.carrier &&
          current.shippingTrackingUrl === trackingUrl;
        if (same) return;
        [row] = await tx
          .update(orders)
          .set(shipment)
          .where(and(eq(orders.id, current.id), eq(orders.orderStatus, ORDER_STATUS.Shipped)))
          .returning();
        if (row)
          await recordEvent(tx, row.id, 'shipping_corrected', by, {
            note: `${current.shippingCarrier ?? ''} ${current.shippingCode ?? ''} → ${input.carrier} ${input.shippingCode}`,
          });
      }
      if (!row) throw new AppError(400, 'INVALID_STATE', MESSAGES.shippingNotAllowed);
      await this.ctx.mailer.enqueue(
        shippingMail(
          row,
          input.carrier,
          trackingUrl,
          await orderMailFrame(tx, this.ctx.config.publicUrl),
          current.orderStatus === ORDER_STATUS.Shipped,
        ),
        tx,
      );
    });
    return this.byId(input.orderId);
  }
}
