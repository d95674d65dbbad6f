import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, canUse, menuFor, menuItemOf } from './menu.ts';

const paths = (role: 'Owner' | 'Staff' | null) => menuFor(role).flatMap((g) => g.items.map((i) => i.path));

describe('the back-office menu by role', () => {
  it('shows the Owner every screen', () => {
    expect(paths('Owner')).toEqual(ADMIN_MENU.flatMap((g) => g.items.map((i) => i.path)));
  });

  it('shows Staff only the screens whose endpoint the contracts allow them', () => {
    expect(paths('Staff')).toEqual(['dashboard', 'orders', 'products']);
    // Whole groups with nothing for Staff are left out, not shown empty.
    expect(menuFor('Staff').map((g) => g.group)).toEqual(['menu.groupSales', 'menu.groupCatalog']);
  });

  it('shows nothing to someone without a back-office role', () => {
    expect(paths(null)).toEqual([]);
  });

  it('gates every route under a menu path by that item', () => {
    expect(menuItemOf('/admin-panel/orders/4f0c')?.path).toBe('orders');
    expect(menuItemOf('/admin-panel/coupon?tab=list')?.path).toBe('coupon');
    expect(menuItemOf('/admin-panel/audit-log')?.path).toBe('audit-log');
    expect(menuItemOf('/admin-panel')).toBeUndefined();
    expect(canUse('Staff', menuItemOf('/admin-panel/staff')!.needs)).toBe(false);
    expect(canUse('Staff', menuItemOf('/admin-panel/products/add')!.needs)).toBe(true);
  });
});
