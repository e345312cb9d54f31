// The one button: variants primary (gold), secondary, ghost, danger; optional busy spinner.
import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './buttonClass.ts';
import { Spinner } from './Spinner.tsx';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner before the label; pair it with disabled. */
  busy?: boolean;
  fullWidth?: boolean;
}

export function Button({ variant, size, busy = false, fullWidth = false, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} aria-busy={busy || undefined} className={buttonClass(variant, size, `${fullWidth ? 'w-full' : ''} ${className ?? ''}`)} {...rest}>
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
}
