import { Ruler } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { SizeRule } from '@kehribar/contracts/plain';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Modal } from '../../shared/ui/modal.tsx';
import { sizeModeOf } from './size-field.tsx';
import styles from './size-guide.module.css';

// The tables and their words load on first open: the product page's first load does not carry them.
const SizeGuideBody = lazy(() => import('./size-guide-body.tsx'));

/**
 * "Beden rehberi / Size guide" beside a size that is chosen (docs/product/storefront.md §2): Turkish ring
 * sizes for a category with size options, bracelet lengths for one that takes a typed size
 * (docs/decisions/041-product-page-instalments-size-guide-share.md).
 */
export function SizeGuide({ rule }: { rule: SizeRule }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mode = sizeModeOf(rule);
  if (mode === 'standard') return null;
  return (
    <>
      <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Ruler size={16} strokeWidth={1.5} aria-hidden="true" />
        {t('productExtras.sizeGuide.open')}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('productExtras.sizeGuide.title')}
        size="lg"
        scrollableText
      >
        <Suspense fallback={null}>
          <SizeGuideBody kind={mode === 'options' ? 'ring' : 'bracelet'} sizeOptions={rule.sizeOptions} />
        </Suspense>
      </Modal>
    </>
  );
}
