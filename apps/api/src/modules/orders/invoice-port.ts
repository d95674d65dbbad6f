import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { INVOICES_PREFIX, type ObjectStorage } from '../../platform/storage/index.ts';
import type { OrderItemRow, OrderRow } from './order.repository.ts';

/**
 * The port through which an invoice reaches an order (docs/decisions/032-exports-and-invoices.md). Today
 * the owner issues the invoice at their e-Arşiv provider and uploads its PDF (the manual issuer issues
 * nothing); an integrator's issuer, put in its place, issues the invoice itself when an order ships, and
 * its PDF is attached through the same step as an upload.
 */

/** What an issuer is given: the order as it was sold, with its lines. */
export interface InvoiceOrder {
  order: OrderRow;
  items: OrderItemRow[];
}

/** An invoice the issuer made: its PDF and the provider's reference (invoice number or ETTN). */
export interface IssuedInvoice {
  externalId: string;
  pdf: Buffer;
  fileName: string;
}

export interface InvoiceIssuer {
  /** Recorded with each invoice it issues ('manual' is the back office's upload). */
  readonly source: string;
  /**
   * Issues the order's invoice, or answers null when this issuer does not issue by itself. Called at most
   * once per order at a time, and never again once the order has an invoice; an issuer must still answer
   * the same externalId for the same order if asked again (after a crash between issuing and attaching),
   * because the attach step ignores an externalId it already holds. A throw leaves the order without an
   * invoice: it is logged, the order's change (the shipment) goes on, and the owner can upload one.
   */
  issue(input: InvoiceOrder): Promise<IssuedInvoice | null>;
}

/** The issuer of a shop without an e-Arşiv integration: the owner uploads each invoice. */
export const MANUAL_ISSUER: InvoiceIssuer = { source: 'manual', issue: async () => null };

/** Where invoice files are kept: private, read only through the authorised download. */
export interface InvoiceStore {
  /** Keeps the file; answers the key it is kept under. */
  put(data: Buffer): Promise<string>;
  /** The file, or null when it is gone. */
  open(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}\.pdf$/;

/**
 * The invoices in the shop's storage, under its private prefix (private/invoices/): on the local disk that
 * is DATA_DIR/invoices, beside (not inside) the public uploads and readable by the shop's own user only;
 * in S3 a prefix the /uploads/ route can never reach (docs/decisions/039-object-storage.md).
 */
export class StoredInvoices implements InvoiceStore {
  constructor(private readonly storage: ObjectStorage) {}

  async put(data: Buffer): Promise<string> {
    const key = `${randomUUID()}.pdf`;
    await this.storage.put(`${INVOICES_PREFIX}${key}`, data, 'application/pdf');
    return key;
  }

  async open(key: string): Promise<Readable | null> {
    return KEY.test(key) ? this.storage.get(`${INVOICES_PREFIX}${key}`) : null;
  }

  async remove(key: string): Promise<void> {
    if (KEY.test(key)) await this.storage.delete(`${INVOICES_PREFIX}${key}`);
  }
}

/** A PDF starts with '%PDF-' (ISO 32000-1 §7.5.2), whatever its name or declared type says. */
export const isPdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';
