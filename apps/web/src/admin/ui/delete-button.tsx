import { Trash2 } from 'lucide-react';
import { useAdminText } from '../i18n/use-admin-text.ts';
import styles from './admin.module.css';

export interface DeleteButtonProps {
  /** Asks first (docs/product/back-office.md §5: every delete asks); true goes on to `onDelete`. */
  confirm: () => Promise<boolean>;
  onDelete: () => void;
  busy?: boolean;
  /** What is deleted, for a screen reader when the button shows only its icon. */
  name?: string;
  iconOnly?: boolean;
}

/** The back office's delete button: the danger style, the bin, the question, then the delete. */
export function DeleteButton({ confirm, onDelete, busy, name, iconOnly }: DeleteButtonProps) {
  const { t } = useAdminText();
  const label = t('common.delete');
  return (
    <button
      type="button"
      className={iconOnly ? `${styles.btnDanger} ${styles.iconOnly}` : styles.btnDanger}
      disabled={busy}
      title={iconOnly ? label : undefined}
      aria-label={iconOnly && name ? `${label}: ${name}` : undefined}
      onClick={async () => {
        if (await confirm()) onDelete();
      }}
    >
      <Trash2 size={14} aria-hidden="true" />
      {!iconOnly && label}
    </button>
  );
}
