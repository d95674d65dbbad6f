import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './paths.ts';
import { backOfficeRoleOf, backOfficeRoleValue, mayCall, STAFF_ENDPOINTS } from './staff-permissions.ts';

describe('back-office roles', () => {
  it('reads Owner or Staff from a role list, Staff for an admin with neither', () => {
    expect(backOfficeRoleOf('Customer,Admin,Owner')).toBe('Owner');
    expect(backOfficeRoleOf(' Customer , Admin , Staff ')).toBe('Staff');
    expect(backOfficeRoleOf(['Customer', 'Admin'])).toBe('Staff');
    expect(backOfficeRoleOf('Customer,Owner')).toBeNull();
    expect(backOfficeRoleOf(undefined)).toBeNull();
    expect(backOfficeRoleOf(backOfficeRoleValue('Owner'))).toBe('Owner');
  });

  it('lets Staff call only the listed endpoints, matched case-insensitively', () => {
    expect(mayCall('Staff', ENDPOINTS.Order.ShippingUpdate)).toBe(true);
    expect(mayCall('Staff', '/API/order/shippingupdate/')).toBe(true);
    expect(mayCall('Staff', ENDPOINTS.Coupon.CreateCoupon)).toBe(false);
    expect(mayCall('Staff', ENDPOINTS.Account.CreateStaff)).toBe(false);
    expect(mayCall('Staff', '/api/Order/SomethingNew')).toBe(false);
    expect(mayCall('Owner', '/api/Order/SomethingNew')).toBe(true);
    expect(mayCall(null, ENDPOINTS.Order.GetAllOrders)).toBe(false);
  });

  it('names only endpoints that exist', () => {
    const all = Object.values(ENDPOINTS).flatMap((c) => Object.values(c));
    for (const e of STAFF_ENDPOINTS) expect(all).toContain(e);
  });
});
