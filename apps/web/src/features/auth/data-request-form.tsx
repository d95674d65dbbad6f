import { zodResolver } from '@hookform/resolvers/zod';
import { createDataRequestSchema, DATA_REQUEST_TYPES, type CreateDataRequest } from '@kehribar/contracts';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS } from '@kehribar/contracts/plain';
import { api } from '../../shared/api/client.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../shared/ui/form/index.ts';
import { CaptchaField } from '../../shared/ui/form/captcha-field.tsx';
import styles from './data-request.module.css';

const EMPTY: CreateDataRequest = { name: '', email: '', type: 'access', message: '', captchaToken: '' };

/** The request form: name, e-mail, what is asked, a message, the captcha; the answer says the deadline. */
export function DataRequestForm() {
  const { t } = useTranslation();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const send = useMutation({
    meta: { errorModal: false },
    mutationFn: (body: CreateDataRequest) => api.call(ENDPOINTS.Account.CreateDataRequest, { body }),
  });
  const { register, handleSubmit, formState } = useForm<CreateDataRequest>({
    defaultValues: EMPTY,
    resolver: zodResolver(createDataRequestSchema.omit({ captchaToken: true })) as never,
    mode: 'onTouched',
  });
  const { errors } = formState;

  const submit = handleSubmit((values) => {
    if (!captcha) return;
    send.mutate(
      { ...values, email: values.email.trim(), captchaToken: captcha },
      // A solution works once: a refused request needs a fresh puzzle.
      { onError: () => setCaptchaKey((k) => k + 1) },
    );
  });

  if (send.data) {
    return (
      <div className={styles.done} role="status" data-testid="data-request-done">
        <span className={styles.check} aria-hidden="true">
          <Check size={24} strokeWidth={1.5} />
        </span>
        <p>{send.data.message}</p>
      </div>
    );
  }

  const failure = send.error
    ? (isApiError(send.error) && send.error.serverMessage) || t('dataRequest.failed')
    : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('dataRequest.name')}
        required
        autoComplete="name"
        maxLength={120}
        error={errors.name && t('dataRequest.errors.name')}
        {...register('name')}
      />
      <TextField
        label={t('dataRequest.email')}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        error={errors.email && t('dataRequest.errors.email')}
        {...register('email')}
      />
      <SelectField label={t('dataRequest.type')} required {...register('type')}>
        {DATA_REQUEST_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`dataRequest.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('dataRequest.message')}
        rows={5}
        maxLength={5000}
        placeholder={t('dataRequest.messagePlaceholder')}
        {...register('message')}
      />
      <CaptchaField key={captchaKey} onChange={setCaptcha} />
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" block disabled={!captcha || send.isPending}>
        {send.isPending ? t('dataRequest.sending') : t('dataRequest.submit')}
      </Button>
      <p className={styles.note}>{t('dataRequest.note')}</p>
    </form>
  );
}
