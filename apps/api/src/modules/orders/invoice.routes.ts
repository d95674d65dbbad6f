import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  API,
  INVOICE_MAX_BYTES,
  exportOrdersQuerySchema,
  invoiceQuerySchema,
  myInvoiceQuerySchema,
  routes,
  uuid,
} from '@kehribar/contracts';
import type { AppContext } from '../../context.ts';
import { principalOf } from '../../platform/auth.ts';
import { csvDay, sendCsv } from '../../platform/csv.ts';
import { ok, route, router } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/language.ts';
import { rateLimit } from '../../platform/rate-limit.ts';
import { parseFields, readMultipart, requireOneFile } from '../admin/index.ts';
import type { Actor } from './order-events.ts';
import { orderExport, orderExportFileName } from './order-export.ts';
import type { InvoiceService } from './invoices.service.ts';
import type { OrderService } from './orders.service.ts';

/**
 * The back office's order export and the invoices of orders (docs/decisions/032-exports-and-invoices.md).
 * The CSV and the PDFs are not { data } answers: they are declared on the router directly (routes.ts lists
 * them as unwrapped), with their query schemas from the contracts.
 */
export function registerInvoiceRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  orders: OrderService,
  invoices: InvoiceService,
  ownerOf: (req: Parameters<typeof principalOf>[0]) => Actor,
): void {
  const tags = ['Order'];
  const r = router(app);

  r.get(
    API.Order.ExportOrders,
    {
      schema: {
        tags,
        description:
          'Orders placed between `from` and `to` (days in Türkiye time, both included) as a CSV file, one row per order line.',
        querystring: exportOrdersQuerySchema,
      },
      // A bulk copy of customers' personal data: recorded in the audit log like a write (decision 030).
      config: { auth: 'admin', audit: true },
    },
    async (req, reply) =>
      sendCsv(
        reply,
        orderExportFileName(req.query, csvDay()),
        orderExport(ctx.db, req.query, requestLanguage(req)),
      ),
  );

  route(app, routes.Order.UploadInvoice, { tags, config: { auth: 'admin' } }, async (req) => {
    const form = await readMultipart(req, {
      fileFields: ['file'],
      maxFileBytes: INVOICE_MAX_BYTES,
      maxFiles: 1,
    });
    const { orderId } = parseFields(z.object({ orderId: uuid }), form.fields);
    const file = requireOneFile(form, 'file');
    await invoices.attach(
      orderId,
      { data: file.data, fileName: file.fileName, source: 'manual' },
      ownerOf(req),
    );
    return ok(await orders.byId(orderId));
  });

  r.get(
    API.Order.GetInvoice,
    {
      schema: {
        tags,
        description: "The order's invoice PDF, for the back office.",
        querystring: invoiceQuerySchema,
      },
      config: { auth: 'admin' },
    },
    async (req, reply) => sendPdf(reply, await invoices.download(req.query.orderId)),
  );

  r.get(
    API.Order.GetMyInvoice,
    {
      schema: {
        tags,
        description:
          "The order's invoice PDF, for its shopper: a customer names their order by id, a guest by the confirmation link's token.",
        querystring: myInvoiceQuerySchema,
      },
      config: { auth: 'session', ...rateLimit(ctx, 60, '10 minutes') },
    },
    async (req, reply) => {
      const p = principalOf(req);
      const ref = req.query.token ? { token: req.query.token } : { orderId: req.query.orderId! };
      const orderId = await orders.shopperOrderId(ref, { customerId: p.isCustomer ? p.sub : null });
      return sendPdf(reply, await invoices.download(orderId));
    },
  );
}

function sendPdf(reply: FastifyReply, file: { body: NodeJS.ReadableStream; fileName: string }) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .type('application/pdf')
    .send(file.body);
}
