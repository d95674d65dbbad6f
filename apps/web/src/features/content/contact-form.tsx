import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactRequest, contactRequestSchema } from '@kehribar/contracts';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { isApiError } from '../../shared/api/api-error.ts';
import { Button } from '../../shared/ui/button.tsx';
import { useSendContactMessage } from './api.ts';
import { PrivacyNotice, TextAreaField, TextField } from '../../shared/ui/form/index.ts';
import { CaptchaField } from '../../shared/ui/form/captcha-field.tsx';
import styles from './contact-page.module.css';

type ContactFields = Omit<ContactRequest, 'captchaToken'>;

const EMPTY: ContactFields = { email: '', name: '', phoneNumber: '', info: '' };

/** The form's fields take the schema's rules; the captcha is solved beside them, not typed. */
const fieldsSchema = contactRequestSchema.omit({ captchaToken: true });

/** The schema's parsed values, an empty phone sent as null, with the solved captcha. */
const toRequest = (values: ContactFields, captchaToken: string): ContactRequest => ({
  ...values,
  email: values.email.trim(),
  phoneNumber: values.phoneNumber?.trim() || null,
  captchaToken,
});

/** The labels of the fields a try left missing or wrong, in the form's order. */
function contactProblems(errors: Partial<Record<keyof typeof EMPTY, unknown>>, t: (key: string) => string) {
  const labels = { name: 'name', email: 'email', phoneNumber: 'phone', info: 'message' } as const;
  return (Object.keys(labels) as (keyof typeof labels)[])
    .filter((field) => errors[field])
    .map((field) => t(`content.contact.${labels[field]}`));
}

/**
 * The contact form (docs/product/back-office.md §2, §5): e-mail, name and message required, phone optional, the
 * contracts' schema, and the ALTCHA captcha of sign-up (docs/decisions/044-retention-and-consent-proof.md);
 * a send with a field missing or wrong, or the captcha unsolved, names each, under the field and beside
 * the button. A truthy answer shows the thanks
 * and clears the form; a refusal (e.g. 429, too many messages) shows the server's words.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // Set when a send was tried before the captcha was solved: only then is it named as missing.
  const [askedCaptcha, setAskedCaptcha] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const thanksRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, reset, formState, watch } = useForm({
    defaultValues: EMPTY,
    resolver: zodResolver(fieldsSchema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitted } = formState;
  // After a try, the fields still missing or wrong are named beside the button (docs/product/back-office.md §8).
  const wrong = contactProblems(errors, t);
  if (askedCaptcha && !captcha) wrong.push(t('common.captcha'));

  const emailEmpty = !watch('email').trim();

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const submit = handleSubmit(
    (values) => {
      if (!captcha) {
        setAskedCaptcha(true);
        return;
      }
      send.mutate(toRequest(values, captcha), {
        onSuccess: (ok) => {
          if (!ok) return;
          reset(EMPTY);
          setSent(true);
        },
        // A solution works once: a refused message needs a fresh puzzle.
        onError: () => setCaptchaKey((k) => k + 1),
      });
    },
    () => setAskedCaptcha(!captcha),
  );

  if (sent) {
    return (
      <div className={styles.thanks} role="status" tabIndex={-1} ref={thanksRef}>
        <span className={styles.check} aria-hidden="true">
          <Check size={24} strokeWidth={1.5} />
        </span>
        <h2 className={styles.thanksTitle}>{t('content.contact.successTitle')}</h2>
        <p className={styles.thanksText}>{t('content.contact.successText')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            send.reset();
            setCaptcha(null);
            setCaptchaKey((k) => k + 1);
            setSent(false);
          }}
        >
          {t('content.contact.sendAnother')}
        </Button>
      </div>
    );
  }

  const failure = send.error
    ? (isApiError(send.error) && send.error.serverMessage) || t('content.contact.failed')
    : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 className={styles.formTitle} id="contact-form-title">
        {t('content.contact.formTitle')}
      </h2>
      <div className={styles.pair}>
        <TextField
          label={t('content.contact.name')}
          announceError={false}
          required
          autoComplete="name"
          maxLength={120}
          error={errors.name && t('content.contact.errors.name')}
          {...register('name')}
        />
        <TextField
          label={t('content.contact.email')}
          announceError={false}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          error={
            errors.email &&
            t(emailEmpty ? 'content.contact.errors.emailMissing' : 'content.contact.errors.email')
          }
          {...register('email')}
        />
      </div>
      <TextField
        label={t('content.contact.phone')}
        announceError={false}
        note={t('content.contact.optional')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={30}
        error={errors.phoneNumber && t('content.contact.errors.phone')}
        {...register('phoneNumber')}
      />
      <TextAreaField
        label={t('content.contact.message')}
        announceError={false}
        required
        rows={6}
        maxLength={5000}
        placeholder={t('content.contact.messagePlaceholder')}
        error={errors.info && t('content.contact.errors.message')}
        {...register('info')}
      />
      <CaptchaField key={captchaKey} onChange={setCaptcha} />
      <PrivacyNotice />
      {isSubmitted && wrong.length > 0 && (
        <p className={styles.failure} role="alert" data-testid="contact-missing">
          {t('content.contact.errors.summary', { fields: wrong.join(', ') })}
        </p>
      )}
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.submitRow}>
        <Button type="submit" disabled={send.isPending} className={styles.submit}>
          {send.isPending ? t('content.contact.sending') : t('content.contact.submit')}
        </Button>
        <p className={styles.formNote}>
          {t('content.contact.required')} {t('content.contact.privacy')}
        </p>
      </div>
    </form>
  );
}
