import { eq } from 'drizzle-orm';
import { backOfficeRoleValue, ROLES } from '@kehribar/contracts';
import { users } from '../db/schema/index.ts';
import type { TestApp } from './harness.ts';

/**
 * A signed-in customer account given a back-office role in the database, as an invitation leaves it;
 * 'Admin' is an admin with neither Owner nor Staff (an account from before roles, decision 030).
 */
export async function memberOf(t: TestApp, role: 'Owner' | 'Staff' | 'Admin') {
  const c = await t.customer();
  const value = role === 'Admin' ? `${ROLES.Customer},${ROLES.Admin}` : backOfficeRoleValue(role);
  await t.app.ctx.db.update(users).set({ role: value }).where(eq(users.id, c.id));
  return c;
}
