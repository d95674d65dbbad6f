import { useTranslation } from '../../shared/i18n/react.tsx';
import { Navigate, useLocation } from 'react-router';
import { ROUTES } from '../../shared/navigation/links.ts';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { useBasket } from '../../shared/queries/basket.ts';
import { useSession } from '../../shared/session/session.ts';
import { useUserInfo } from './api.ts';
import { draftFromState } from './checkout-draft.ts';
import { CheckoutFrame, CheckoutSkeleton, EmptyCheckout } from './checkout-frame.tsx';
import { PaymentForm } from './payment-form.tsx';

/** /payment: step 2 of 2 (docs/product/storefront.md §2 'Payment step'). Without the shipping step's data, back to it. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const basket = useBasket();
  const user = useUserInfo();
  useDocumentTitle(t('checkout.paymentDocumentTitle'));
  const draft = draftFromState(location.state);
  if (!draft) return <Navigate to={ROUTES.checkout} replace />;

  let body;
  if (basket.isPending || (isLoggedIn && user.isPending)) body = <CheckoutSkeleton />;
  else if (!basket.data?.basketItems.length) body = <EmptyCheckout />;
  else
    body = <PaymentForm basket={basket.data} draft={draft} user={isLoggedIn ? (user.data ?? null) : null} />;

  return (
    <CheckoutFrame step={2} title={t('checkout.paymentTitle')} lead={t('checkout.paymentLead')}>
      {body}
    </CheckoutFrame>
  );
}
