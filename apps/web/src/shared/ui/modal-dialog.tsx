import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from '../i18n/react.tsx';
import type { ModalProps } from './modal.tsx';
import styles from './modal.module.css';

/**
 * The Radix dialog behind <Modal> (focus trap, aria, scroll lock), in its own chunk. Dismissed by the
 * cross, Escape or a backdrop click (docs/product/storefront.md §4), unless `closable` is false.
 */
export default function ModalDialog({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  closable = true,
  placement = 'center',
  size = 'md',
  className,
  bodyClassName,
  scrollableText,
  children,
  opener,
}: ModalProps & { opener: Element | null }) {
  const { t } = useTranslation();
  const block = (event: Event) => {
    if (!closable) event.preventDefault();
  };
  const contentClass = [styles.content, styles[placement], placement === 'center' && styles[size], className]
    .filter(Boolean)
    .join(' ');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={contentClass}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          // The shop opens its dialogs from a store, not a Radix trigger, so Radix has nothing to focus on
          // close: the focus goes back to what had it when the dialog opened (see modal.tsx).
          onCloseAutoFocus={(event) => {
            if (!(opener instanceof HTMLElement) || !opener.isConnected || opener === document.body) return;
            event.preventDefault();
            opener.focus({ preventScroll: true });
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div className={styles.titles}>
              <Dialog.Title className={hideTitle ? 'visually-hidden' : styles.title}>{title}</Dialog.Title>
              {description && (
                <Dialog.Description className={styles.description}>{description}</Dialog.Description>
              )}
            </div>
            {closable && (
              <Dialog.Close className={styles.close} aria-label={t('common.close')}>
                <X size={20} strokeWidth={1.5} aria-hidden="true" />
              </Dialog.Close>
            )}
          </div>
          <div
            className={[styles.body, bodyClassName].filter(Boolean).join(' ')}
            tabIndex={scrollableText ? 0 : undefined}
          >
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
