import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { checkoutDetailsSchema, CouponComputation } from '@kehribar/contracts';
import { basketTotals, chargeCurrency } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { addresses } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { fill, MESSAGES } from '../../platform/messages.ts';
import { applyCoupon, type AppliedCoupon } from '../coupons/index.ts';
import { installmentCapOf, loadPricedBasket, type PricedLine } from '../basket/index.ts';
import type { LegalInput, PartyAddress } from './legal-documents.ts';
import { personalisedProducts } from './order.repository.ts';
import { readSeller } from './seller-identity.ts';
import type { Shopper } from '../../platform/shopper.ts';

export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;

/** Everything an order is made of, priced on the server from the caller's basket. */
export interface OrderDraft {
  /** The buyer, with the currency charged: TRY when billed in Türkiye (decision 028), else the browsing one. */
  shopper: Shopper;
  email: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  lines: PricedLine[];
  coupon: AppliedCoupon | null;
  subtotal: number;
  discount: number;
  total: number;
  /** Each line's share of the discount, index-aligned with `lines`. */
  lineDiscounts: number[];
  shipping: PartyAddress;
  billing: PartyAddress;
  /** Typed (not saved) addresses, for a customer who asked to keep them. */
  newAddresses: { address: PartyAddress; isShipping: boolean }[];
  /** Products made to order (engraved, made to measure): no right of withdrawal for their lines. */
  personalised: Set<string>;
  /** The highest instalment count the basket's categories allow (decision 028). */
  maxInstallments: number;
}

export async function buildDraft(
  ctx: AppContext,
  d: CheckoutDetails,
  browsing: Shopper,
): Promise<OrderDraft> {
  const email = d.email.trim();
  const buyerName = `${d.firstName} ${d.lastName}`.trim();
  const { shipping, billing, newAddresses } = await addressesOf(ctx, d, browsing.userId, buyerName);
  // The currency charged follows the billing address, not the browsing currency (decision 028).
  const currency = chargeCurrency(billing.country, browsing.currency);
  const shopper = currency === browsing.currency ? browsing : { ...browsing, currency };

  const { lines } = await loadPricedBasket(ctx.db, shopper.ownerKey, shopper.currency);
  if (lines.length === 0) throw badRequest(MESSAGES.basketEmpty);
  // Writes refuse a price of 0 (decision 020); a row priced 0 before that rule must not sell for nothing.
  const unpriced = lines.find((l) => l.unit <= 0);
  if (unpriced) {
    const product = shopper.language === 'en-EN' ? unpriced.line.titleEN : unpriced.line.title;
    throw conflict('CONFLICT', fill(MESSAGES.checkoutUnpriced, { product }));
  }
  const code = d.couponDTO?.couponCode?.trim();
  const coupon = code
    ? await applyCoupon(ctx.db, code, lines, shopper.currency, {
        email,
        userId: shopper.userId,
        basketKey: shopper.ownerKey,
      })
    : null;
  const computation: CouponComputation | null = coupon?.computation ?? null;
  const subtotal = basketTotals(lines).total;
  const personalised = await personalisedProducts(
    ctx.db,
    lines.map((l) => l.productId),
  );
  const discount = computation?.discountAmount ?? 0;

  const maxInstallments = await installmentCapOf(
    ctx.db,
    lines.map((l) => l.productId),
    ctx.config.maxInstallments,
  );

  return {
    shopper,
    email,
    phoneNumber: d.phoneNumber.trim(),
    firstName: d.firstName,
    lastName: d.lastName,
    lines,
    coupon,
    subtotal,
    discount,
    total: subtotal - discount,
    lineDiscounts: computation?.lineDiscounts ?? lines.map(() => 0),
    shipping,
    billing,
    newAddresses,
    personalised,
    maxInstallments,
  };
}

/** The shipping and billing addresses, typed or saved; typed ones are offered for keeping. */
async function addressesOf(
  ctx: AppContext,
  d: CheckoutDetails,
  userId: string | null,
  buyerName: string,
): Promise<Pick<OrderDraft, 'shipping' | 'billing' | 'newAddresses'>> {
  const newAddresses: OrderDraft['newAddresses'] = [];
  const shipping = d.shippingAddressId
    ? await savedAddress(ctx, d.shippingAddressId, userId, buyerName)
    : typed([d.contactName, d.addressLine, d.city, d.state, d.zipCode, d.country]);
  if (!d.shippingAddressId) newAddresses.push({ address: shipping, isShipping: true });
  let billing = shipping;
  if (!d.billingSameAsShipping) {
    billing = d.billingAddressId
      ? await savedAddress(ctx, d.billingAddressId, userId, buyerName)
      : typed([
          d.contactNameBilling,
          d.addressLineBilling,
          d.cityBilling,
          d.stateBilling,
          d.zipCodeBilling,
          d.countryBilling,
        ]);
    if (!d.billingAddressId) newAddresses.push({ address: billing, isShipping: false });
  }

  return { shipping, billing, newAddresses };
}

/** The schema made these present; trimming is all that is left. */
function typed([contactName, addressLine, city, state, zipCode, country]: (
  string | null | undefined
)[]): PartyAddress {
  const v = (s: string | null | undefined) => (s ?? '').trim();
  return {
    contactName: v(contactName),
    addressLine: v(addressLine),
    city: v(city),
    state: v(state),
    zipCode: v(zipCode),
    country: v(country),
  };
}

/** A saved address of the signed-in customer; anyone else's (or a guest's try) is not found. */
async function savedAddress(
  ctx: AppContext,
  id: string,
  userId: string | null,
  fallbackName: string,
): Promise<PartyAddress> {
  if (!userId) throw notFound(MESSAGES.addressNotFound);
  const [a] = await ctx.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!a) throw notFound(MESSAGES.addressNotFound);
  return {
    contactName: `${a.firstName} ${a.lastName}`.trim() || fallbackName,
    addressLine: a.addressLine,
    city: a.city,
    state: a.state,
    zipCode: a.postalCode,
    country: a.country,
  };
}

/** The seller block of the contract: the seller's identity as the owner keeps it (docs/decisions/029-seller-identity.md). */
export async function sellerInfo(ctx: AppContext) {
  return readSeller(ctx.db, ctx.config.publicUrl);
}

export function legalInputOf(
  draft: OrderDraft,
  seller: Awaited<ReturnType<typeof sellerInfo>>,
  extra: {
    paidTotal: number;
    installment: number;
    order?: LegalInput['order'];
    acceptance?: LegalInput['acceptance'];
  },
): LegalInput {
  const en = draft.shopper.language === 'en-EN';
  return {
    language: draft.shopper.language,
    seller: seller.seller,
    shopTerms: en ? seller.shopTerms.en : seller.shopTerms.tr,
    buyer: { name: `${draft.firstName} ${draft.lastName}`, email: draft.email, phone: draft.phoneNumber },
    shipping: draft.shipping,
    billing: draft.billing,
    currency: draft.shopper.currency,
    lines: draft.lines.map((l) => ({
      name: en ? l.line.titleEN : l.line.title,
      option: (en ? l.line.variantNameEN : l.line.variantName) ?? null,
      size: l.line.size,
      quantity: l.quantity,
      unit: l.unit,
      total: l.unit * l.quantity,
      personalised: draft.personalised.has(l.productId),
    })),
    subtotal: draft.subtotal,
    discount: draft.discount,
    couponCode: draft.coupon?.coupon.couponCode ?? null,
    total: draft.total,
    ...extra,
  };
}
