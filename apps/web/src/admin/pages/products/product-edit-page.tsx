import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { ENDPOINTS, type Product } from '@kehribar/contracts/plain';
import { api } from '../../../shared/api/client.ts';
import { productUrl } from '../../../shared/navigation/links.ts';
import { adminReads } from '../../api/reads.ts';
import { useAdminMutation } from '../../api/use-admin-mutation.ts';
import { useAdminText } from '../../i18n/use-admin-text.ts';
import { draftFromProduct, newProductDraft } from '../../lib/product-form.ts';
import { adminPath } from '../../layout/menu.ts';
import styles from '../../ui/admin.module.css';
import { useConfirmDelete } from '../../ui/confirm.tsx';
import { DeleteButton } from '../../ui/delete-button.tsx';
import { leaveSaved } from '../../ui/leave-guard.tsx';
import { AdminPage, Section } from '../../ui/page.tsx';
import { PhotoManager } from '../../ui/photo-manager.tsx';
import { EmptyState, QueryView } from '../../ui/states.tsx';
import { ProductForm, type ProductRequest } from './product-form.tsx';
import { VariantsPanel } from './variants-panel.tsx';
import { StockWaitersPanel } from './stock-waiters-panel.tsx';

/** products/add and products/:id (docs/product/back-office.md §2): the form, then variants and photos once saved. */
export default function ProductEditPage() {
  const { id } = useParams();
  const adding = !id;
  const { t } = useAdminText();
  const navigate = useNavigate();
  const categories = useQuery(adminReads.categories());
  const collections = useQuery(adminReads.collections());
  const product = useQuery({ ...adminReads.product(id ?? ''), enabled: !adding });
  const confirmDelete = useConfirmDelete();

  const save = useAdminMutation<ProductRequest, Product>({
    mutationFn: (body) =>
      adding
        ? api.call(ENDPOINTS.Products.CreateProduct, { body })
        : api.call(ENDPOINTS.Products.UpdateProduct, { body: { ...body, id } }),
    success: adding ? 'msg.productCreated' : 'msg.productUpdated',
    failure: 'msg.productSaveFailed',
    onSuccess: (saved) => {
      if (adding) leaveSaved(() => navigate(adminPath(`products/${saved.id}`), { replace: true }));
    },
  });
  const remove = useAdminMutation<Product>({
    mutationFn: (p) => api.call(ENDPOINTS.Products.DeleteProduct, { body: { id: p.id } }),
    success: 'msg.productDeleted',
    failure: 'msg.deleteFailed',
    onSuccess: () => navigate(adminPath('products')),
  });

  const lists = categories.data && collections.data;
  const ready = lists && (adding || product.data);
  const form = ready ? (
    <ProductForm
      key={id ?? 'new'}
      initial={
        product.data ? draftFromProduct(product.data) : newProductDraft(collections.data!.map((c) => c.id))
      }
      categories={categories.data!}
      collections={collections.data!}
      saving={save.isPending}
      onSave={(body, saved) => save.mutate(body, { onSuccess: () => saved?.() })}
      saved={product.data}
    />
  ) : null;

  const actions = product.data && (
    <>
      <Link to={productUrl(product.data.id)} className={styles.btn} target="_blank" rel="noopener">
        <ExternalLink size={14} aria-hidden="true" />
        {t('products.view')}
      </Link>
      <DeleteButton
        confirm={() => confirmDelete(product.data.title)}
        onDelete={() => remove.mutate(product.data)}
        busy={remove.isPending}
      />
    </>
  );

  return (
    <AdminPage
      title={adding ? t('products.addTitle') : t('products.editTitle')}
      back={adminPath('products')}
      actions={actions}
    >
      {adding ? (
        <QueryView query={categories}>{() => form}</QueryView>
      ) : (
        <QueryView query={product}>
          {(p) => (
            <>
              {form}
              <VariantsPanel product={p} />
              <StockWaitersPanel productId={p.id} />
              <Section title={t('photos.title')}>
                <PhotoManager owner={{ kind: 'product', id: p.id }} />
              </Section>
            </>
          )}
        </QueryView>
      )}
      {adding && <EmptyState>{t('products.saveFirst')}</EmptyState>}
    </AdminPage>
  );
}
