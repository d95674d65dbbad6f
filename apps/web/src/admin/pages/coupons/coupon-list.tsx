import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { type Coupon, DISCOUNT_TYPE, ENDPOINTS, formatMoney } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { COUPON_STATUSES, couponStatus, isFinished, type CouponStatus } from '../../lib/coupon-status.ts';
import { formatDayDotted } from '../../lib/format.ts';
import { formatPercent } from '../../lib/percent.ts';
import styles from '../../ui/admin.module.css';
import { useConfirmDelete } from '../../ui/confirm.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { CheckField } from '../../ui/fields.tsx';
import { EmptyState, QueryView } from '../../ui/states.tsx';
import { CouponStatusBadge } from './coupon-status.tsx';

/**
 * The active coupons tab (docs/product/back-office.md §2): code, Oran/Miktar, value, minimums, valid products and
 * collections, single use (Evet/Hayır), total usage, dates dd.MM.yyyy, delete; empty values 'Yok'.
 * Failures go to the shared 'Hata' modal (§8).
 *
 * Each coupon carries its standing (Aktif, Başlamadı, Süresi doldu, Tükendi). The tab shows running
 * and coming coupons; ended and used-up ones are a tick away ('Sona erenleri de göster (n)'), since a
 * code cannot be used again while its old coupon exists and the owner deletes them from here.
 */
export function CouponList() {
  const { t, language } = useAdminText();
  const coupons = useQuery({ ...adminReads.coupons(), meta: { errorModal: true } });
  const [showFinished, setShowFinished] = useState(false);
  const statuses = useMemo(
    () => new Map((coupons.data ?? []).map((c) => [c.id, couponStatus(c)])),
    [coupons.data],
  );
  const statusOf = useCallback(
    (c: Coupon): CouponStatus => statuses.get(c.id) ?? couponStatus(c),
    [statuses],
  );
  const confirmDelete = useConfirmDelete();
  const remove = useAdminMutation<Coupon>({
    mutationFn: (coupon) => api.call(ENDPOINTS.Coupon.DeleteCoupon, { query: { code: coupon.couponCode } }),
    success: 'msg.couponDeleted',
    errorDisplay: 'modal',
  });
  const removeNow = remove.mutate;

  const columns = useMemo<Column<Coupon>[]>(() => {
    const none = t('common.none');
    const list = (items: string[]) => (items.length ? items.join(', ') : none);
    const isRate = (c: Coupon) => c.discountType === DISCOUNT_TYPE.Rate;
    return [
      {
        key: 'code',
        header: t('coupon.code'),
        value: (c) => c.couponCode,
        render: (c) => <span className={styles.mono}>{c.couponCode}</span>,
        sortable: true,
        filterable: true,
      },
      {
        key: 'status',
        header: t('coupon.status'),
        value: (c) => COUPON_STATUSES.indexOf(statusOf(c)),
        render: (c) => <CouponStatusBadge status={statusOf(c)} />,
        sortable: true,
      },
      {
        key: 'type',
        header: t('coupon.type'),
        value: (c) => (isRate(c) ? t('coupon.type.rate') : t('coupon.type.amount')),
        sortable: true,
        filterable: true,
      },
      {
        key: 'value',
        header: t('coupon.value'),
        value: (c) => c.discountValue,
        render: (c) =>
          isRate(c)
            ? formatPercent(c.discountValue, language)
            : formatMoney(c.discountValue, 'TRY', language),
        sortable: true,
        numeric: true,
      },
      {
        key: 'minAmount',
        header: t('coupon.minAmount'),
        value: (c) => c.minPurchaseAmount,
        render: (c) =>
          c.minPurchaseAmount == null ? none : formatMoney(c.minPurchaseAmount, 'TRY', language),
        sortable: true,
        numeric: true,
      },
      {
        key: 'minQuantity',
        header: t('coupon.minQuantity'),
        value: (c) => c.minPurchaseQuantity,
        render: (c) => c.minPurchaseQuantity ?? none,
        sortable: true,
        numeric: true,
      },
      {
        key: 'products',
        header: t('coupon.validProducts'),
        value: (c) => list(c.validProducts),
        filterable: true,
      },
      {
        key: 'collections',
        header: t('coupon.validCollections'),
        value: (c) => list(c.validCollections),
        filterable: true,
      },
      {
        key: 'singleUse',
        header: t('coupon.singleUseShort'),
        value: (c) => (c.isSingleUsePerCustomer ? t('common.yes') : t('common.no')),
        sortable: true,
      },
      {
        key: 'total',
        header: t('coupon.totalUsages'),
        value: (c) => c.totalUsages,
        render: (c) => (
          <span title={t('coupon.used', { used: c.usedCount })}>
            {c.totalUsages ?? none}{' '}
            <span className={styles.muted}>({t('coupon.used', { used: c.usedCount })})</span>
          </span>
        ),
        sortable: true,
        numeric: true,
      },
      {
        key: 'start',
        header: t('coupon.startDate'),
        value: (c) => c.startDate,
        render: (c) => formatDayDotted(c.startDate) || none,
        sortable: true,
        className: styles.nowrap,
      },
      {
        key: 'end',
        header: t('coupon.endDate'),
        value: (c) => c.endDate,
        render: (c) => formatDayDotted(c.endDate) || none,
        sortable: true,
        className: styles.nowrap,
      },
      {
        key: 'actions',
        header: t('common.actions'),
        pinEnd: true,
        render: (c) => (
          <div className={styles.rowActions}>
            <button
              type="button"
              className={styles.btnDanger}
              aria-label={`${t('common.delete')}: ${c.couponCode}`}
              onClick={async () => {
                if (await confirmDelete(c.couponCode)) removeNow(c);
              }}
            >
              <Trash2 size={14} aria-hidden="true" />
              {t('common.delete')}
            </button>
          </div>
        ),
      },
    ];
  }, [t, language, confirmDelete, removeNow, statusOf]);

  return (
    <QueryView query={coupons}>
      {(list) => {
        if (!list.length) return <EmptyState>{t('coupon.emptyNone')}</EmptyState>;
        const finished = list.filter((c) => isFinished(statusOf(c))).length;
        const rows = showFinished ? list : list.filter((c) => !isFinished(statusOf(c)));
        const toggle = (
          <CheckField
            label={t('coupon.showFinished', { count: finished })}
            checked={showFinished}
            disabled={finished === 0 && !showFinished}
            onChange={(event) => setShowFinished(event.target.checked)}
            data-testid="coupons-show-finished"
          />
        );
        if (!rows.length) {
          return (
            <div className={styles.section}>
              <div className={styles.tableTools}>
                <span />
                {toggle}
              </div>
              <EmptyState>{t('coupon.emptyCurrent', { count: finished })}</EmptyState>
            </div>
          );
        }
        return (
          <DataTable
            label={t('coupon.tabList')}
            rows={rows}
            columns={columns}
            rowKey={(c) => c.id}
            rowClassName={(c) => (isFinished(statusOf(c)) ? styles.rowMuted : undefined)}
            tools={toggle}
            dense
            testId="coupons-table"
          />
        );
      }}
    </QueryView>
  );
}
