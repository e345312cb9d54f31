// Form pieces of the show dialogs: a labelled <select> and the rows of a cost summary.
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from '#client/lib/cx.ts';

export const selectClass =
  'h-11 w-full rounded-lg border border-line bg-canvas/60 px-3 text-[15px] text-ink outline-none hover:border-line-strong focus:border-gold focus:ring-2 focus:ring-gold/25 disabled:cursor-not-allowed disabled:opacity-60';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}

export function SelectField({ label, hint, className, children, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={cx('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={selectClass} {...rest}>
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-subtle">
          {hint}
        </p>
      )}
    </div>
  );
}

export function CostRow({ label, value, tone, testId }: { label: ReactNode; value: string; tone?: 'danger' | 'gold' | 'success'; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className={cx('shrink-0 font-bold whitespace-nowrap tabular-nums', tone === 'danger' && 'text-danger-strong', tone === 'gold' && 'text-gold', tone === 'success' && 'text-success')} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
