import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import type { FieldError } from 'react-hook-form';
import { useAdminText } from '../i18n/use-admin-text.ts';
import { fieldErrorText } from '../lib/field-errors.ts';
import styles from './admin.module.css';

interface FrameProps {
  label: ReactNode;
  error?: FieldError | string;
  hint?: ReactNode;
  className?: string;
}

function useFrame(props: FrameProps, id?: string) {
  const { t, isEnglish } = useAdminText();
  const auto = useId();
  const inputId = id ?? auto;
  const message = typeof props.error === 'string' ? props.error : fieldErrorText(props.error, t, isEnglish);
  const describedBy = message || props.hint ? `${inputId}-note` : undefined;
  const note = message ? (
    <span id={`${inputId}-note`} className={styles.error} role="alert">
      {message}
    </span>
  ) : props.hint ? (
    <span id={`${inputId}-note`} className={styles.hint}>
      {props.hint}
    </span>
  ) : null;
  return { inputId, invalid: !!message, describedBy, note };
}

export const TextField = forwardRef<HTMLInputElement, FrameProps & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, hint, className, id, ...input }, ref) {
    const frame = useFrame({ label, error, hint }, id);
    return (
      <div className={[styles.field, className].filter(Boolean).join(' ')}>
        <label className={styles.label} htmlFor={frame.inputId}>
          {label}
        </label>
        <input
          ref={ref}
          id={frame.inputId}
          className={styles.input}
          aria-invalid={frame.invalid || undefined}
          aria-describedby={frame.describedBy}
          {...input}
        />
        {frame.note}
      </div>
    );
  },
);

export const TextArea = forwardRef<
  HTMLTextAreaElement,
  FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextArea({ label, error, hint, className, id, ...input }, ref) {
  const frame = useFrame({ label, error, hint }, id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={frame.inputId}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={frame.inputId}
        className={styles.textarea}
        aria-invalid={frame.invalid || undefined}
        aria-describedby={frame.describedBy}
        {...input}
      />
      {frame.note}
    </div>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  FrameProps & SelectHTMLAttributes<HTMLSelectElement>
>(function SelectField({ label, error, hint, className, id, children, ...input }, ref) {
  const frame = useFrame({ label, error, hint }, id);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={frame.inputId}>
        {label}
      </label>
      <select
        ref={ref}
        id={frame.inputId}
        className={styles.select}
        aria-invalid={frame.invalid || undefined}
        aria-describedby={frame.describedBy}
        {...input}
      >
        {children}
      </select>
      {frame.note}
    </div>
  );
});

export const CheckField = forwardRef<
  HTMLInputElement,
  { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>
>(function CheckField({ label, className, ...input }, ref) {
  return (
    <label className={[styles.check, className].filter(Boolean).join(' ')}>
      <input ref={ref} type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
});
