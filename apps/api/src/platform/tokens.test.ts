import os from 'node:os';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../test/config.ts';
import { TokenService } from './tokens.ts';

const config = testConfig(os.tmpdir(), {
  JWT_SECRET: 'tokens-test-secret-0123456789-abcdefghijkl',
  GUEST_TOKEN_HOURS: '1',
});
const key = new TextEncoder().encode(config.jwtSecret);

afterEach(() => vi.useRealTimers());

describe('TokenService.verify', () => {
  it('accepts its own guest token, again and again', async () => {
    const tokens = new TokenService(config);
    const { token } = await tokens.signGuest('session-1', 'nonUser_abc');
    for (let i = 0; i < 3; i++) {
      expect(await tokens.verify(token)).toMatchObject({
        sub: 'session-1',
        guestId: 'nonUser_abc',
        isCustomer: false,
      });
    }
  });

  it('stops accepting a token it has already verified once the token expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new TokenService(config);
    const { token, expiresAt } = await tokens.signGuest('session-1', 'nonUser_abc');
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(expiresAt.getTime() + 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('knows a token without waiting only once verified, and only until it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new TokenService(config);
    const { token, expiresAt } = await tokens.signGuest('session-1', 'nonUser_abc');
    expect(tokens.known(token)).toBeUndefined();
    const principal = await tokens.verify(token);
    expect(tokens.known(token)).toEqual(principal);
    expect(tokens.known(`${token}x`)).toBeUndefined();
    vi.setSystemTime(expiresAt.getTime() + 1000);
    expect(tokens.known(token)).toBeUndefined();
  });

  it('refuses a verified token whose payload was altered, and one signed with another key', async () => {
    const tokens = new TokenService(config);
    const { token } = await tokens.signCustomer({ id: 'u1', role: 'Customer', email: 'a@b.c' }, 's1');
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'Admin' })).toString('base64url');
    expect(await tokens.verify(`${header}.${promoted}.${signature}`)).toBeNull();

    const other = new TokenService(
      testConfig(os.tmpdir(), { JWT_SECRET: 'another-shop-secret-9876543210-zyxwvutsrq' }),
    );
    expect(await other.verify(token)).toBeNull();
  });

  it('refuses a correctly signed token without exp', async () => {
    const noExp = await new SignJWT({
      sub: 's',
      sid: 's',
      role: 'Guest',
      tokenType: 'client_credentials',
      gid: 'nonUser_x',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('kehribar')
      .sign(key);
    expect(await new TokenService(config).verify(noExp)).toBeNull();
  });
});
