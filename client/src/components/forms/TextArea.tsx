// A labelled multi-line input: visible label, red asterisk when required, a character counter, and
// error text wired with aria-describedby / aria-invalid (the twin of components/Input.tsx).
import { Label } from 'radix-ui';
import { useId, type TextareaHTMLAttributes } from 'react';
import { cx } from '#client/lib/cx.ts';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value'> {
  label: string;
  value: string;
  error?: string | null;
  id?: string;
}

export function TextArea({ label, error, id, required, maxLength, value, className, ...rest }: TextAreaProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const countId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;

  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <Label.Root htmlFor={fieldId} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </Label.Root>
      <textarea
        id={fieldId}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
        maxLength={maxLength}
        value={value}
        className={cx(
          'min-h-36 w-full resize-y rounded-lg border bg-canvas/60 px-3.5 py-3 text-[15px] leading-relaxed text-ink placeholder:text-ink-subtle',
          'transition-colors duration-150 outline-none focus:ring-2 focus-visible:outline-none',
          error ? 'border-danger focus:border-danger focus:ring-danger/30' : 'border-line hover:border-line-strong focus:border-gold focus:ring-gold/25',
          'disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...rest}
      />
      <div className="flex items-start justify-between gap-3">
        {error ? (
          <p id={errorId} role="alert" className="text-xs font-medium text-danger-strong">
            {error}
          </p>
        ) : (
          <span />
        )}
        {maxLength !== undefined && (
          <p id={countId} className="shrink-0 text-xs text-ink-subtle tabular-nums">
            {value.length}/{maxLength}
          </p>
        )}
      </div>
    </div>
  );
}
