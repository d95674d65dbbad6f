import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { MyDataExport } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import {
  addresses,
  basketItems,
  baskets,
  contactMessages,
  dataRequests,
  favorites,
  orderEvents,
  orderItems,
  orders,
  products,
  subscribers,
  users,
} from '../../db/schema/index.ts';
import { unauthorized } from '../../platform/errors.ts';
import { BackInStock } from '../back-in-stock/index.ts';
import { MarketingConsents } from '../newsletter/index.ts';
import { reviewsForExport } from '../reviews/index.ts';
import { ordersOf } from './customer-orders.ts';
import { logAnsweredRequest } from './data-requests.service.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Everything the shop holds about a signed-in customer (KVKK art. 11, docs/decisions/027-customer-data-rights.md):
 * profile, addresses, favourites, basket, orders with their lines and history, newsletter rows and
 * contact messages of their e-mail, and their earlier requests. Never the password hash or tokens.
 */
export class DataExport {
  constructor(private readonly ctx: AppContext) {}

  async of(userId: string): Promise<MyDataExport> {
    const db = this.ctx.db;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized();
    const email = user.email.toLowerCase();
    const ownerKey = `user:${user.id}`;
    const consentRows = await new MarketingConsents(this.ctx).recordsOf(email);
    const reviewRows = await reviewsForExport(db, user.id);
    const stockNotices = await new BackInStock(this.ctx).recordsOf(email, user.id);
    const [addressRows, favouriteRows, basketRows, orderRows, subscriberRows, contactRows, requestRows] =
      await Promise.all([
        db.select().from(addresses).where(eq(addresses.userId, user.id)).orderBy(asc(addresses.createdAt)),
        db
          .select({ productId: favorites.productId, title: products.title, addedAt: favorites.createdAt })
          .from(favorites)
          .leftJoin(products, eq(products.id, favorites.productId))
          .where(eq(favorites.ownerKey, ownerKey))
          .orderBy(asc(favorites.createdAt)),
        db
          .select({
            productId: basketItems.productId,
            title: products.title,
            size: basketItems.size,
            quantity: basketItems.quantity,
          })
          .from(basketItems)
          .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
          .leftJoin(products, eq(products.id, basketItems.productId))
          .where(eq(baskets.ownerKey, ownerKey))
          .orderBy(asc(basketItems.createdAt)),
        db.select().from(orders).where(ordersOf(user)).orderBy(asc(orders.orderNumber)),
        db
          .select()
          .from(subscribers)
          .where(eq(sql`lower(${subscribers.email})`, email)),
        db
          .select()
          .from(contactMessages)
          .where(eq(sql`lower(${contactMessages.email})`, email))
          .orderBy(asc(contactMessages.createdAt)),
        db
          .select()
          .from(dataRequests)
          .where(eq(dataRequests.email, email))
          .orderBy(asc(dataRequests.receivedAt)),
      ]);
    const orderIds = orderRows.map((o) => o.id);
    const [lineRows, eventRows] = orderIds.length
      ? await Promise.all([
          db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)),
          db
            .select()
            .from(orderEvents)
            .where(inArray(orderEvents.orderId, orderIds))
            .orderBy(asc(orderEvents.at)),
        ])
      : [[], []];

    const exported: MyDataExport = {
      exportedAt: new Date().toISOString(),
      profile: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phoneNumber: user.phoneNumber,
        birthDate: user.dateBirth,
        gender: user.gender,
        language: user.language,
        acceptMarketing: user.acceptMarketing,
        emailConfirmed: user.emailConfirmed,
        createdAt: user.dateCreated.toISOString(),
      },
      addresses: addressRows.map((a) => ({
        firstName: a.firstName,
        lastName: a.lastName,
        addressLine: a.addressLine,
        city: a.city,
        state: a.state,
        postalCode: a.postalCode,
        country: a.country,
        isShipping: a.isShipping,
        createdAt: a.createdAt.toISOString(),
      })),
      favourites: favouriteRows.map((f) => ({ ...f, addedAt: f.addedAt.toISOString() })),
      basket: basketRows,
      orders: orderRows.map((o) => ({
        orderNumber: o.orderNumber,
        status: o.orderStatus,
        createdAt: o.orderCreateDate.toISOString(),
        currency: o.currency,
        totalPrice: o.totalPrice,
        paidPrice: o.paidPrice,
        refundedAmount: o.refundedAmount,
        appliedCoupon: o.appliedCoupon,
        email: o.email,
        phoneNumber: o.phoneNumber,
        shipping: {
          contactName: o.contactName,
          addressLine: o.addressLine,
          city: o.city,
          state: o.state,
          zipCode: o.zipCode,
          country: o.country,
        },
        billing: {
          contactName: o.billingContactName,
          addressLine: o.billingAddressLine,
          city: o.billingCity,
          state: o.billingState,
          zipCode: o.billingZipCode,
          country: o.billingCountry,
        },
        cardLastFour: o.cardLastFour,
        contractVersion: o.contractVersion,
        contractAcceptedAt: iso(o.contractAcceptedAt),
        contractIp: o.contractIp,
        lines: lineRows
          .filter((l) => l.orderId === o.id)
          .map((l) => ({
            productName: l.productName,
            variantName: l.variantName,
            size: l.size,
            quantity: l.quantity,
            unitPrice: l.unitPrice,
            lineTotal: l.lineTotal,
          })),
        events: eventRows
          .filter((e) => e.orderId === o.id)
          .map((e) => ({ at: e.at.toISOString(), type: e.type, actor: e.actor, note: e.note })),
      })),
      subscriptions: subscriberRows.map((s) => ({ email: s.email, createdAt: s.createdAt.toISOString() })),
      marketingConsents: consentRows.map((c) => ({
        channel: c.channel,
        address: c.address,
        source: c.source,
        ip: c.ip,
        textVersion: c.textVersion,
        consentedAt: c.consentedAt.toISOString(),
        unsubscribedAt: c.unsubscribedAt?.toISOString() ?? null,
      })),
      contactMessages: contactRows.map((c) => ({
        name: c.name,
        phoneNumber: c.phoneNumber,
        message: c.info,
        createdAt: c.createdAt.toISOString(),
      })),
      dataRequests: requestRows.map((r) => ({
        type: r.type,
        status: r.status,
        receivedAt: r.receivedAt.toISOString(),
        answeredAt: iso(r.answeredAt),
      })),
      reviews: reviewRows,
      stockNotices,
    };
    await logAnsweredRequest(db, {
      name: `${user.firstName} ${user.lastName}`,
      email,
      type: 'access',
      note: null,
    });
    return exported;
  }
}
