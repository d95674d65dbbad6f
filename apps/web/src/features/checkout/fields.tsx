import { ChevronDown } from 'lucide-react';
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import styles from './fields.module.css';

/** The checkout's form controls in the shop's quiet style: label, frame, message (aria wired). */

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** The message shown (already translated); marks the field invalid. */
  error?: string;
  hint?: ReactNode;
  trailing?: ReactNode;
  className?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, trailing, className, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div
        className={[styles.frame, error && styles.invalid, input.readOnly && styles.readOnly]
          .filter(Boolean)
          .join(' ')}
      >
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
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

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, className, id, children, ...select },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <div className={[styles.frame, error && styles.invalid].filter(Boolean).join(' ')}>
        <select
          ref={ref}
          id={selectId}
          className={styles.select}
          aria-invalid={error ? true : undefined}
          {...select}
        >
          {children}
        </select>
        <ChevronDown className={styles.chevron} size={16} strokeWidth={1.5} aria-hidden="true" />
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});

export interface CheckFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  className?: string;
}

export const CheckField = forwardRef<HTMLInputElement, CheckFieldProps>(function CheckField(
  { label, error, className, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={[styles.checkField, className].filter(Boolean).join(' ')}>
      <div className={styles.check}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.checkInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-message` : undefined}
          {...input}
        />
        <label htmlFor={inputId} className={styles.checkText}>
          {label}
        </label>
      </div>
      {error && (
        <p id={`${inputId}-message`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
