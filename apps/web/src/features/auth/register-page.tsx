import { zodResolver } from '@hookform/resolvers/zod';
import { signupRequestSchema } from '@kehribar/contracts';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import { ROUTES } from '../../shared/navigation/links.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Checkbox, PasswordField, PrivacyNotice, TextField } from '../../shared/ui/form/index.ts';
import { CaptchaField } from '../../shared/ui/form/captcha-field.tsx';
import { useSignup } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { InfoModal } from './info-modal.tsx';
import {
  birthLimits,
  clampDigits,
  emptyRegisterValues,
  normalizeCountryCode,
  normalizePhone,
  toSignupRequest,
  type RegisterValues,
} from './register-rules.ts';
import { registerSchema } from './register-schema.ts';
import styles from './register-page.module.css';

const BIRTH_FIELDS = ['birthDay', 'birthMonth', 'birthYear'] as const;

/** /register (docs/product/storefront.md §2, §5): the form, the captcha, the side picture and the success modal. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signup = useSignup();
  const schema = useMemo(() => registerSchema(), []);
  const limits = useMemo(() => birthLimits(), []);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useForm<RegisterValues>({
    defaultValues: emptyRegisterValues,
    resolver: zodResolver(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { register, control, handleSubmit, formState, getValues, trigger } = form;
  const { errors, isValid } = formState;
  /** The field's message, translated (the schemas' messages are keys). */
  const error = (name: keyof RegisterValues) => {
    const key = errors[name]?.message;
    return key ? t(key) : undefined;
  };

  const submit = handleSubmit((values) => {
    if (!captcha) return;
    const request = signupRequestSchema.safeParse(toSignupRequest(values, captcha));
    if (!request.success) {
      console.warn('[register] the request does not match the contract', request.error);
      return;
    }
    signup.mutate(request.data, {
      onSuccess: () => setSentTo(request.data.email),
      // A solved challenge works once: a new one for the next try.
      onError: () => {
        setCaptcha(null);
        setCaptchaKey((key) => key + 1);
      },
    });
  });

  /**
   * The parts are checked together (30 February is no date): once all three are typed, or while one
   * shows an error, a change to one re-checks all three. (RHF's `deps` rule would do this, but it
   * resets the gender radios on the next render.)
   */
  const recheckBirthDate = () => {
    const parts = getValues(BIRTH_FIELDS);
    if (parts.every(Boolean) || BIRTH_FIELDS.some((name) => formState.errors[name]))
      void trigger(BIRTH_FIELDS);
  };

  const canSubmit = isValid && !!captcha && !signup.isPending;
  const birthError = error('birthDay') ?? error('birthMonth') ?? error('birthYear');

  return (
    <AuthLayout
      photo="register"
      eyebrow={t('auth.register.eyebrow')}
      title={t('auth.register.title')}
      lead={t('auth.register.lead')}
      wide
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to={ROUTES.login} className={styles.inlineLink}>
            {t('auth.register.toLogin')}
          </Link>
        </>
      }
    >
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('auth.register.title')}
      >
        <div className={styles.row}>
          <TextField
            label={t('auth.fields.firstName')}
            autoComplete="given-name"
            maxLength={60}
            error={error('firstName')}
            {...register('firstName')}
          />
          <TextField
            label={t('auth.fields.lastName')}
            autoComplete="family-name"
            maxLength={60}
            error={error('lastName')}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          error={error('email')}
          {...register('email')}
        />

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('auth.fields.phone')}</legend>
          <div className={styles.phoneRow}>
            <Controller
              control={control}
              name="countryCode"
              render={({ field }) => (
                <TextField
                  label={<span className="visually-hidden">{t('auth.fields.countryCode')}</span>}
                  className={styles.countryCode}
                  inputMode="numeric"
                  autoComplete="tel-country-code"
                  maxLength={4}
                  error={error('countryCode')}
                  {...field}
                  onChange={(event) => field.onChange(normalizeCountryCode(event.target.value))}
                />
              )}
            />
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <TextField
                  label={<span className="visually-hidden">{t('auth.fields.phoneNumber')}</span>}
                  className={styles.phone}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  placeholder={t('auth.fields.phonePlaceholder')}
                  maxLength={15}
                  error={error('phone')}
                  {...field}
                  onChange={(event) => field.onChange(normalizePhone(event.target.value))}
                />
              )}
            />
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('auth.fields.birthDate')}</legend>
          <div className={styles.birthRow}>
            {(
              [
                ['birthDay', 'day', 'bday-day', limits.day],
                ['birthMonth', 'month', 'bday-month', limits.month],
                ['birthYear', 'year', 'bday-year', limits.year],
              ] as const
            ).map(([name, label, autoComplete, limit]) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <TextField
                    label={t(`auth.fields.${label}`)}
                    inputMode="numeric"
                    autoComplete={autoComplete}
                    placeholder={t(`auth.fields.${label}Placeholder`)}
                    maxLength={limit.length}
                    invalid={!!errors[name]}
                    {...field}
                    onChange={(event) => {
                      field.onChange(clampDigits(event.target.value, limit.max, limit.length));
                      recheckBirthDate();
                    }}
                  />
                )}
              />
            ))}
          </div>
          {birthError && (
            <p className={styles.groupError} role="alert">
              {t(birthError)}
            </p>
          )}
        </fieldset>

        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('auth.fields.gender')}</legend>
          <div className={styles.segmented}>
            {(['1', '0'] as const).map((value) => (
              <label key={value} className={styles.segment}>
                <input type="radio" value={value} className={styles.segmentInput} {...register('gender')} />
                <span>{t(value === '0' ? 'auth.fields.male' : 'auth.fields.female')}</span>
              </label>
            ))}
          </div>
          {error('gender') && (
            <p className={styles.groupError} role="alert">
              {error('gender')}
            </p>
          )}
        </fieldset>

        <div className={styles.row}>
          <PasswordField
            label={t('auth.fields.password')}
            autoComplete="new-password"
            maxLength={128}
            hint={t('auth.fields.passwordHint')}
            error={error('password')}
            {...register('password', { deps: ['confirmPassword'] })}
          />
          <PasswordField
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            maxLength={128}
            error={error('confirmPassword')}
            {...register('confirmPassword')}
          />
        </div>

        <PrivacyNotice />

        <div className={styles.consents}>
          <Checkbox
            label={t('auth.register.acceptTerms')}
            error={error('acceptTerms')}
            {...register('acceptTerms')}
          />
          <Checkbox
            label={t('auth.register.acceptMarketing')}
            error={error('acceptMarketing')}
            {...register('acceptMarketing')}
          />
        </div>

        <CaptchaField key={captchaKey} onChange={setCaptcha} />

        <Button type="submit" block disabled={!canSubmit} aria-disabled={!canSubmit}>
          {signup.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>

      <InfoModal
        open={sentTo !== null}
        onClose={() => void navigate('/')}
        closable={false}
        title={t('auth.register.successTitle')}
        message={t('auth.register.success', { email: sentTo ?? '' })}
        actions={[{ label: t('auth.home'), onClick: () => void navigate('/') }]}
      />
    </AuthLayout>
  );
}
