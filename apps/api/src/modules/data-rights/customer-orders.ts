import { eq, or, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';

/**
 * A customer's orders: those placed signed in, and those placed as a guest with their e-mail, as the
 * customer's own order list reads them (modules/orders/orders.service.ts).
 */
export const ordersOf = (user: { id: string; email: string }) =>
  or(eq(orders.userId, user.id), eq(sql`lower(${orders.email})`, user.email.toLowerCase()));
