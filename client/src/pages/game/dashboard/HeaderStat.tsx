// One figure in the game header: icon, label (hidden on phones) and value.
import type { LucideIcon } from 'lucide-react';
import { cx } from '../../../lib/cx.ts';

export interface HeaderStatProps {
  icon: LucideIcon;
  label: string;
  value: string;
  testId: string;
  className?: string;
}

export function HeaderStat({ icon: Icon, label, value, testId, className }: HeaderStatProps) {
  return (
    <div className={cx('flex min-w-0 items-center gap-2 rounded-lg border border-line bg-surface px-2.5 py-1.5 sm:px-3', className)}>
      <Icon aria-hidden="true" className="size-4 shrink-0 text-gold" />
      <div className="flex min-w-0 flex-col leading-tight">
        <dt className="sr-only text-[10px] font-semibold tracking-wider text-ink-subtle uppercase sm:not-sr-only">{label}</dt>
        <dd className="truncate text-sm font-semibold tabular-nums" data-testid={testId}>
          {value}
        </dd>
      </div>
    </div>
  );
}
