import { ChevronDown } from 'lucide-react';
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx, FieldShell, useFieldControl, type FieldChrome } from './field-shell.tsx';
import styles from './form.module.css';

export interface TextFieldProps extends FieldChrome, Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> {
  /** Something placed after the input, inside its frame (the show-password toggle, the card's brand). */
  trailing?: ReactNode;
}

/** A labelled input with its error or hint (aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, note, required, error, invalid, hint, announceError, className, trailing, id, ...input },
  ref,
) {
  const chrome = { label, note, required, error, invalid, hint, announceError, className };
  const control = useFieldControl(id, chrome);
  return (
    <FieldShell controlId={control.id} chrome={chrome} state={input}>
      <input ref={ref} className={styles.input} {...control} {...input} />
      {trailing}
    </FieldShell>
  );
});

export type TextAreaFieldProps = FieldChrome & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>;

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, note, required, error, invalid, hint, announceError, className, id, ...textarea },
  ref,
) {
  const chrome = { label, note, required, error, invalid, hint, announceError, className };
  const control = useFieldControl(id, chrome);
  return (
    <FieldShell controlId={control.id} chrome={chrome} state={textarea}>
      <textarea ref={ref} className={cx(styles.input, styles.textarea)} {...control} {...textarea} />
    </FieldShell>
  );
});

export type SelectFieldProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & { children: ReactNode };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, note, required, error, invalid, hint, announceError, className, id, children, ...select },
  ref,
) {
  const chrome = { label, note, required, error, invalid, hint, announceError, className };
  const control = useFieldControl(id, chrome);
  return (
    <FieldShell controlId={control.id} chrome={chrome} state={select}>
      <select ref={ref} className={styles.select} {...control} {...select}>
        {children}
      </select>
      <ChevronDown className={styles.chevron} size={16} strokeWidth={1.5} aria-hidden="true" />
    </FieldShell>
  );
});
