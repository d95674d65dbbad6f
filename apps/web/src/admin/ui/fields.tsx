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

/** A control's frame: its label above, its error or hint below, tied to it for screen readers. */
function Frame({
  label,
  error,
  hint,
  className,
  id,
  control,
}: FrameProps & {
  id?: string;
  control: (attributes: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const { t, isEnglish } = useAdminText();
  const auto = useId();
  const inputId = id ?? auto;
  const message = typeof error === 'string' ? error : fieldErrorText(error, t, isEnglish);
  const noteId = message || hint ? `${inputId}-note` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {control({ id: inputId, 'aria-invalid': message ? true : undefined, 'aria-describedby': noteId })}
      {message ? (
        <span id={noteId} className={styles.error} role="alert">
          {message}
        </span>
      ) : hint ? (
        <span id={noteId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, FrameProps & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, hint, className, id, ...input }, ref) {
    return (
      <Frame
        {...{ label, error, hint, className, id }}
        control={(a) => <input ref={ref} className={styles.input} {...a} {...input} />}
      />
    );
  },
);

export const TextArea = forwardRef<
  HTMLTextAreaElement,
  FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextArea({ label, error, hint, className, id, ...input }, ref) {
  return (
    <Frame
      {...{ label, error, hint, className, id }}
      control={(a) => <textarea ref={ref} className={styles.textarea} {...a} {...input} />}
    />
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  FrameProps & SelectHTMLAttributes<HTMLSelectElement>
>(function SelectField({ label, error, hint, className, id, children, ...input }, ref) {
  return (
    <Frame
      {...{ label, error, hint, className, id }}
      control={(a) => (
        <select ref={ref} className={styles.select} {...a} {...input}>
          {children}
        </select>
      )}
    />
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
