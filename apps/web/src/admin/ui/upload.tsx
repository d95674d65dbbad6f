import { Upload } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useAdminText } from '../i18n/use-admin-text.ts';
import { PartialUploadError } from '../lib/upload.ts';
import styles from './admin.module.css';

/** An upload's progress bar (0-1, null while unknown). */
export function ProgressBar({ value }: { value: number | null }) {
  const { t } = useAdminText();
  const percent = value == null ? null : Math.round(value * 100);
  return (
    <div className={styles.field}>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('common.uploadProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
      >
        <div className={styles.progressBar} style={{ width: `${percent ?? 100}%` }} />
      </div>
      <span className={styles.hint}>{t('common.uploading', { percent: percent ?? '…' })}</span>
    </div>
  );
}

export interface UploadFormProps {
  label: ReactNode;
  accept: string;
  multiple?: boolean;
  hint?: ReactNode;
  /** Extra inputs shown between the picker and the button (e.g. the cover image's gender). */
  children?: ReactNode;
  /** More conditions for the button besides a chosen file. */
  ready?: boolean;
  /** Called with the chosen files; the picker clears when it resolves. */
  onUpload: (files: File[], progress: (value: number | null) => void) => Promise<unknown>;
  buttonLabel?: string;
  testId?: string;
}

/**
 * A file picker, an upload button and a progress bar. With no file chosen the button does nothing
 * (docs/product/back-office.md §5) — it is disabled.
 */
export function UploadForm({
  label,
  accept,
  multiple,
  hint,
  children,
  ready = true,
  onUpload,
  buttonLabel,
  testId,
}: UploadFormProps) {
  const { t } = useAdminText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const busy = progress !== undefined;

  /** Leaves only these files chosen, in the state and in the picker itself (what it says it holds). */
  const keepChosen = (remaining: File[]) => {
    setFiles(remaining);
    if (!input.current) return;
    try {
      const chosen = new DataTransfer();
      for (const file of remaining) chosen.items.add(file);
      input.current.files = chosen.files;
    } catch {
      // A browser without a DataTransfer constructor: the picker shows the old choice; the state is right.
    }
  };

  const submit = async () => {
    if (!files.length || busy) return;
    setProgress(0);
    try {
      await onUpload(files, setProgress);
      setFiles([]);
      if (input.current) input.current.value = '';
    } catch (error) {
      // The caller reports the failure (toast); the files not stored stay chosen for another try.
      if (error instanceof PartialUploadError) keepChosen(error.remaining as File[]);
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <form
      className={styles.form}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={busy}
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        />
        {hint && <span className={styles.hint}>{hint}</span>}
      </div>
      {children}
      {busy && <ProgressBar value={progress} />}
      <div className={styles.formActions}>
        <button type="submit" className={styles.btnPrimary} disabled={!files.length || !ready || busy}>
          <Upload size={15} aria-hidden="true" />
          {buttonLabel ?? t('common.upload')}
        </button>
      </div>
    </form>
  );
}
