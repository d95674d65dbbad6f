import { intlLocale, parseSizeOptions } from '@kehribar/contracts/plain';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import styles from './size-guide.module.css';

/**
 * The Turkish ring scale (docs/decisions/041-product-page-instalments-size-guide-share.md): size N is an
 * inner circumference of N + 40 mm (so TR 14 is ISO 8653 size 54), and the inner diameter is that
 * circumference over π. Sizes 5 to 30 cover nearly every finger.
 */
export const RING_SIZES = Array.from({ length: 26 }, (_, i) => {
  const size = i + 5;
  const circumference = size + 40;
  return { size, circumference, diameter: Math.round((circumference / Math.PI) * 10) / 10 };
});

/** A bracelet sits 1.5 cm longer than the wrist it goes round. */
export const BRACELET_SIZES = Array.from({ length: 7 }, (_, i) => ({ wrist: 14 + i, length: 15.5 + i }));

export default function SizeGuideBody({
  kind,
  sizeOptions,
}: {
  kind: 'ring' | 'bracelet';
  sizeOptions: string | null;
}) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const offered = new Set(parseSizeOptions(sizeOptions));
  const mm = (value: number) => value.toLocaleString(intlLocale(language), { minimumFractionDigits: 1 });
  const key = (k: string) => t(`productExtras.sizeGuide.${k}`);
  return kind === 'ring' ? (
    <div className={styles.body}>
      <p>{key('ringLead')}</p>
      <h3 className={styles.heading}>{key('howTitle')}</h3>
      <ol className={styles.steps}>
        {['ringStep1', 'ringStep2', 'ringStep3', 'ringStep4'].map((step) => (
          <li key={step}>{key(step)}</li>
        ))}
      </ol>
      <table className={styles.table}>
        <caption>{key('ringTableTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{key('size')}</th>
            <th scope="col">{key('diameter')}</th>
            <th scope="col">{key('circumference')}</th>
            <th scope="col">{key('iso')}</th>
          </tr>
        </thead>
        <tbody>
          {RING_SIZES.map((row) => (
            <tr key={row.size} className={offered.has(String(row.size)) ? styles.offered : undefined}>
              <th scope="row">{row.size}</th>
              <td>{mm(row.diameter)}</td>
              <td>{row.circumference}</td>
              <td>{row.circumference}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.fit}>{key('fit')}</p>
    </div>
  ) : (
    <div className={styles.body}>
      <p>{key('braceletLead')}</p>
      <h3 className={styles.heading}>{key('howTitle')}</h3>
      <ol className={styles.steps}>
        {['braceletStep1', 'braceletStep2', 'braceletStep3'].map((step) => (
          <li key={step}>{key(step)}</li>
        ))}
      </ol>
      <table className={styles.table}>
        <caption>{key('braceletTableTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{key('wrist')}</th>
            <th scope="col">{key('braceletLength')}</th>
          </tr>
        </thead>
        <tbody>
          {BRACELET_SIZES.map((row) => (
            <tr key={row.wrist}>
              <th scope="row">{row.wrist}</th>
              <td>{mm(row.length)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.fit}>{key('fit')}</p>
    </div>
  );
}
