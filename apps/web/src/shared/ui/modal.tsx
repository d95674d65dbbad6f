import { lazy, Suspense, useState, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Hides the title visually (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  description?: ReactNode;
  /** The close cross; without it Escape and backdrop clicks do not dismiss either. */
  closable?: boolean;
  placement?: 'center' | 'left' | 'right' | 'top';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  bodyClassName?: string;
  /** The body is text only (no control inside): it takes focus so the keyboard can scroll it. */
  scrollableText?: boolean;
  children: ReactNode;
}

const load = () => import('./modal-dialog.tsx');
const ModalDialog = lazy(load);

/** Fetches the dialog code ahead of the first open (called when the browser is idle). */
export const preloadModal = (): void => void load();

/**
 * The one dialog of the app: an accessible Radix dialog (see modal-dialog.tsx) whose code loads on
 * first use, so the first page load does not carry it. Nothing renders until it is first opened.
 */
export function Modal(props: ModalProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  // What had the focus as the dialog opened, read before anything inside (an autoFocus field) takes it;
  // the dialog gives the focus back to it when it closes.
  const [opener, setOpener] = useState<Element | null>(() => (props.open ? document.activeElement : null));
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpener(document.activeElement);
  }
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} opener={opener} />
    </Suspense>
  );
}
