import { useId, type ReactNode } from 'react';
import styles from './form.module.css';

/** What every labelled control of the kit takes besides its own element's attributes. */
export interface FieldChrome {
  label: ReactNode;
  /** Shown after the label, quieter and in brackets ('optional'). */
  note?: ReactNode;
  /**
   * An asterisk after the label and aria-required on the control. Not the native attribute: the forms
   * check themselves against their zod schema (noValidate), so no browser bubble.
   */
  required?: boolean;
  /** The message shown under the control, already translated; marks the field invalid. */
  error?: string;
  /** Marks the field invalid without a message of its own (a group shows one message for all). */
  invalid?: boolean;
  hint?: ReactNode;
  /**
   * false where the error must not be a live region: the contact form shows its errors as the visitor
   * leaves each field, and its own failure is the page's one alert.
   */
  announceError?: boolean;
  className?: string;
}

export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** The control's id and the aria attributes that tie it to its label and its message. */
export function useFieldControl(id: string | undefined, { error, invalid, hint, required }: FieldChrome) {
  const autoId = useId();
  const controlId = id ?? autoId;
  return {
    id: controlId,
    'aria-required': required || undefined,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': error || hint ? `${controlId}-message` : undefined,
  } as const;
}

/** Label, the framed control, and the error or hint under it. */
export function FieldShell({
  controlId,
  chrome,
  state,
  children,
}: {
  controlId: string;
  chrome: FieldChrome;
  /** The control's own state, shown on the frame. */
  state?: { disabled?: boolean; readOnly?: boolean };
  children: ReactNode;
}) {
  const { label, note, required, error, invalid, hint, announceError = true, className } = chrome;
  const message = error || hint;
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
        {note && <span className={styles.note}>({note})</span>}
      </label>
      <div
        className={cx(
          styles.frame,
          (error || invalid) && styles.invalid,
          state?.readOnly && styles.readOnly,
          state?.disabled && styles.disabled,
        )}
      >
        {children}
      </div>
      {message && (
        <p
          id={`${controlId}-message`}
          className={error ? styles.error : styles.hint}
          role={error && announceError ? 'alert' : undefined}
        >
          {message}
        </p>
      )}
    </div>
  );
}
