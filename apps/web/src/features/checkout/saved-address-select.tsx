import { MapPin } from 'lucide-react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import type { Address } from '@kehribar/contracts/plain';
import { addressLines } from './checkout-draft.ts';
import { fromSaved } from './checkout-schema.ts';
import { SelectField } from '../../shared/ui/form/index.ts';
import styles from './checkout.module.css';

/** A customer's saved addresses with a 'new address' option (''), and the chosen one shown below. */
export function SavedAddressSelect({
  kind,
  addresses,
  value,
  onChange,
}: {
  kind: 'shipping' | 'billing';
  addresses: readonly Address[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation();
  const chosen = addresses.find((a) => a.id === value);
  const badge = (a: Address) =>
    a.isShipping ? t('checkout.address.shippingBadge') : t('checkout.address.billingBadge');
  return (
    <div className={styles.saved}>
      <SelectField
        label={kind === 'shipping' ? t('checkout.address.savedShipping') : t('checkout.address.savedBilling')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={`${kind}-address-select`}
      >
        {addresses.map((a) => {
          const [name, line, place] = addressLines(fromSaved(a));
          return (
            <option key={a.id} value={a.id}>
              {[name, line, place].filter(Boolean).join(' · ')} ({badge(a)})
            </option>
          );
        })}
        <option value="">{t('checkout.address.newAddress')}</option>
      </SelectField>
      {chosen && (
        <address className={styles.addressCard}>
          <MapPin size={16} strokeWidth={1.5} aria-hidden="true" />
          <span>
            {addressLines(fromSaved(chosen)).map((line) => (
              <span key={line} className={styles.addressLine}>
                {line}
              </span>
            ))}
          </span>
        </address>
      )}
    </div>
  );
}
