import { and, asc, eq } from 'drizzle-orm';
import { ROLES, type AddressInput, type UserInfo } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { addresses, users } from '../../db/schema/index.ts';
import { notFound, unauthorized } from '../../platform/errors.ts';
import { MESSAGES } from '../../platform/messages.ts';

const MAX_ADDRESSES = 20;

/** A signed-in customer's own details and addresses; every query is scoped to their user id. */
export class ProfileService {
  constructor(private readonly ctx: AppContext) {}

  async userInfo(userId: string): Promise<UserInfo> {
    const [user] = await this.ctx.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized();
    const rows = await this.ctx.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.createdAt), asc(addresses.id));
    return {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      birthDate: user.dateBirth,
      isAdmin: user.role.split(',').includes(ROLES.Admin),
      addresses: rows.map(
        ({ id, firstName, lastName, addressLine, city, state, postalCode, country, isShipping }) => ({
          id,
          firstName,
          lastName,
          addressLine,
          city,
          state,
          postalCode,
          country,
          isShipping,
        }),
      ),
    };
  }

  async addAddress(userId: string, input: Required<AddressInput>): Promise<UserInfo> {
    const existing = await this.ctx.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (existing.length >= MAX_ADDRESSES) {
      // Oldest first keeps the list bounded without refusing the customer.
      await this.ctx.db.delete(addresses).where(eq(addresses.id, existing[0]!.id));
    }
    await this.ctx.db.insert(addresses).values({ ...input, userId });
    return this.userInfo(userId);
  }

  async deleteAddress(userId: string, addressId: string): Promise<UserInfo> {
    const deleted = await this.ctx.db
      .delete(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning({ id: addresses.id });
    if (deleted.length === 0) throw notFound(MESSAGES.addressNotFound);
    return this.userInfo(userId);
  }
}
