import { useMutation } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { ENDPOINTS, INVOICE_MAX_BYTES, type AdminOrder } from '@kehribar/contracts/plain';
import { downloadFile } from '../../../shared/api/download.ts';
import { notify } from '../../../shared/ui/toast.tsx';
import { serverMessage, useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { formatDateTime } from '../../lib/format.ts';
import { formOf, uploadForm } from '../../lib/upload.ts';
import styles from '../../ui/admin.module.css';
import { Section } from '../../ui/page.tsx';
import { UploadForm } from '../../ui/upload.tsx';

const MB = Math.round(INVOICE_MAX_BYTES / (1024 * 1024));

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The order's invoice (docs/decisions/032-exports-and-invoices.md): the PDF attached now, with who and
 * when, a download, and an upload that attaches or replaces it. Shown once the order was paid.
 */
export function InvoiceSection({ order }: { order: AdminOrder }) {
  const { t } = useAdminText();
  const [problem, setProblem] = useState<string | null>(null);
  const invoice = order.invoice;
  const upload = useAdminMutation<{ file: File; progress: (v: number | null) => void }, AdminOrder>({
    mutationFn: ({ file, progress }) =>
      uploadForm(ENDPOINTS.Order.UploadInvoice, formOf({ orderId: order.id }, { file: [file] }), {
        onProgress: progress,
      }),
    success: invoice ? 'invoices.replaced' : 'invoices.uploaded',
    failure: (error) => t('invoices.failed', { message: serverMessage(error, t) ?? t('common.failed') }),
  });
  const download = useMutation({
    mutationFn: () => downloadFile(order.invoiceUrl!, `fatura-${order.orderNumber}.pdf`),
    onError: (error) => notify.error(serverMessage(error, t) ?? t('common.failed')),
  });

  if (!order.completedAt) return null;
  return (
    <Section title={t('invoices.title')}>
      <div className={styles.panel} data-testid="order-invoice">
        {invoice ? (
          <div
            className={styles.inlineForm}
            style={{ alignItems: 'center', justifyContent: 'space-between' }}
          >
            <p style={{ margin: 0, display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
              <FileText size={18} aria-hidden="true" />
              <span>
                <strong data-testid="order-invoice-name">{invoice.fileName}</strong>
                <span className={styles.hint} style={{ display: 'block' }}>
                  {[
                    size(invoice.byteSize),
                    formatDateTime(invoice.attachedAt),
                    invoice.attachedByEmail ? t('invoices.by', { email: invoice.attachedByEmail }) : null,
                    invoice.source === 'manual' ? t('invoices.source.manual') : invoice.source,
                    invoice.externalId,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </p>
            <button
              type="button"
              className={styles.btn}
              onClick={() => download.mutate()}
              disabled={download.isPending}
              data-testid="order-invoice-download"
            >
              <Download size={15} aria-hidden="true" />
              {t('invoices.download')}
            </button>
          </div>
        ) : (
          <p className={styles.hint}>{t('invoices.none')}</p>
        )}
        <UploadForm
          label={t('invoices.choose')}
          accept="application/pdf,.pdf"
          hint={t('invoices.hint', { mb: MB })}
          buttonLabel={invoice ? t('invoices.replace') : t('invoices.upload')}
          testId="order-invoice-upload"
          onUpload={(files, progress) => {
            const file = files[0]!;
            // The server checks the file's first bytes; these catch the obvious mistakes before sending.
            const refusal =
              file.size > INVOICE_MAX_BYTES
                ? t('invoices.tooLarge', { mb: MB })
                : !/\.pdf$/i.test(file.name) && file.type !== 'application/pdf'
                  ? t('invoices.notPdf')
                  : null;
            setProblem(refusal);
            if (refusal) return Promise.reject(new Error(refusal));
            return upload.mutateAsync({ file, progress });
          }}
        />
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
      </div>
    </Section>
  );
}
