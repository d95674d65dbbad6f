import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../shared/navigation/use-document-title.ts';
import { isStone } from './content-data.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { StoneDetail } from './stone-detail.tsx';
import { useTranslatedList } from './use-translated-list.ts';
import styles from './natural-stones-page.module.css';

/**
 * /natural-stones (docs/product/back-office.md §2): a select of the stones (the first preselected) and the chosen
 * stone's panel. The texts are the translation files' naturalStones.items; ?stone= keeps the choice.
 */
export default function NaturalStonesPage() {
  const { t } = useTranslation();
  const stones = useTranslatedList('naturalStones.items', isStone);
  const [params, setParams] = useSearchParams();
  const selectId = useId();
  const stone = stones.find((s) => s.id === params.get('stone')) ?? stones[0];
  useDocumentTitle(t('naturalStones.title'));

  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('stone', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="container">
      <PageHeader
        padded
        eyebrow={t('naturalStones.eyebrow')}
        title={t('naturalStones.title')}
        lead={t('naturalStones.lead')}
      />
      {stone && (
        <>
          <div className={styles.picker}>
            <label className={styles.label} htmlFor={selectId}>
              {t('naturalStones.selectLabel')}
            </label>
            <div className={styles.selectFrame}>
              <select
                id={selectId}
                className={styles.select}
                value={stone.id}
                onChange={(event) => choose(event.target.value)}
              >
                {stones.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
              <ChevronDown className={styles.chevron} size={18} strokeWidth={1.5} aria-hidden="true" />
            </div>
          </div>
          <StoneDetail stone={stone} />
        </>
      )}
    </div>
  );
}
