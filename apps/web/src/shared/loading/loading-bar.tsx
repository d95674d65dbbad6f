import { useTranslation } from '../i18n/react.tsx';
import { useIsLoading } from './loading-store.ts';
import styles from './loading-bar.module.css';

/** The global loading indicator: a thin amber line along the top while requests or pages load. */
export function LoadingBar({ active = false }: { active?: boolean }) {
  const requests = useIsLoading();
  const { t } = useTranslation();
  const visible = requests || active;
  return (
    <div
      className={[styles.bar, visible && styles.visible].filter(Boolean).join(' ')}
      role="progressbar"
      aria-label={t('common.loading')}
      aria-hidden={!visible}
      aria-busy={visible}
    />
  );
}
