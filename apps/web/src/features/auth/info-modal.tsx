import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import styles from './info-modal.module.css';

export interface InfoModalAction {
  label: string;
  onClick: () => void;
}

export interface InfoModalProps {
  open: boolean;
  onClose: () => void;
  /** Default 'Bilgilendirme' / 'Information'. */
  title?: string;
  message: ReactNode;
  /** The first is the primary button. */
  actions: InfoModalAction[];
  closable?: boolean;
  icon?: ReactNode;
}

/** The success modals of docs/product/storefront.md §8 (registration, forgot password, resend, reset). */
export function InfoModal({ open, onClose, title, message, actions, closable = true, icon }: InfoModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title ?? t('auth.infoTitle')}
      closable={closable}
      size="sm"
    >
      <div className={styles.body} role="status">
        <span className={styles.mark} aria-hidden="true">
          {icon ?? <MailCheck size={22} strokeWidth={1.5} />}
        </span>
        <p className={styles.message}>{message}</p>
      </div>
      <div className={styles.actions}>
        {actions.map((action, index) => (
          <Button key={action.label} variant={index === 0 ? 'primary' : 'secondary'} onClick={action.onClick}>
            {action.label}
          </Button>
        ))}
      </div>
    </Modal>
  );
}
