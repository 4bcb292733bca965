import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  size?: 'md' | 'sm';
  ref?: Ref<HTMLButtonElement>;
}

/** A button; `type` defaults to "button" so only a form's submit button submits. */
export function Button({ variant = 'secondary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={[styles.button, styles[variant], size === 'sm' ? styles.sm : '', className ?? ''].join(' ')} {...rest} />;
}
