import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { mayCall } from '@kehribar/contracts/plain';
import { downloadFile } from '../../shared/api/download.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { Modal } from '../../shared/ui/modal.tsx';
import { notify } from '../../shared/ui/toast.tsx';
import { serverMessage } from '../api/use-admin-mutation.ts';
import { useAdminText } from '../i18n/use-admin-text.ts';
import { todayInShop } from '../lib/format.ts';
import styles from './admin.module.css';
import { TextField } from './fields.tsx';

export interface ExportButtonProps {
  /** The export's path (ENDPOINTS.*.path): a CSV the API streams (docs/decisions/032-exports-and-invoices.md). */
  path: string;
  /** The file's name if the server gives none. */
  fileName: string;
  /** Ask for a from/to range of days first (the orders' export). */
  withRange?: boolean;
  testId?: string;
}

/**
 * "Dışa aktar / Export": downloads a back-office list as a CSV with the admin's token. With a range, a
 * small dialog asks for the days first (this month so far by default).
 */
export function ExportButton(props: ExportButtonProps) {
  // Exports are the Owner's unless the staff list names them (decision 030): Staff see no button.
  const { backOfficeRole } = useSession();
  return mayCall(backOfficeRole, props.path) ? <Export {...props} /> : null;
}

function Export({ path, fileName, withRange, testId }: ExportButtonProps) {
  const { t } = useAdminText();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(() => `${todayInShop().slice(0, 8)}01`);
  const [to, setTo] = useState(() => todayInShop());
  const download = useMutation({
    mutationFn: (query: Record<string, string>) => downloadFile(path, fileName, query),
    onSuccess: () => setOpen(false),
    onError: (error) => {
      if (withRange) return;
      notify.error(t('invoices.exportFailed', { message: serverMessage(error, t) ?? t('common.failed') }));
    },
  });
  const rangeProblem = from && to && from > to ? t('invoices.exportRangeInvalid') : null;
  const problem =
    rangeProblem ?? (download.error ? (serverMessage(download.error, t) ?? t('common.failed')) : null);

  return (
    <>
      <button
        type="button"
        className={styles.btn}
        data-testid={testId}
        disabled={download.isPending}
        title={t('invoices.exportTitle')}
        onClick={() => (withRange ? setOpen(true) : download.mutate({}))}
      >
        <Download size={15} aria-hidden="true" />
        {t('invoices.export')}
      </button>
      {withRange && (
        <Modal
          open={open}
          onOpenChange={(next) => !download.isPending && setOpen(next)}
          title={t('invoices.exportTitle')}
          size="sm"
        >
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!rangeProblem) download.mutate({ from, to });
            }}
          >
            <p className={styles.lead}>{t('invoices.exportHint')}</p>
            <div className={styles.inlineForm}>
              <TextField
                label={t('invoices.exportFrom')}
                type="date"
                value={from}
                max={to || undefined}
                onChange={(event) => setFrom(event.target.value)}
              />
              <TextField
                label={t('invoices.exportTo')}
                type="date"
                value={to}
                min={from || undefined}
                onChange={(event) => setTo(event.target.value)}
              />
            </div>
            {problem && (
              <p className={styles.error} role="alert">
                {problem}
              </p>
            )}
            <div className={styles.formActions} style={{ justifyContent: 'flex-end' }}>
              <button
                type="button"
                className={styles.btn}
                onClick={() => setOpen(false)}
                disabled={download.isPending}
              >
                {t('common.cancel')}
              </button>
              <button
                type="submit"
                className={styles.btnPrimary}
                disabled={download.isPending || Boolean(rangeProblem)}
                data-testid={testId && `${testId}-download`}
              >
                <Download size={15} aria-hidden="true" />
                {t('invoices.exportDownload')}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </>
  );
}
