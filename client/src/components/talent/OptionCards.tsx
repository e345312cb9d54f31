// A group of choices shown as selectable cards (Radix RadioGroup: arrow keys move, Space selects).
import { RadioGroup } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '#client/lib/cx.ts';

export interface OptionCard<V extends string> {
  value: V;
  testId: string;
  content: ReactNode;
  disabled?: boolean;
  /** The accessible name, when the content alone would read poorly. */
  label?: string;
}

export function OptionCards<V extends string>({
  label,
  value,
  onChange,
  options,
  columns = 2,
  className,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: ReadonlyArray<OptionCard<V>>;
  columns?: 1 | 2 | 3;
  className?: string;
}) {
  return (
    <RadioGroup.Root
      aria-label={label}
      value={value}
      onValueChange={(next) => onChange(next as V)}
      className={cx('grid gap-2', columns === 3 ? 'grid-cols-3' : columns === 2 ? 'sm:grid-cols-2' : 'grid-cols-1', className)}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          aria-label={option.label}
          data-testid={option.testId}
          className={cx(
            'flex min-h-11 w-full flex-col items-start gap-0.5 rounded-xl border px-3.5 py-2.5 text-left transition-colors',
            'border-line bg-raised/60 hover:border-line-strong focus-visible:outline-2 focus-visible:outline-gold',
            'data-[state=checked]:border-gold/70 data-[state=checked]:bg-gold-soft data-[state=checked]:shadow-[inset_0_0_0_1px_var(--color-gold)]',
            'disabled:cursor-not-allowed disabled:opacity-45',
          )}
        >
          {option.content}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
