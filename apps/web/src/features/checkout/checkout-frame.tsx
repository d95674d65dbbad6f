import { Lock, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/navigation/links.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { StepIndicator } from './step-indicator.tsx';
import styles from './checkout.module.css';

/** The two steps' common frame: step indicator, title and lead, then the content. */
export function CheckoutFrame({
  step,
  title,
  lead,
  children,
}: {
  step: 1 | 2;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <StepIndicator current={step} />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>
          {step === 2 && <Lock size={14} strokeWidth={1.6} aria-hidden="true" />}
          {lead}
        </p>
      </header>
      {children}
    </div>
  );
}

export function EmptyCheckout() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} data-testid="checkout-empty">
      <span className={styles.emptyMark} aria-hidden="true">
        <ShoppingBag size={28} strokeWidth={1.2} />
      </span>
      <h2 className={styles.emptyTitle}>{t('checkout.emptyTitle')}</h2>
      <p className={styles.emptyLead}>{t('checkout.emptyLead')}</p>
      <Link to={ROUTES.products} className={buttonClass()}>
        {t('checkout.continueShopping')}
      </Link>
    </div>
  );
}

export function CheckoutSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <div className={styles.main}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.section}>
            <Skeleton text width="40%" />
            <Skeleton height={50} />
            <Skeleton height={50} />
          </div>
        ))}
      </div>
      <aside className={styles.aside}>
        <Skeleton height={320} />
      </aside>
    </div>
  );
}
