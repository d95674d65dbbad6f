import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { TextField, type TextFieldProps } from './fields.tsx';
import styles from './form.module.css';

/** A password input with a show / hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'trailing'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <TextField
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
