// Small pieces both show pages use: a labelled figure, the not-found and loading states.
import { CalendarX2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/buttonClass.ts';
import { Card } from '#client/components/Card.tsx';
import { cx } from '#client/lib/cx.ts';

export function Figure({ label, value, detail, tone, testId, className }: { label: string; value: ReactNode; detail?: ReactNode; tone?: 'gold' | 'success' | 'danger'; testId?: string; className?: string }) {
  return (
    <div className={cx('flex min-w-0 flex-col gap-0.5 rounded-xl border border-line bg-raised/50 px-4 py-3', className)}>
      <span className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">{label}</span>
      <span
        // Figures wrap rather than cut: "800 / 800 (100%)" needs two lines in a half-width phone tile.
        className={cx('text-lg leading-snug font-black break-words tabular-nums sm:text-xl', tone === 'gold' && 'text-gold', tone === 'success' && 'text-success', tone === 'danger' && 'text-danger-strong')}
        data-testid={testId}
      >
        {value}
      </span>
      {detail && <span className="text-xs text-ink-muted">{detail}</span>}
    </div>
  );
}

export function ShowNotFound({ message, backHref = '/shows', backLabel = 'Back to Shows' }: { message: string; backHref?: string; backLabel?: string }) {
  return (
    <Card className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 text-center" data-testid="show-not-found">
      <span className="grid size-14 place-items-center rounded-2xl border border-line bg-raised text-ink-muted">
        <CalendarX2 aria-hidden="true" className="size-7" />
      </span>
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-black tracking-tight">Show not found</h1>
        <p className="text-sm text-ink-muted">{message}</p>
      </div>
      <Link href={backHref} className={buttonClass('secondary')}>
        {backLabel}
      </Link>
    </Card>
  );
}

/** "350 / 400 (88%)". */
export function fansText(attendance: number, capacity: number): string {
  const pct = capacity > 0 ? Math.round((attendance / capacity) * 100) : 0;
  return `${attendance.toLocaleString('en-US')} / ${capacity.toLocaleString('en-US')} (${pct}%)`;
}
