import { useTranslation } from '../../shared/i18n/react.tsx';
import type { Stone } from './content-data.ts';
import { StoneArt } from './stone-art.tsx';
import { stoneLook } from './stone-palettes.ts';
import styles from './natural-stones-page.module.css';

/** One stone: its picture (a photo, or drawn), name, general info, properties and beliefs. */
export function StoneDetail({ stone }: { stone: Stone }) {
  const { t } = useTranslation();
  const alt = t('naturalStones.imageAlt', { name: stone.name });
  const facts = [
    ['appearance', stone.appearance],
    ['hardness', stone.physicalProperties.hardness],
    ['composition', stone.physicalProperties.composition],
    ['origin', stone.origin],
  ] as const;

  return (
    <article className={styles.detail} aria-labelledby="stone-name">
      <figure className={styles.figure}>
        {stone.photo ? (
          <img
            className={styles.photo}
            src={stone.photo}
            alt={alt}
            width={800}
            height={800}
            decoding="async"
          />
        ) : (
          <StoneArt key={stone.id} look={stoneLook(stone.id)} label={alt} />
        )}
      </figure>

      <div className={styles.body}>
        <h2 className={styles.name} id="stone-name">
          {stone.name}
        </h2>

        <section aria-labelledby="stone-general">
          <h3 className={styles.sectionTitle} id="stone-general">
            {t('naturalStones.generalInfo')}
          </h3>
          <p className={styles.general}>{stone.generalInfo}</p>
        </section>

        <section aria-labelledby="stone-properties">
          <h3 className={styles.sectionTitle} id="stone-properties">
            {t('naturalStones.properties')}
          </h3>
          <dl className={styles.facts}>
            {facts.map(([key, value]) => (
              <div key={key} className={styles.fact}>
                <dt>{t(`naturalStones.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="stone-benefits">
          <h3 className={styles.sectionTitle} id="stone-benefits">
            {t('naturalStones.benefits')}
          </h3>
          <ul className={styles.benefits}>
            {stone.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <p className={styles.note}>{t('naturalStones.benefitsNote')}</p>
        </section>
      </div>
    </article>
  );
}
