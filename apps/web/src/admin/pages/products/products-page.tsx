import { useQuery } from '@tanstack/react-query';
import { Images, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  DEFAULT_SORTS,
  ENDPOINTS,
  formatMoney,
  PRODUCT_SORT_COLUMNS,
  type Product,
} from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { adminPath } from '../../layout/menu.ts';
import styles from '../../ui/admin.module.css';
import type { ListSpec } from '../../lib/list-state.ts';
import { useConfirmDelete } from '../../ui/confirm.tsx';
import { AdminPage } from '../../ui/page.tsx';
import { PhotoOverlay } from '../../ui/photo-manager.tsx';
import { ServerTable, type ServerColumn } from '../../ui/server-table.tsx';
import { useServerList } from '../../ui/use-server-list.ts';
import { StockField } from './stock-field.tsx';
import { stockWaitCountsQuery } from './stock-waiters-panel.tsx';

const PRODUCTS_LIST: ListSpec = { sortColumns: PRODUCT_SORT_COLUMNS, defaultSort: DEFAULT_SORTS.products };

/**
 * docs/product/back-office.md §2 products: a table paged, sorted and searched (names, code) on the server,
 * newest first; the stock is edited in its cell; add; row → edit; photos; delete.
 */
export default function ProductsPage() {
  const { t, language } = useAdminText();
  const navigate = useNavigate();
  const list = useServerList(PRODUCTS_LIST, adminReads.productsPage);
  const waitCounts = useQuery(stockWaitCountsQuery());
  const [photos, setPhotos] = useState<Product | null>(null);
  const confirmDelete = useConfirmDelete();
  const remove = useAdminMutation<Product>({
    mutationFn: (product) => api.call(ENDPOINTS.Products.DeleteProduct, { body: { id: product.id } }),
    success: 'msg.productDeleted',
    failure: 'msg.deleteFailed',
  });

  const columns = useMemo<ServerColumn<Product>[]>(() => {
    const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
    return [
      {
        key: 'title',
        header: t('products.name'),
        render: (p) => p.title,
        sortKey: 'title',
        className: styles.wide,
      },
      { key: 'titleEN', header: t('products.nameEN'), render: (p) => p.titleEN, className: styles.wide },
      { key: 'category', header: t('products.category'), render: (p) => p.categoryName },
      { key: 'collection', header: t('products.collection'), render: (p) => p.collectionName ?? '' },
      {
        key: 'gender',
        header: t('products.gender'),
        render: (p) => t(`products.gender.${p.gender === 0 || p.gender === 1 ? p.gender : 2}`),
      },
      {
        key: 'priceTRY',
        header: t('products.priceTRY'),
        // A running sale shows after the regular price (docs/decisions/025-sale-prices-and-reference-price.md).
        render: (p) =>
          formatMoney(p.priceTRY, 'TRY', language) +
          (p.salePriceTRY !== null ? ` → ${formatMoney(p.salePriceTRY, 'TRY', language)}` : ''),
        sortKey: 'price',
        numeric: true,
      },
      {
        key: 'priceUSD',
        header: t('products.priceUSD'),
        render: (p) =>
          formatMoney(p.priceUSD, 'USD', language) +
          (p.salePriceUSD !== null ? ` → ${formatMoney(p.salePriceUSD, 'USD', language)}` : ''),
        numeric: true,
      },
      { key: 'bestSeller', header: t('products.bestSeller'), render: (p) => yesNo(p.isBestSeller) },
      {
        key: 'stock',
        header: t('products.stock'),
        render: (p) => <StockField product={p} />,
        sortKey: 'stock',
      },
      {
        key: 'waiting',
        header: t('products.waitersCount'),
        render: (p) => waitCounts.data?.[p.id] ?? '',
        numeric: true,
      },
      {
        key: 'actions',
        header: t('common.actions'),
        render: (p) => (
          <div className={styles.rowActions}>
            <button
              type="button"
              className={styles.btn}
              onClick={() => setPhotos(p)}
              title={t('common.photos')}
            >
              <Images size={14} aria-hidden="true" />
              <span className="visually-hidden">
                {t('common.photos')}: {p.title}
              </span>
            </button>
            <button
              type="button"
              className={styles.btnDanger}
              disabled={remove.isPending}
              title={t('common.delete')}
              onClick={async () => {
                if (await confirmDelete(p.title)) remove.mutate(p);
              }}
            >
              <Trash2 size={14} aria-hidden="true" />
              <span className="visually-hidden">
                {t('common.delete')}: {p.title}
              </span>
            </button>
          </div>
        ),
      },
    ];
  }, [t, language, confirmDelete, remove, waitCounts.data]);

  return (
    <AdminPage
      title={t('products.title')}
      actions={
        <Link to={adminPath('products/add')} className={styles.btnPrimary}>
          <Plus size={15} aria-hidden="true" />
          {t('products.add')}
        </Link>
      }
    >
      <ServerTable
        label={t('products.title')}
        list={list}
        columns={columns}
        searchPlaceholder={t('lists.products.search')}
        empty={t('products.empty')}
        rowKey={(p) => p.id}
        onRowClick={(p) => void navigate(adminPath(`products/${p.id}`))}
        rowLabel={(p) => `${t('common.edit')}: ${p.title}`}
        testId="products-table"
      />
      <PhotoOverlay
        owner={photos && { kind: 'product', id: photos.id }}
        title={photos ? t('products.photosOf', { name: photos.title }) : ''}
        onClose={() => setPhotos(null)}
      />
    </AdminPage>
  );
}
