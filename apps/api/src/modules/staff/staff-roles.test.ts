import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayCall, ROLES, STAFF_ENDPOINTS } from '@kehribar/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { memberOf } from '../../test/staff-test-kit.ts';

/**
 * The role gate on every admin route of the built app, found by an onRoute hook, so an endpoint added
 * later is covered without editing this file: the Owner passes everywhere; Staff is refused with
 * OWNER_ONLY exactly where the contracts' STAFF_ENDPOINTS does not name the path; a customer gets 403
 * and nobody 401. The bodies are empty: a call that passes the gate stops at validation at worst.
 */
const adminRoutes: { method: string; url: string }[] = [];
const listAdminRoute = (route: RouteOptions) => {
  if ((route.config as { auth?: string } | undefined)?.auth !== 'admin') return;
  for (const method of [route.method].flat())
    if (method !== 'HEAD') adminRoutes.push({ method, url: route.url });
};

let t: TestApp;
let owner: Record<string, string>;
let staff: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({}, { onRoute: listAdminRoute, ownUploads: true });
  owner = (await t.admin()).headers;
  staff = (await memberOf(t, 'Staff')).headers;
  customer = (await t.customer()).headers;
});
afterAll(() => t.close());

const call = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
  t.call({
    method: route.method as 'GET' | 'POST',
    url: route.url,
    headers,
    ...(route.method === 'POST' ? { payload: {} } : {}),
  });

describe('roles on every admin route', () => {
  it('finds the admin routes, the staff endpoints among them', () => {
    expect(adminRoutes.length).toBeGreaterThan(40);
    const registered = new Set(adminRoutes.map((r) => r.url.toLowerCase()));
    for (const e of STAFF_ENDPOINTS) expect(registered, e.path).toContain(e.path.toLowerCase());
  });

  it('lets the Owner through the gate everywhere and Staff exactly on the allow-list', async () => {
    const refusedStaff: string[] = [];
    for (const route of adminRoutes) {
      const byOwner = await call(route, owner);
      expect([401, 403], `${route.method} ${route.url} as owner: ${byOwner.body}`).not.toContain(
        byOwner.statusCode,
      );
      const byStaff = await call(route, staff);
      if (mayCall(ROLES.Staff, route.url)) {
        expect([401, 403], `${route.method} ${route.url} as staff: ${byStaff.body}`).not.toContain(
          byStaff.statusCode,
        );
      } else {
        expect(byStaff.statusCode, `${route.method} ${route.url} as staff`).toBe(403);
        expect(byStaff.json().code).toBe('OWNER_ONLY');
        refusedStaff.push(route.url);
      }
    }
    // Deny by default: Staff is refused far more than it is let through.
    expect(refusedStaff.length).toBeGreaterThan(STAFF_ENDPOINTS.length);
  });

  it('refuses a customer with 403 and an anonymous caller with 401 on every admin route', async () => {
    for (const route of adminRoutes) {
      expect((await call(route, customer)).statusCode, `${route.method} ${route.url}`).toBe(403);
      expect((await call(route)).statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('tells Staff in its own language that only the owner may do this', async () => {
    const tr = await t.call({ method: 'GET', url: '/api/Coupon/GetAllCouponList', headers: staff });
    expect(tr.json()).toMatchObject({
      code: 'OWNER_ONLY',
      errorMessage: 'Bu işlemi yalnızca mağaza sahibi yapabilir.',
    });
    const en = await t.call({
      method: 'GET',
      url: '/api/Coupon/GetAllCouponList',
      headers: { ...staff, 'accept-language': 'en-EN' },
    });
    expect(en.json().errorMessage).toBe('Only the shop owner can do this.');
  });

  it('treats an admin with neither Owner nor Staff as Staff', async () => {
    const bare = (await memberOf(t, 'Admin')).headers;
    expect((await t.get('/api/Order/GetAllOrders', bare)).statusCode).toBe(200);
    expect((await t.get('/api/Account/GetAllUsers', bare)).statusCode).toBe(403);
  });
});
