import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import styles from './fields.module.css';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** A translation key (the schemas' messages are keys), shown under the input. */
  error?: string;
  /** Marks the field invalid without a message of its own (a group shows one message for all). */
  invalid?: boolean;
  hint?: ReactNode;
  /** Something placed before the input, inside its frame (e.g. the country code). */
  leading?: ReactNode;
  /** Something placed after the input, inside its frame (e.g. the show-password toggle). */
  trailing?: ReactNode;
  className?: string;
}

/** A labelled input with its error (aria-invalid, aria-describedby) in the shop's quiet style. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, invalid, hint, leading, trailing, className, id, ...input },
  ref,
) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error ? t(error) : hint;
  const isInvalid = !!error || !!invalid;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div
        className={[styles.frame, isInvalid && styles.invalid, input.disabled && styles.disabled]
          .filter(Boolean)
          .join(' ')}
      >
        {leading}
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={isInvalid || undefined}
          aria-describedby={message ? messageId : undefined}
          {...input}
        />
        {trailing}
      </div>
      {message && (
        <p id={messageId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
});

/** A password input with a show / hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'trailing'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <Field
        ref={ref}
        {...props}
        type={visible ? 'text' : 'password'}
        trailing={
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
            aria-pressed={visible}
            disabled={props.disabled}
          >
            {visible ? (
              <EyeOff size={18} strokeWidth={1.5} aria-hidden="true" />
            ) : (
              <Eye size={18} strokeWidth={1.5} aria-hidden="true" />
            )}
          </button>
        }
      />
    );
  },
);

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  children: ReactNode;
  error?: string;
}

/** A checkbox with its label text and error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { children, error, id, ...input },
  ref,
) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.checkField}>
      <label className={styles.check} htmlFor={inputId}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.checkInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span className={styles.checkText}>{children}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {t(error)}
        </p>
      )}
    </div>
  );
});
