import { Check } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import styles from './step-indicator.module.css';

/** Step 1 of 2 (delivery) or 2 of 2 (payment); the current step is highlighted (docs/product/storefront.md §4). */
export function StepIndicator({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation();
  const steps = [t('checkout.steps.shipping'), t('checkout.steps.payment')];
  return (
    <nav aria-label={t('checkout.steps.label')}>
      <ol className={styles.steps}>
        {steps.map((label, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'next';
          return (
            <li
              key={label}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.mark} aria-hidden="true">
                {state === 'done' ? <Check size={14} strokeWidth={2} /> : step}
              </span>
              <span className={styles.text}>
                <span className={styles.count}>{t('checkout.steps.stepOf', { step })}</span>
                <span className={styles.label}>{label}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
