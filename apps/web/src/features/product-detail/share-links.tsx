import { useQuery } from '@tanstack/react-query';
import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { whatsappLink } from '@kehribar/contracts/plain';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { productUrl } from '../../shared/navigation/links.ts';
import { allContentPart } from '../../shared/queries/content.ts';
import { notify } from '../../shared/ui/toast.tsx';
import styles from './share-links.module.css';

/** The owner's WhatsApp number (back office, static content), '' when not set; read with the page's content. */
export const whatsappNumberQuery = allContentPart('whatsapp', (c) => c.staticContent.whatsappNumber, {
  background: true,
});

const never = () => () => undefined;
/** The page's origin, known only in the browser: the server renders the links, hydration completes them. */
const useOrigin = () =>
  useSyncExternalStore(
    never,
    () => window.location.origin,
    () => '',
  );
const useCanShare = () =>
  useSyncExternalStore(
    never,
    () => typeof navigator.share === 'function',
    () => false,
  );

/**
 * Share the product (WhatsApp, copy link, the phone's share sheet where there is one) and, when the owner
 * has set a WhatsApp number, ask the shop about it (docs/decisions/041-product-page-instalments-size-guide-share.md).
 */
export function ShareLinks({ productId, title }: { productId: string; title: string }) {
  const { t } = useTranslation();
  const { data: shopNumber } = useQuery(whatsappNumberQuery);
  const url = `${useOrigin()}${productUrl(productId)}`;
  const canShare = useCanShare();
  const text = t('productExtras.share.text', { title });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('productExtras.share.copied'));
    } catch {
      notify.error(t('productExtras.share.copyFailed'));
    }
  };
  const share = () => {
    // A shopper who closes the sheet rejects the promise: nothing to say.
    navigator.share({ title: text, url }).catch(() => undefined);
  };

  return (
    <section className={styles.share} aria-labelledby="product-share" data-testid="share-links">
      {shopNumber && (
        <div className={styles.ask}>
          <p>{t('productExtras.share.askLead')}</p>
          <a
            className={styles.askLink}
            href={whatsappLink(t('productExtras.share.askText', { title, url }), shopNumber)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle size={18} strokeWidth={1.5} aria-hidden="true" />
            {t('productExtras.share.ask')}
            <span className="visually-hidden"> {t('productExtras.share.newWindow')}</span>
          </a>
        </div>
      )}
      <h2 id="product-share" className={styles.title}>
        {t('productExtras.share.title')}
      </h2>
      <ul className={styles.links}>
        <li>
          <a
            className={styles.link}
            href={whatsappLink(`${text} ${url}`)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle size={16} strokeWidth={1.5} aria-hidden="true" />
            {t('productExtras.share.whatsapp')}
            <span className="visually-hidden"> {t('productExtras.share.newWindow')}</span>
          </a>
        </li>
        <li>
          <button type="button" className={styles.link} onClick={() => void copy()}>
            <Link2 size={16} strokeWidth={1.5} aria-hidden="true" />
            {t('productExtras.share.copy')}
          </button>
        </li>
        {canShare && (
          <li>
            <button
              type="button"
              className={styles.link}
              onClick={share}
              aria-label={t('productExtras.share.nativeLabel')}
            >
              <Share2 size={16} strokeWidth={1.5} aria-hidden="true" />
              {t('productExtras.share.native')}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}
