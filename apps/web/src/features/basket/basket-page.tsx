import { useTranslation } from '../../shared/i18n/react.tsx';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { useBasket } from '../../shared/queries/basket.ts';
import { RecentlyViewed } from '../../shared/recently-viewed/recently-viewed-section.tsx';
import { BasketContent } from './basket-content.tsx';
import styles from './basket.module.css';

/** /basket: the basket drawer's content as a page. */
export default function BasketPage() {
  const { t } = useTranslation();
  const { data } = useBasket();
  useDocumentTitle(t('basket.title'));
  const count = data?.itemCount ?? 0;
  return (
    <>
      <div className={`container ${styles.pageWrap}`}>
        <header className={styles.pageHead}>
          <h1 className={styles.pageTitle}>{t('basket.title')}</h1>
          {count > 0 && <p className={styles.pageCount}>{t('basket.count', { count })}</p>}
        </header>
        <BasketContent layout="page" />
      </div>
      <RecentlyViewed />
    </>
  );
}
