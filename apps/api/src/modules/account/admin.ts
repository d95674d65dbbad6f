import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { backOfficeRoleValue, ROLES } from '@kehribar/contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { passwordProblem } from '../../platform/password-policy.ts';

/**
 * Creates the administrator, the shop's first Owner (decision 030), on first start from ADMIN_EMAIL and ADMIN_PASSWORD, generating a password
 * when none is configured. Returns the password only when this call created the account. A chosen
 * password follows the shoppers' rules: the start stops with the reason rather than create a weak admin.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string | undefined },
): Promise<{ email: string; password: string } | null> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email));
  if (existing) return null;
  const problem = admin.password && (await passwordProblem(admin.password, { email: admin.email }));
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem.en}`);
  const password = admin.password ?? randomBytes(9).toString('base64url');
  await db.insert(users).values({
    email: admin.email,
    userName: admin.email,
    passwordHash: await hashPassword(password),
    firstName: 'Kehribar',
    lastName: 'Yönetici',
    role: backOfficeRoleValue(ROLES.Owner),
    emailConfirmed: true,
  });
  return { email: admin.email, password };
}
