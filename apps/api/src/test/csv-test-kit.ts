import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { orderItems, orders } from '../db/schema/index.ts';
import type { TestApp } from './harness.ts';

/**
 * Helpers of the CSV export tests: reading a file as Excel would (BOM, `;`, quotes, CRLF) and orders
 * written straight to the database with chosen dates, names and amounts (minor units).
 */

/** The UTF-8 byte-order mark the files start with. */
export const BOM = [0xef, 0xbb, 0xbf];

/** Parses `;`-separated CSV with quoted fields ("" inside quotes is a quote), CRLF between records. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The file's records as objects keyed by its header row (the BOM removed). */
export function csvRecords(res: LightMyRequestResponse): Record<string, string>[] {
  const [header, ...rows] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

export interface StoredOrderInput {
  createdAt?: Date;
  status?: number;
  contactName?: string;
  email?: string;
  phoneNumber?: string;
  currency?: 'TRY' | 'USD' | 'EUR';
  discountAmount?: number;
  refundedAmount?: number;
  lines?: {
    productName: string;
    productNameEN?: string;
    variantName?: string;
    quantity: number;
    unitPrice: number;
  }[];
}

/** An order and its lines as checkout would have stored them, written directly; answers its row. */
export async function storeOrder(t: TestApp, input: StoredOrderInput = {}) {
  const lines = input.lines ?? [{ productName: 'Bal Damla Kolye', quantity: 1, unitPrice: 175000 }];
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const discount = input.discountAmount ?? 0;
  const name = input.contactName ?? 'Ayşe Yılmaz';
  const [order] = await t.app.ctx.db
    .insert(orders)
    .values({
      token: randomUUID(),
      buyerId: randomUUID(),
      basketKey: `guest:${randomUUID()}`,
      email: input.email ?? 'ayse@example.com',
      phoneNumber: input.phoneNumber ?? '05321234567',
      currency: input.currency ?? 'TRY',
      subtotal,
      discountAmount: discount,
      totalPrice: subtotal - discount,
      paidPrice: subtotal - discount,
      orderStatus: input.status ?? 1,
      contactName: name,
      addressLine: 'Bağdat Caddesi No: 12',
      city: 'İstanbul',
      state: 'Kadıköy',
      zipCode: '34710',
      country: 'Türkiye',
      billingContactName: name,
      billingAddressLine: 'Bağdat Caddesi No: 12',
      billingCity: 'İstanbul',
      billingState: 'Kadıköy',
      billingZipCode: '34710',
      billingCountry: 'Türkiye',
      refundedAmount: input.refundedAmount ?? 0,
      completedAt: input.createdAt ?? new Date(),
      ...(input.createdAt ? { orderCreateDate: input.createdAt } : {}),
    })
    .returning();
  await t.app.ctx.db.insert(orderItems).values(
    lines.map((l) => ({
      orderId: order!.id,
      productId: randomUUID(),
      productName: l.productName,
      productNameEN: l.productNameEN ?? l.productName,
      variantName: l.variantName ?? null,
      size: '',
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: l.quantity * l.unitPrice,
    })),
  );
  return order!;
}
