import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { parseSizeOptions, type SizeRule } from '@kehribar/contracts/plain';
import styles from './purchase-panel.module.css';

export type SizeMode = 'custom' | 'options' | 'standard';

export function sizeModeOf(rule: SizeRule): SizeMode {
  if (rule.isCustomSizeInput) return 'custom';
  return parseSizeOptions(rule.sizeOptions).length > 0 ? 'options' : 'standard';
}

/** What the hint under a disabled "add to cart" asks for: a size, or the shopper's own measure. */
export function sizeHintKey(rule: SizeRule) {
  return sizeModeOf(rule) === 'custom' ? 'productDetail.sizeHintCustom' : 'productDetail.sizeHint';
}

/**
 * docs/product/storefront.md §5: free text for custom-size categories, a choice from the category's size options;
 * nothing for a product without sizes (its lines are stored as 'Standart', which says nothing to a shopper).
 */
export function SizeField({
  rule,
  value,
  onChange,
  describedBy,
}: {
  rule: SizeRule;
  value: string;
  onChange: (size: string) => void;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const mode = sizeModeOf(rule);

  if (mode === 'standard') return null;

  return (
    <div className={styles.field}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {mode === 'custom' ? t('productDetail.size.customLabel') : t('productDetail.size.label')}
      </label>
      {mode === 'custom' ? (
        <input
          id={id}
          data-size-field
          className={styles.input}
          value={value}
          maxLength={40}
          placeholder={t('productDetail.size.customPlaceholder')}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          autoComplete="off"
        />
      ) : (
        <div className={styles.selectWrap}>
          <select
            id={id}
            data-size-field
            className={styles.input}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={describedBy}
          >
            <option value="">{t('productDetail.size.choose')}</option>
            {parseSizeOptions(rule.sizeOptions).map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
          <ChevronDown size={16} strokeWidth={1.5} aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
