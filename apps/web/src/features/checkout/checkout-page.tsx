import { useTranslation } from '../../shared/i18n/react.tsx';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { useBasket } from '../../shared/queries/basket.ts';
import { useSession } from '../../shared/session/session.ts';
import { useUserInfo } from './api.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { CheckoutFrame, CheckoutSkeleton, EmptyCheckout } from './checkout-frame.tsx';
import { initialValues } from './initial-values.ts';

/** /checkout: step 1 of 2, contact and addresses (docs/product/storefront.md §2 'Checkout (shipping step)'). */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const basket = useBasket();
  const user = useUserInfo();
  useDocumentTitle(t('checkout.documentTitle'));

  const waitingForUser = isLoggedIn && user.isPending;
  let body;
  if (basket.isPending || waitingForUser) body = <CheckoutSkeleton />;
  else if (!basket.data?.basketItems.length) body = <EmptyCheckout />;
  else {
    const saved = user.data?.addresses ?? [];
    body = (
      <CheckoutForm
        basket={basket.data}
        user={isLoggedIn ? (user.data ?? null) : null}
        saved={saved}
        defaults={initialValues({
          state: location.state,
          user: isLoggedIn ? (user.data ?? null) : null,
          defaultCountry: t('checkout.address.defaultCountry'),
        })}
      />
    );
  }

  return (
    <CheckoutFrame step={1} title={t('checkout.title')} lead={t('checkout.lead')}>
      {body}
    </CheckoutFrame>
  );
}
