import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './field-shell.tsx';
import styles from './form.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** The message shown under it, already translated. */
  error?: string;
  className?: string;
}

/** A checkbox inside its label text, with its error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, className, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={cx(styles.checkField, className)}>
      <label className={styles.check} htmlFor={inputId}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.checkInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          {...input}
        />
        <span className={styles.checkText}>{label}</span>
      </label>
      {error && (
        <p id={messageId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
