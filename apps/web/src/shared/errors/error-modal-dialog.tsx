import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import type { ErrorModalEntry } from './error-store.ts';
import styles from './error-modal.module.css';

/**
 * The generic error modal (docs/product/storefront.md §8): title 'Hata', the message, and buttons to routes
 * (default Home to /; going to the current route reloads the page). Its own chunk: see error-modal.tsx.
 */
export function ErrorModal({
  error,
  onDismiss,
}: {
  error: ErrorModalEntry | undefined;
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  if (!error) return null;

  const buttons = error.buttons?.length ? error.buttons : [{ label: t('errors.home'), to: '/' }];
  const go = (to: string) => {
    onDismiss(error.id);
    if (to === location.pathname || to === `${location.pathname}${location.search}`) window.location.reload();
    else void navigate(to);
  };

  return (
    <Modal
      key={error.id}
      open
      onOpenChange={(open) => !open && onDismiss(error.id)}
      title={error.title ?? t('errors.title')}
      closable={error.closable}
      size="sm"
    >
      <div role="alert" className={styles.alert}>
        <span className={styles.mark} aria-hidden="true">
          <CircleAlert size={22} strokeWidth={1.5} />
        </span>
        <p className={styles.message}>{error.message}</p>
      </div>
      <div className={styles.actions}>
        {buttons.map((button, index) => (
          <Button
            key={button.to}
            variant={index === 0 ? 'primary' : 'secondary'}
            onClick={() => go(button.to)}
          >
            {button.label}
          </Button>
        ))}
      </div>
    </Modal>
  );
}
