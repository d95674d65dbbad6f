import { ArrowRight, ShoppingBag } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import type { Basket } from '@kehribar/contracts/plain';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import type { CheckoutNavigationState } from '../../shared/navigation/checkout-state.ts';
import { ROUTES } from '../../shared/navigation/links.ts';
import { useBasket } from '../../shared/queries/basket.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Price } from '../../shared/ui/price.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { BasketLine } from './basket-line.tsx';
import { DrawerEmpty } from '../../shared/ui/drawer-empty.tsx';
import styles from './basket.module.css';

/** The basket's lines and totals, in the drawer or on /basket. `onLeave` closes the drawer. */
export function BasketContent({ layout, onLeave }: { layout: 'drawer' | 'page'; onLeave?: () => void }) {
  const { data: basket, isPending } = useBasket();
  if (isPending) return <BasketSkeleton />;
  if (!basket?.basketItems.length) return <EmptyBasket onLeave={onLeave} />;
  return (
    <div className={`${styles.content} ${styles[layout]}`}>
      <ul className={styles.lines}>
        {basket.basketItems.map((item) => (
          <BasketLine key={item.basketItemId} item={item} currency={basket.currency} onNavigate={onLeave} />
        ))}
      </ul>
      <BasketSummary basket={basket} onLeave={onLeave} />
    </div>
  );
}

function BasketSummary({ basket, onLeave }: { basket: Basket; onLeave?: () => void }) {
  const { t } = useTranslation();
  const { price } = useLocale();
  const navigate = useNavigate();
  const checkout = () => {
    const state: CheckoutNavigationState = {
      basket,
      formattedTotal: price(basket.totalAmount, basket.currency),
    };
    onLeave?.();
    void navigate(ROUTES.checkout, { state });
  };
  return (
    <div className={styles.summary}>
      <dl className={styles.totals}>
        <div>
          <dt>{t('basket.subtotal')}</dt>
          <dd>
            <Price amount={basket.totalAmount} currency={basket.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('basket.shipping')}</dt>
          <dd className={styles.free}>{t('basket.free')}</dd>
        </div>
        <div className={styles.grand}>
          <dt>{t('basket.total')}</dt>
          <dd data-testid="basket-total">
            <Price amount={basket.totalAmount} currency={basket.currency} />
          </dd>
        </div>
      </dl>
      <Button block onClick={checkout}>
        {t('basket.checkout')}
        <ArrowRight size={16} strokeWidth={1.6} aria-hidden="true" />
      </Button>
      <Link to={ROUTES.products} className={styles.continue} onClick={onLeave}>
        {t('basket.continueShopping')}
      </Link>
    </div>
  );
}

function EmptyBasket({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation();
  return (
    <DrawerEmpty
      icon={<ShoppingBag size={28} strokeWidth={1.2} />}
      title={t('basket.empty')}
      lead={t('basket.emptyLead')}
    >
      <Link to={ROUTES.products} className={buttonClass()} onClick={onLeave}>
        {t('basket.continueShopping')}
      </Link>
    </DrawerEmpty>
  );
}

function BasketSkeleton() {
  return (
    <div className={styles.content} aria-busy="true">
      {[0, 1].map((i) => (
        <div key={i} className={styles.skeletonLine}>
          <Skeleton width={84} height={84} />
          <div>
            <Skeleton text width="80%" />
            <Skeleton text width="40%" />
          </div>
        </div>
      ))}
    </div>
  );
}
