import { useQuery } from '@tanstack/react-query';
import { Images, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ENDPOINTS, formatMoney, type Product } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { adminPath } from '../../layout/menu.ts';
import styles from '../../ui/admin.module.css';
import { useConfirmDelete } from '../../ui/confirm.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { AdminPage } from '../../ui/page.tsx';
import { PhotoOverlay } from '../../ui/photo-manager.tsx';
import { QueryView } from '../../ui/states.tsx';

/** docs/product/back-office.md §2 products: sortable, filterable table; add; row → edit; photos; delete. */
export default function ProductsPage() {
  const { t, language } = useAdminText();
  const navigate = useNavigate();
  const products = useQuery(adminReads.products());
  const [photos, setPhotos] = useState<Product | null>(null);
  const confirmDelete = useConfirmDelete();
  const remove = useAdminMutation<Product>({
    mutationFn: (product) => api.call(ENDPOINTS.Products.DeleteProduct, { body: { id: product.id } }),
    success: 'msg.productDeleted',
    failure: 'msg.deleteFailed',
  });

  const columns = useMemo<Column<Product>[]>(() => {
    const yesNo = (v: boolean) => (v ? t('common.yes') : t('common.no'));
    return [
      {
        key: 'title',
        header: t('products.name'),
        value: (p) => p.title,
        sortable: true,
        filterable: true,
        className: styles.wide,
      },
      {
        key: 'titleEN',
        header: t('products.nameEN'),
        value: (p) => p.titleEN,
        sortable: true,
        filterable: true,
        className: styles.wide,
      },
      {
        key: 'category',
        header: t('products.category'),
        value: (p) => p.categoryName,
        sortable: true,
        filterable: true,
      },
      {
        key: 'collection',
        header: t('products.collection'),
        value: (p) => p.collectionName ?? '',
        sortable: true,
        filterable: true,
      },
      {
        key: 'description',
        header: t('products.description'),
        value: (p) => p.description,
        render: (p) => <div className={styles.clip}>{p.description}</div>,
        filterable: true,
      },
      {
        key: 'descriptionEN',
        header: t('products.descriptionEN'),
        value: (p) => p.descriptionEN,
        render: (p) => <div className={styles.clip}>{p.descriptionEN}</div>,
        filterable: true,
      },
      {
        key: 'gender',
        header: t('products.gender'),
        value: (p) => t(`products.gender.${p.gender === 0 || p.gender === 1 ? p.gender : 2}`),
        sortable: true,
        filterable: true,
      },
      {
        key: 'priceTRY',
        header: t('products.priceTRY'),
        value: (p) => p.priceTRY,
        // A running sale shows after the regular price (docs/decisions/025-sale-prices-and-reference-price.md).
        render: (p) =>
          formatMoney(p.priceTRY, 'TRY', language) +
          (p.salePriceTRY !== null ? ` → ${formatMoney(p.salePriceTRY, 'TRY', language)}` : ''),
        sortable: true,
        numeric: true,
      },
      {
        key: 'priceUSD',
        header: t('products.priceUSD'),
        value: (p) => p.priceUSD,
        render: (p) =>
          formatMoney(p.priceUSD, 'USD', language) +
          (p.salePriceUSD !== null ? ` → ${formatMoney(p.salePriceUSD, 'USD', language)}` : ''),
        sortable: true,
        numeric: true,
      },
      {
        key: 'bestSeller',
        header: t('products.bestSeller'),
        value: (p) => yesNo(p.isBestSeller),
        sortable: true,
        filterable: true,
      },
      { key: 'stock', header: t('products.stock'), value: (p) => p.stock, sortable: true, numeric: true },
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
  }, [t, language, confirmDelete, remove]);

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
      <QueryView query={products} empty={t('products.empty')}>
        {(list) => (
          <DataTable
            label={t('products.title')}
            rows={list}
            columns={columns}
            rowKey={(p) => p.id}
            onRowClick={(p) => void navigate(adminPath(`products/${p.id}`))}
            rowLabel={(p) => `${t('common.edit')}: ${p.title}`}
            testId="products-table"
          />
        )}
      </QueryView>
      <PhotoOverlay
        owner={photos && { kind: 'product', id: photos.id }}
        title={photos ? t('products.photosOf', { name: photos.title }) : ''}
        onClose={() => setPhotos(null)}
      />
    </AdminPage>
  );
}
