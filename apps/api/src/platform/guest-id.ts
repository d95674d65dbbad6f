import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { GUEST_ID_PREFIX } from '@kehribar/contracts';

/**
 * Guest ids ('nonUser_' + random + '.' + signature) are issued by the server, so a client cannot
 * invent one, and a guest token carries its id as the `gid` claim. Basket and favourites calls of a
 * guest must name the id in their token: another shopper's id is refused.
 */
export class GuestIds {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('guest-id').digest();
  }

  issue(): string {
    const random = randomBytes(18).toString('base64url');
    return `${GUEST_ID_PREFIX}${random}.${this.sign(random)}`;
  }

  isValid(id: string | null | undefined): id is string {
    if (!id || !id.startsWith(GUEST_ID_PREFIX)) return false;
    const [random, signature] = id.slice(GUEST_ID_PREFIX.length).split('.');
    if (!random || !signature || !/^[\w-]{16,64}$/.test(random)) return false;
    const expected = Buffer.from(this.sign(random));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(random: string): string {
    return createHmac('sha256', this.key).update(random).digest('base64url').slice(0, 22);
  }
}
