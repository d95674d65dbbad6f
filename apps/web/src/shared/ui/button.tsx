import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'ghost' | 'link';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  block?: boolean;
}

/** The class names of a button look, for <Link> and <a> that should look like buttons. */
export function buttonClass(
  { variant = 'primary', size = 'normal', block = false }: ButtonStyle = {},
  extra?: string,
): string {
  if (variant === 'link') return [styles.link, extra].filter(Boolean).join(' ');
  return [
    styles.button,
    variant !== 'primary' && styles[variant],
    size === 'small' && styles.small,
    block && styles.block,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
