import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { API, INVOICE_MAX_BYTES, type OrderInvoice } from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { orderInvoices, orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fill, MESSAGES } from '../../platform/messages.ts';
import type { DbOrTx } from '../basket/index.ts';
import { invoiceMail } from './after-sale-mails.ts';
import { recordEvent, type Actor } from './order-events.ts';
import { orderMailFrame } from './seller-identity.ts';
import { itemsOf, orderRow } from './order.repository.ts';
import {
  isPdf,
  MANUAL_ISSUER,
  StoredInvoices,
  type InvoiceIssuer,
  type InvoiceStore,
} from './invoice-port.ts';

export type InvoiceRow = typeof orderInvoices.$inferSelect;

/** A PDF to attach and where it came from. */
export interface InvoiceFile {
  data: Buffer;
  fileName: string;
  /** 'manual' for the back office's upload, else the issuer's source. */
  source: string;
  externalId?: string | null;
}

const mb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The name kept for the back office: the uploader's, without folders or control characters, at most 200 long. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c >= ' ' && c !== '\u007f' && c !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'invoice.pdf';
}

/**
 * Invoices of orders (docs/decisions/032-exports-and-invoices.md): the one attach step an upload and an
 * integrator both go through, the issuer port, and the reads of the order views and the downloads.
 */
export class InvoiceService {
  readonly store: InvoiceStore;

  constructor(
    private readonly ctx: AppContext,
    private readonly issuer: InvoiceIssuer = MANUAL_ISSUER,
    store?: InvoiceStore,
  ) {
    this.store = store ?? new StoredInvoices(ctx.storage);
  }

  /**
   * Attaches a PDF as the order's invoice, replacing the current one (which is kept, marked replaced), and
   * records an 'invoice_attached' step with who and when. Only a paid order has an invoice. An issuer's
   * invoice whose externalId the order already holds is not attached twice. Answers whether a file was
   * attached.
   */
  async attach(orderId: string, file: InvoiceFile, by: Actor): Promise<boolean> {
    if (file.data.length === 0 || !isPdf(file.data)) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA', fill(MESSAGES.notAPdf, { name: file.fileName }));
    }
    if (file.data.length > INVOICE_MAX_BYTES) {
      throw new AppError(
        413,
        'PAYLOAD_TOO_LARGE',
        fill(MESSAGES.fileTooLarge, { mb: mb(INVOICE_MAX_BYTES) }),
      );
    }
    const order = await orderRow(this.ctx.db, orderId);
    if (!order.completedAt) throw new AppError(409, 'INVALID_STATE', MESSAGES.invoiceNotAllowed);
    if (file.externalId && (await this.byExternalId(orderId, file.source, file.externalId))) return false;

    // The file is kept before the rows that name it, and removed again if they are not written: a row
    // never names a missing file, and a failed attach leaves no file behind.
    const key = await this.store.put(file.data);
    try {
      return await this.ctx.db.transaction(async (tx) => {
        // The order row's lock puts two attaches of one order one after the other.
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
        if (file.externalId && (await this.byExternalId(orderId, file.source, file.externalId, tx))) {
          await this.store.remove(key);
          return false;
        }
        const replaced = await tx
          .update(orderInvoices)
          .set({ replacedAt: new Date() })
          .where(and(eq(orderInvoices.orderId, orderId), isNull(orderInvoices.replacedAt)))
          .returning({ id: orderInvoices.id });
        const fileName = cleanName(file.fileName);
        await tx.insert(orderInvoices).values({
          orderId,
          storageKey: key,
          fileName,
          byteSize: file.data.length,
          sha256: createHash('sha256').update(file.data).digest('hex'),
          source: file.source,
          externalId: file.externalId ?? null,
          attachedByUserId: by.userId ?? null,
          attachedByEmail: by.email ?? null,
        });
        await recordEvent(tx, orderId, 'invoice_attached', by, {
          providerReference: file.externalId ?? null,
          note: replaced.length > 0 ? `${fileName} (replaces the previous invoice)` : fileName,
        });
        await this.ctx.mailer.enqueue(
          invoiceMail(order, replaced.length > 0, await orderMailFrame(tx, this.ctx.config.publicUrl)),
          tx,
        );
        return true;
      });
    } catch (error) {
      await this.store.remove(key);
      throw error;
    }
  }

  /**
   * Asks the issuer for the order's invoice and attaches it: called when an order ships. Does nothing when
   * the order has an invoice already or the issuer issues nothing (the manual one); an issuer's failure is
   * logged and never undoes the shipment. Answers whether an invoice was attached.
   */
  async issueFor(orderId: string, by: Actor): Promise<boolean> {
    try {
      if (await this.current(orderId)) return false;
      const order = await orderRow(this.ctx.db, orderId);
      const issued = await this.issuer.issue({ order, items: await itemsOf(this.ctx.db, orderId) });
      if (!issued) return false;
      return await this.attach(
        orderId,
        {
          data: issued.pdf,
          fileName: issued.fileName,
          source: this.issuer.source,
          externalId: issued.externalId,
        },
        by,
      );
    } catch (error) {
      this.ctx.log.warn({ err: error, orderId, issuer: this.issuer.source }, 'invoice not issued');
      return false;
    }
  }

  async current(orderId: string): Promise<InvoiceRow | null> {
    return (await currentInvoices(this.ctx.db, [orderId])).get(orderId) ?? null;
  }

  /** The current invoice's file, for a caller already allowed to read the order. */
  async download(orderId: string): Promise<{ body: Readable; fileName: string }> {
    const invoice = await this.current(orderId);
    if (!invoice) throw notFound(MESSAGES.invoiceNotFound);
    const body = await this.store.open(invoice.storageKey);
    if (!body) {
      this.ctx.log.error({ orderId, key: invoice.storageKey }, 'invoice file missing from the invoice store');
      throw new AppError(500, 'INTERNAL', MESSAGES.invoiceFileMissing);
    }
    const [order] = await this.ctx.db
      .select({ number: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, orderId));
    return { body, fileName: `fatura-${order?.number ?? 'siparis'}.pdf` };
  }

  private async byExternalId(orderId: string, source: string, externalId: string, db: DbOrTx = this.ctx.db) {
    const [row] = await db
      .select({ id: orderInvoices.id })
      .from(orderInvoices)
      .where(
        and(
          eq(orderInvoices.orderId, orderId),
          eq(orderInvoices.source, source),
          eq(orderInvoices.externalId, externalId),
        ),
      );
    return row;
  }
}

/** Each order's current invoice (the one not replaced), for the order views. */
export async function currentInvoices(db: DbOrTx, orderIds: string[]): Promise<Map<string, InvoiceRow>> {
  const byOrder = new Map<string, InvoiceRow>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderInvoices)
    .where(and(inArray(orderInvoices.orderId, orderIds), isNull(orderInvoices.replacedAt)))
    .orderBy(desc(orderInvoices.attachedAt));
  for (const row of rows) if (!byOrder.has(row.orderId)) byOrder.set(row.orderId, row);
  return byOrder;
}

export function invoiceView(row: InvoiceRow): OrderInvoice {
  return {
    fileName: row.fileName,
    byteSize: row.byteSize,
    source: row.source,
    externalId: row.externalId,
    attachedAt: row.attachedAt.toISOString(),
    attachedByEmail: row.attachedByEmail,
  };
}

/** How a shopper reached the order: the link's token (a guest) or their account (the order's id). */
export type ShopperAccess = { token: string } | { orderId: string };

export function shopperInvoiceUrl(access: ShopperAccess): string {
  const query = new URLSearchParams(
    'token' in access ? { token: access.token } : { orderId: access.orderId },
  );
  return `${API.Order.GetMyInvoice}?${query.toString()}`;
}

export const ownerInvoiceUrl = (orderId: string) => `${API.Order.GetInvoice}?orderId=${orderId}`;
