import { Cookie } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import {
  OPTIONAL_COOKIE_CATEGORIES,
  saveConsent,
  type CookieChoice,
  type CookieConsent,
} from '../../shared/consent/cookie-consent.ts';
import { hasLegalTextHost, openLegalText } from '../../shared/state/legal-overlay.ts';
import { Button } from '../../shared/ui/button.tsx';
import { PrivacyPolicyDialog } from './privacy-policy-dialog.tsx';
import styles from './cookie-notice.module.css';

interface CookieBannerProps {
  consent: CookieConsent | null;
  startWithPreferences: boolean;
}

/**
 * A bottom sheet on phones, a card in the corner on wide screens: a labelled region, not a modal, so
 * the page behind stays usable. 'Accept all' and 'Only necessary' weigh the same; the optional
 * categories start unticked.
 */
export default function CookieBanner({ consent, startWithPreferences }: CookieBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const [view, setView] = useState<'summary' | 'preferences'>(
    startWithPreferences ? 'preferences' : 'summary',
  );
  const [choice, setChoice] = useState<CookieChoice>({
    analytics: consent?.analytics ?? false,
    marketing: consent?.marketing ?? false,
  });
  const [privacyOpen, setPrivacyOpen] = useState(false);

  const decide = (next: CookieChoice) => {
    // Focus would fall to <body> with the notice gone: hand it to the page instead.
    const hadFocus = regionRef.current?.contains(document.activeElement) ?? false;
    saveConsent(next);
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };

  const showPrivacy = () => {
    if (hasLegalTextHost()) openLegalText('privacyPolicy');
    else setPrivacyOpen(true);
  };

  return (
    <section
      ref={regionRef}
      className={styles.notice}
      aria-labelledby={titleId}
      aria-describedby={view === 'summary' ? textId : undefined}
      data-cookie-notice=""
    >
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <Cookie size={18} strokeWidth={1.4} />
        </span>
        <h2 className={styles.title} id={titleId}>
          {view === 'summary' ? t('cookies.title') : t('cookies.preferencesTitle')}
        </h2>
      </div>

      {view === 'summary' ? (
        <>
          <p className={styles.text} id={textId}>
            {t('cookies.text')}{' '}
            <button type="button" className={styles.inlineLink} onClick={showPrivacy} aria-haspopup="dialog">
              {t('cookies.privacyLink')}
            </button>
          </p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="small"
              onClick={() => decide({ analytics: true, marketing: true })}
            >
              {t('cookies.acceptAll')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              onClick={() => decide({ analytics: false, marketing: false })}
            >
              {t('cookies.onlyNecessary')}
            </Button>
            <button type="button" className={styles.textButton} onClick={() => setView('preferences')}>
              {t('cookies.preferences')}
            </button>
          </div>
        </>
      ) : (
        <form
          className={styles.preferences}
          onSubmit={(event) => {
            event.preventDefault();
            decide(choice);
          }}
        >
          <ul className={styles.categories}>
            <li className={styles.category}>
              <label className={styles.check}>
                <input type="checkbox" checked disabled aria-describedby={`${titleId}-necessary`} />
                <span className={styles.categoryName}>{t('cookies.necessary.title')}</span>
                <span className={styles.tag}>{t('cookies.always')}</span>
              </label>
              <p className={styles.categoryText} id={`${titleId}-necessary`}>
                {t('cookies.necessary.text')}
              </p>
            </li>
            {OPTIONAL_COOKIE_CATEGORIES.map((category) => (
              <li key={category} className={styles.category}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={choice[category]}
                    onChange={(event) => setChoice((c) => ({ ...c, [category]: event.target.checked }))}
                    aria-describedby={`${titleId}-${category}`}
                  />
                  <span className={styles.categoryName}>{t(`cookies.${category}.title`)}</span>
                  <span className={styles.tag}>{t('cookies.notInUse')}</span>
                </label>
                <p className={styles.categoryText} id={`${titleId}-${category}`}>
                  {t(`cookies.${category}.text`)}
                </p>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" size="small">
              {t('cookies.save')}
            </Button>
            <button
              type="button"
              className={`${styles.textButton} ${styles.inRow}`}
              onClick={() => setView('summary')}
            >
              {t('cookies.back')}
            </button>
          </div>
        </form>
      )}
      <PrivacyPolicyDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </section>
  );
}
