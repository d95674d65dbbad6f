import { forwardRef, useCallback, type SelectHTMLAttributes } from 'react';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import type { GenderScope } from '../../lib/size-mode.ts';
import { SelectField } from '../../ui/fields.tsx';

const SCOPES: readonly GenderScope[] = ['both', 'man', 'woman'];
const KEY = { both: 'common.scopeBoth', man: 'common.scopeMan', woman: 'common.scopeWoman' } as const;

export function useScopeLabel() {
  const { t } = useAdminText();
  return useCallback((scope: GenderScope) => t(KEY[scope]), [t]);
}

/** The gender scope of a category or collection: both, men only or women only. */
export const ScopeField = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function ScopeField(props, ref) {
    const { t } = useAdminText();
    return (
      <SelectField ref={ref} label={t('common.genderScope')} {...props}>
        {SCOPES.map((scope) => (
          <option key={scope} value={scope}>
            {t(KEY[scope])}
          </option>
        ))}
      </SelectField>
    );
  },
);
