import { useRef, useState, type KeyboardEvent } from 'react';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import styles from '../../ui/admin.module.css';
import { AdminPage } from '../../ui/page.tsx';
import { CouponForm } from './coupon-form.tsx';
import { CouponList } from './coupon-list.tsx';

type Tab = 'list' | 'create';
const TABS: readonly Tab[] = ['list', 'create'];

/** docs/product/back-office.md §2 coupon: two tabs, the active coupons and the create form. */
export default function CouponPage() {
  const { t } = useAdminText();
  const [tab, setTab] = useState<Tab>('list');
  const refs = useRef<Record<Tab, HTMLButtonElement | null>>({ list: null, create: null });
  const label = (which: Tab) => (which === 'list' ? t('coupon.tabList') : t('coupon.tabCreate'));

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    refs.current[next]?.focus();
  };

  return (
    <AdminPage title={t('coupon.title')}>
      <div className={styles.tabs} role="tablist" aria-label={t('coupon.title')} onKeyDown={onKey}>
        {TABS.map((which) => (
          <button
            key={which}
            ref={(el) => {
              refs.current[which] = el;
            }}
            type="button"
            role="tab"
            id={`coupon-tab-${which}`}
            aria-selected={tab === which}
            aria-controls={`coupon-panel-${which}`}
            tabIndex={tab === which ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(which)}
          >
            {label(which)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`coupon-panel-${tab}`} aria-labelledby={`coupon-tab-${tab}`}>
        {tab === 'list' ? <CouponList /> : <CouponForm onCreated={() => setTab('list')} />}
      </div>
    </AdminPage>
  );
}
