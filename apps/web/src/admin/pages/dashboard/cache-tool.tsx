import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { CACHE_KEYS, type CacheClearResponse, ENDPOINTS } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText, type AdminTextKey } from '../../i18n/use-admin-text.ts';
import styles from '../../ui/admin.module.css';
import { Section } from '../../ui/page.tsx';

const KEYS = Object.values(CACHE_KEYS);

/**
 * Clears a server cache entry by the typed key (Products/CacheClear), with the real key names as
 * clickable hints (docs/product/back-office.md §2 dashboard).
 */
export function CacheTool() {
  const { t } = useAdminText();
  const [key, setKey] = useState('');
  const clear = useAdminMutation<string, CacheClearResponse>({
    mutationFn: (cacheSetting) => api.call(ENDPOINTS.Products.CacheClear, { query: { cacheSetting } }),
    success: (data) => t('msg.cacheCleared', { keys: data.cleared.join(', ') }),
    failure: 'msg.cacheFailed',
  });
  return (
    <Section title={t('dashboard.cacheTitle')}>
      <form
        className={styles.panel}
        onSubmit={(event) => {
          event.preventDefault();
          if (key.trim()) clear.mutate(key.trim());
        }}
      >
        <p className={styles.lead}>{t('dashboard.cacheLead')}</p>
        <div className={styles.inlineForm}>
          <div className={styles.field} style={{ flex: '1 1 240px' }}>
            <label className={styles.label} htmlFor="cache-key">
              {t('dashboard.cacheKey')}
            </label>
            <input
              id="cache-key"
              className={styles.input}
              value={key}
              onChange={(event) => setKey(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              list="cache-keys"
            />
            <datalist id="cache-keys">
              {KEYS.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </div>
          <button type="submit" className={styles.btnPrimary} disabled={!key.trim() || clear.isPending}>
            <RefreshCw size={15} aria-hidden="true" />
            {t('dashboard.cacheButton')}
          </button>
        </div>
        <div className={styles.field}>
          <span className={styles.label}>{t('dashboard.cacheHints')}</span>
          <div className={styles.chips}>
            {KEYS.map((name) => (
              <button key={name} type="button" className={styles.chip} onClick={() => setKey(name)}>
                <code className={styles.mono}>{name}</code>
                <span className={styles.muted}>{t(`dashboard.key.${name}` as AdminTextKey)}</span>
              </button>
            ))}
          </div>
        </div>
      </form>
    </Section>
  );
}
