import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../session/test-token.ts';
import { createAppStorage, createMemoryStore } from '../storage/storage.ts';
import { createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { createTokenManager, type SessionChange } from './token-manager.ts';

const hour = () => Math.floor(Date.now() / 1000) + 3600;
const guestToken = (n: number) => fakeJwt({ exp: hour(), tokenType: 'client_credentials', n });
const customerToken = (n: number) => fakeJwt({ exp: hour(), tokenType: 'password', role: 'Customer', n });
const expiredCustomer = fakeJwt({ exp: 1, tokenType: 'password', role: 'Customer' });

interface Call {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
  body: unknown;
}

type Handler = (call: Call) => { status?: number; body?: unknown; headers?: Record<string, string> };

function setup(handler: Handler, session: Record<string, string> = {}, local: Record<string, string> = {}) {
  const localStore = createMemoryStore(local);
  const sessionStore = createMemoryStore(session);
  const storage = createAppStorage(localStore, sessionStore);
  const calls: Call[] = [];
  const changes: SessionChange[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const call: Call = {
      url,
      init,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const answer = handler(call);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
  const headers = () => ({
    'Accept-Language': storage.get('language') ?? 'tr-TR',
    Currency: storage.get('currency') ?? 'TRY',
  });
  let started = 0;
  let ended = 0;
  const tokens = createTokenManager({ fetch, storage, headers, onChange: (c) => changes.push(c) });
  const api = createApiClient({
    fetch,
    tokens,
    headers,
    sessionId: () => storage.get('sessionId'),
    onRequestStart: () => started++,
    onRequestEnd: () => ended++,
  });
  return {
    api,
    storage,
    calls,
    changes,
    local: localStore,
    session: sessionStore,
    counts: () => ({ started, ended }),
  };
}

let guestCount = 0;
const guestAnswer = (nonUserId = 'nonUser_server.sig') => ({
  body: {
    data: {
      token: guestToken(++guestCount),
      tokenType: 'client_credentials',
      expiresAt: '',
      sessionId: `sess-${guestCount}`,
      nonUserId,
    },
  },
  headers: { SessionId: `sess-${guestCount}` },
});

describe('api client', () => {
  it('fetches a guest token on start, then sends language, currency, bearer and session id, and reads body.data', async () => {
    const { api, calls, storage } = setup(
      (call) =>
        call.url.endsWith('/ClientCredentials') ? guestAnswer() : { body: { data: { hello: 'world' } } },
      {},
      { language: 'en-EN', currency: 'EUR', nonUserIdForBasket: 'nonUser_mine.sig' },
    );
    await expect(api.get('/api/Products/GetAllContent')).resolves.toEqual({ hello: 'world' });
    expect(calls).toHaveLength(2);
    const [credentials, content] = calls;
    expect(credentials!.body).toMatchObject({
      clientId: 'kehribar-web',
      clientSecret: 'kehribar-web-public-client',
      nonUserId: 'nonUser_mine.sig',
    });
    expect(content!.headers).toMatchObject({
      'Accept-Language': 'en-EN',
      Currency: 'EUR',
      Authorization: `Bearer ${storage.get('token')}`,
      SessionId: storage.get('sessionId')!,
    });
    expect(storage.get('tokenType')).toBe('client_credentials');
    expect(storage.get('nonUserIdForBasket')).toBe('nonUser_server.sig');
    expect(storage.get('nonUserIdForFavorite')).toBe('nonUser_server.sig');
  });

  it("sends a call's own headers with it, and the same ones again when a stale token is renewed", async () => {
    let refused = false;
    const { api, calls } = setup((call) => {
      if (call.url.endsWith('/ClientCredentials')) return guestAnswer();
      if (!refused) {
        refused = true;
        return { status: 401, body: { errorMessage: 'token expired' } };
      }
      return { body: { data: 'ok' } };
    });
    await expect(
      api.post(
        '/api/Order/RefundOrder',
        { orderId: 'o' },
        { headers: { 'Idempotency-Key': 'key-12345678' } },
      ),
    ).resolves.toBe('ok');
    const writes = calls.filter((c) => c.url.endsWith('/RefundOrder'));
    expect(writes).toHaveLength(2);
    for (const write of writes) expect(write.headers['Idempotency-Key']).toBe('key-12345678');
    expect(writes[0]!.headers['Accept-Language']).toBe('tr-TR');
    await api.get('/api/other');
    expect(calls.at(-1)!.headers['Idempotency-Key']).toBeUndefined();
  });

  it('shares one token request between concurrent calls', async () => {
    const { api, calls } = setup((call) =>
      call.url.endsWith('/ClientCredentials') ? guestAnswer() : { body: { data: 1 } },
    );
    await Promise.all([api.get('/api/a'), api.get('/api/b'), api.get('/api/c')]);
    expect(calls.filter((c) => c.url.endsWith('/ClientCredentials'))).toHaveLength(1);
  });

  it('throws ApiError with the server message in either casing and the code', async () => {
    const { api } = setup(
      (call) => {
        if (call.url.endsWith('/lower'))
          return { status: 400, body: { errorMessage: 'Geçersiz', code: 'VALIDATION_FAILED' } };
        return { status: 409, body: { ErrorMessage: 'Çakışma', Code: 'CONFLICT' } };
      },
      { token: guestToken(0), tokenType: 'client_credentials' },
    );
    const lower = await api.get('/api/lower').catch((e: unknown) => e);
    expect(lower).toBeInstanceOf(ApiError);
    expect(lower).toMatchObject({ status: 400, serverMessage: 'Geçersiz', code: 'VALIDATION_FAILED' });
    await expect(api.post('/api/upper', {})).rejects.toMatchObject({
      status: 409,
      serverMessage: 'Çakışma',
      code: 'CONFLICT',
    });
  });

  it('a guest 401 gets a new client-credentials token and retries', async () => {
    const old = guestToken(-1);
    const { api, calls, storage } = setup(
      (call) => {
        if (call.url.endsWith('/ClientCredentials')) return guestAnswer();
        return call.headers.Authorization === `Bearer ${old}`
          ? { status: 401, body: { errorMessage: 'x', code: 'UNAUTHORIZED' } }
          : { body: { data: 'ok' } };
      },
      { token: old, tokenType: 'client_credentials' },
    );
    await expect(api.get('/api/Baskets/GetBasket')).resolves.toBe('ok');
    expect(calls.map((c) => c.url.split('/').pop())).toEqual(['GetBasket', 'ClientCredentials', 'GetBasket']);
    expect(storage.get('token')).not.toBe(old);
  });

  it('a customer 401 refreshes once and retries with the new token', async () => {
    const old = customerToken(1);
    const fresh = customerToken(2);
    const { api, calls, storage } = setup(
      (call) => {
        if (call.url.endsWith('/RefreshToken')) {
          return {
            body: {
              data: {
                token: fresh,
                tokenType: 'password',
                expiresAt: '',
                sessionId: 'sess-c',
                refreshToken: 'r2',
              },
            },
          };
        }
        return call.headers.Authorization === `Bearer ${fresh}`
          ? { body: { data: 'mine' } }
          : { status: 401, body: {} };
      },
      { token: old, tokenType: 'password', refreshToken: 'r1', sessionId: 'sess-c' },
    );
    await expect(api.get('/api/Account/GetUserInfo')).resolves.toBe('mine');
    expect(calls.find((c) => c.url.endsWith('/RefreshToken'))!.body).toEqual({ refreshToken: 'r1' });
    expect(storage.get('refreshToken')).toBe('r2');
    expect(storage.get('tokenType')).toBe('password');
  });

  it('when the refresh fails the customer continues as a guest', async () => {
    const { api, calls, storage, changes } = setup(
      (call) => {
        if (call.url.endsWith('/RefreshToken'))
          return { status: 401, body: { errorMessage: 'expired', code: 'INVALID_TOKEN' } };
        if (call.url.endsWith('/ClientCredentials')) return guestAnswer();
        return call.headers.Authorization?.includes(storage.get('token') ?? '§') &&
          storage.get('tokenType') === 'client_credentials'
          ? { body: { data: 'as guest' } }
          : { status: 401, body: {} };
      },
      { token: customerToken(3), tokenType: 'password', refreshToken: 'r-old' },
    );
    await expect(api.get('/api/Products/GetAllContent')).resolves.toBe('as guest');
    expect(calls.map((c) => c.url.split('/').pop())).toEqual([
      'GetAllContent',
      'RefreshToken',
      'ClientCredentials',
      'GetAllContent',
    ]);
    expect(storage.get('refreshToken')).toBeNull();
    expect(storage.get('tokenType')).toBe('client_credentials');
    expect(changes).toContain('signed-out');
  });

  it('an expired customer token is refreshed before the call', async () => {
    const fresh = customerToken(4);
    const { api, calls } = setup(
      (call) =>
        call.url.endsWith('/RefreshToken')
          ? {
              body: {
                data: {
                  token: fresh,
                  tokenType: 'password',
                  expiresAt: '',
                  sessionId: 's',
                  refreshToken: 'r2',
                },
              },
            }
          : { body: { data: call.headers.Authorization } },
      { token: expiredCustomer, tokenType: 'password', refreshToken: 'r1' },
    );
    await expect(api.get('/api/x')).resolves.toBe(`Bearer ${fresh}`);
    expect(calls).toHaveLength(2);
  });

  it('never sends a refused password twice: a wrong sign-in is one attempt', async () => {
    const { api, calls } = setup(
      (call) =>
        call.url.endsWith('/ClientCredentials')
          ? guestAnswer()
          : { status: 401, body: { errorMessage: 'Şifre hatalı', code: 'INVALID_CREDENTIALS' } },
      { token: guestToken(8), tokenType: 'client_credentials' },
    );
    await expect(api.post('/api/Account/signin', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Şifre hatalı',
    });
    expect(calls.map((c) => c.url.split('/').pop())).toEqual(['signin']);
  });

  it('gives up after one retry', async () => {
    const { api, calls } = setup(
      (call) =>
        call.url.endsWith('/ClientCredentials')
          ? guestAnswer()
          : { status: 401, body: { errorMessage: 'Yetkisiz', code: 'UNAUTHORIZED' } },
      { token: guestToken(9), tokenType: 'client_credentials' },
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 401, serverMessage: 'Yetkisiz' });
    expect(calls.filter((c) => c.url.endsWith('/x'))).toHaveLength(2);
  });

  it('reads the session id from the SessionId header when the body has none', async () => {
    const { api, storage } = setup((call) =>
      call.url.endsWith('/ClientCredentials')
        ? {
            body: {
              data: { token: guestToken(7), tokenType: 'client_credentials', expiresAt: '', sessionId: '' },
            },
            headers: { SessionId: 'from-header' },
          }
        : { body: { data: null } },
    );
    await api.get('/api/x');
    expect(storage.get('sessionId')).toBe('from-header');
    // An older server that issues no guest id: one is made locally.
    expect(storage.get('nonUserIdForBasket')).toMatch(/^nonUser_/);
  });

  it('counts requests for the loading indicator, except background ones', async () => {
    const { api, counts } = setup(() => ({ body: { data: 1 } }), {
      token: guestToken(1),
      tokenType: 'client_credentials',
    });
    await api.get('/api/a');
    await api.get('/api/b', { background: true });
    await api.get('/api/c').catch(() => undefined);
    expect(counts()).toEqual({ started: 2, ended: 2 });
  });

  it('sends FormData untouched and JSON with its content type', async () => {
    const { api, calls } = setup(() => ({ body: { data: 1 } }), {
      token: guestToken(1),
      tokenType: 'client_credentials',
    });
    const form = new FormData();
    form.append('files', 'x');
    await api.post('/api/upload', form);
    await api.post('/api/json', { a: 1 });
    expect(calls[0]!.init.body).toBe(form);
    expect(calls[0]!.headers['Content-Type']).toBeUndefined();
    expect(calls[1]!.headers['Content-Type']).toBe('application/json');
  });
});
