import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { ORDER_STATUS, ROLES, type DeleteMyAccountResponse, type Language } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import {
  accountThrottles,
  baskets,
  contactMessages,
  couponUsages,
  favorites,
  mailOutbox,
  orderEvents,
  orders,
  subscribers,
  users,
} from '../../db/schema/index.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import { fill, MESSAGES, say } from '../../platform/messages.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { AccountThrottle, resetKey, SIGN_IN_POLICY, signInKey } from '../account/index.ts';
import { recordEvent } from '../orders/index.ts';
import { MarketingConsents } from '../newsletter/index.ts';
import { ratingsChanged, removeReviewsOf } from '../reviews/index.ts';
import { BackInStock } from '../back-in-stock/index.ts';
import { ordersOf } from './customer-orders.ts';
import { logAnsweredRequest } from './data-requests.service.ts';
import { erasureMail } from './erasure-mail.ts';
import { ERASED_ORDER_FIELDS } from './erased-order.ts';

/**
 * Orders whose goods or money are still moving: their delivery address and contact are needed, so the
 * account waits until they are delivered, returned, cancelled or failed.
 */
const OPEN_STATUSES = [
  ORDER_STATUS.Created,
  ORDER_STATUS.PaymentCheck,
  ORDER_STATUS.Completed,
  ORDER_STATUS.Shipped,
  ORDER_STATUS.ReturnRequested,
];

/**
 * A customer erases their own account (KVKK art. 11(1)(e), art. 7; docs/decisions/027-customer-data-rights.md):
 * the password is checked like a sign-in, then in one transaction the profile, addresses, sessions,
 * favourites, basket, newsletter rows, contact messages and queued mails go, and every order the tax
 * and commercial-record laws make the shop keep is anonymised: contact, delivery address, IP, card
 * digits and account link removed; number, dates, lines, amounts, billing name and address and the
 * accepted contract texts kept.
 */
export class AccountErasure {
  private readonly signIns: AccountThrottle;

  constructor(private readonly ctx: AppContext) {
    this.signIns = new AccountThrottle(ctx.db, SIGN_IN_POLICY);
  }

  async erase(userId: string, password: string, language: Language): Promise<DeleteMyAccountResponse> {
    const db = this.ctx.db;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized();
    if (user.role.split(',').includes(ROLES.Admin)) {
      throw new AppError(403, 'FORBIDDEN', MESSAGES.eraseAdminRefused);
    }
    // A wrong password here is a guess at the account like a wrong sign-in, and counts with them.
    const key = signInKey(user.email);
    await this.signIns.assertOpen(key);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.signIns.fail(key);
      throw new AppError(400, 'WRONG_PASSWORD', MESSAGES.erasePasswordWrong);
    }
    const open = await db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(ordersOf(user), inArray(orders.orderStatus, OPEN_STATUSES)));
    if (open.length > 0) {
      const numbers = open.map((o) => o.orderNumber).join(', ');
      throw new AppError(409, 'ORDERS_OPEN', fill(MESSAGES.eraseOrdersOpen, { numbers }));
    }

    const email = user.email.toLowerCase();
    const ownerKey = `user:${user.id}`;
    let reviewsGone = false;
    const kept = await db.transaction(async (tx) => {
      // The row lock decides: a second submit waits here, then finds the user gone and changes nothing.
      const [present] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      if (!present) return null;
      // Read before the user goes: deleting the user clears orders.user_id (ON DELETE SET NULL).
      const theirs = await tx
        .select({ id: orders.id, orderNumber: orders.orderNumber })
        .from(orders)
        .where(ordersOf(user))
        .for('update');
      const ids = theirs.map((o) => o.id);
      if (ids.length > 0) {
        await tx
          .update(orders)
          .set({ ...ERASED_ORDER_FIELDS, userId: null })
          .where(inArray(orders.id, ids));
        await tx
          .update(orderEvents)
          .set({ actorUserId: null, actorEmail: null })
          .where(
            and(
              inArray(orderEvents.orderId, ids),
              or(eq(orderEvents.actorUserId, user.id), eq(sql`lower(${orderEvents.actorEmail})`, email)),
            ),
          );
        await tx
          .update(couponUsages)
          .set({ buyerKey: sql`'erased:' || ${couponUsages.orderId}` })
          .where(inArray(couponUsages.orderId, ids));
        for (const id of ids) await recordEvent(tx, id, 'personal_data_erased', { actor: 'shopper' });
      }
      reviewsGone = await removeReviewsOf(tx, user.id);
      // Addresses, refresh tokens (every session) and e-mailed links go with the user (ON DELETE CASCADE).
      // Before the user goes: a request's user id is cleared with the user (decision 042).
      await new BackInStock(this.ctx).erase(email, user.id, tx);
      await tx.delete(users).where(eq(users.id, user.id));
      await tx.delete(favorites).where(eq(favorites.ownerKey, ownerKey));
      await tx.delete(baskets).where(eq(baskets.ownerKey, ownerKey));
      await tx.delete(subscribers).where(eq(sql`lower(${subscribers.email})`, email));
      // Consents are ended, not deleted: the İYS file must report the address as withdrawn (decision 027).
      await new MarketingConsents(this.ctx).withdraw(email, tx);
      await tx.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, email));
      await tx.delete(accountThrottles).where(inArray(accountThrottles.key, [key, resetKey(email)]));
      // Queued and sent mails carry the address and what was said to it.
      await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.to})`, email));
      const numbers = theirs.map((o) => o.orderNumber).sort((a, b) => a - b);
      await this.ctx.mailer.enqueue(
        erasureMail({
          to: user.email,
          firstName: user.firstName,
          language,
          summary: this.summary(numbers, language),
        }),
        tx,
      );
      await logAnsweredRequest(tx, {
        name: `${user.firstName} ${user.lastName}`,
        email,
        type: 'erasure',
        note: numbers.length ? numbers.join(', ') : null,
      });
      return numbers;
    });
    if (!kept) throw unauthorized();
    if (reviewsGone) await ratingsChanged(this.ctx);
    // Refresh tokens went with the user: every open session, and its access tokens, end now.
    await this.ctx.sessions.closed();
    this.ctx.log.info({ keptOrders: kept.length }, 'customer account erased');
    return { message: this.summary(kept, language).join(' '), keptOrders: kept };
  }

  private summary(numbers: number[], language: Language): string[] {
    return [
      say(MESSAGES.eraseDone, language),
      numbers.length
        ? say(MESSAGES.eraseKeptOrders, language, { count: numbers.length, numbers: numbers.join(', ') })
        : say(MESSAGES.eraseNoOrders, language),
    ];
  }
}
