// A labelled text input: visible label, red asterisk when required, hint and error text wired to
// the input with aria-describedby / aria-invalid.
import { Label } from 'radix-ui';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../lib/cx.ts';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  id?: string;
}

export function Input({ label, error, hint, id, required, className, ...rest }: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <Label.Root htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </Label.Root>
      <input
        id={inputId}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'h-11 w-full rounded-lg border bg-canvas/60 px-3.5 text-[15px] text-ink placeholder:text-ink-subtle',
          'transition-colors duration-150 outline-none focus:ring-2 focus-visible:outline-none',
          error ? 'border-danger focus:border-danger focus:ring-danger/30' : 'border-line hover:border-line-strong focus:border-gold focus:ring-gold/25',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...rest}
      />
      {hint && !error && (
        <p id={hintId} className="text-xs text-ink-subtle">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger-strong">
          {error}
        </p>
      )}
    </div>
  );
}
