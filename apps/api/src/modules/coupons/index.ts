/** Coupons: the rules, the checkout's hold on a use, and the storefront's coupon routes. */
export { registerCouponRoutes } from './coupon.routes.ts';
export { applyCoupon, holdCouponUse, type AppliedCoupon } from './coupon.service.ts';
export { buyerEmailKey } from './buyer-key.ts';
