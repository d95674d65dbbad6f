import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './form-field.module.css';

interface FrameProps {
  label: ReactNode;
  /** Shown after the label, quieter ('optional'). */
  note?: ReactNode;
  error?: string;
  required?: boolean;
}

function Label({ htmlFor, label, note, required }: FrameProps & { htmlFor: string }) {
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
      {note && <span className={styles.note}>({note})</span>}
    </label>
  );
}

export type InputFieldProps = FrameProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with its error under it (aria-invalid, aria-describedby). */
export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField(
  { label, note, error, required, id, className, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label htmlFor={inputId} label={label} note={note} required={required} />
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});

export type TextAreaFieldProps = FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, note, error, required, id, className, ...textarea },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <Label htmlFor={inputId} label={label} note={note} required={required} />
      <textarea
        ref={ref}
        id={inputId}
        className={`${styles.input} ${styles.textarea}`}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
