// The small figures of a staff member or candidate: skill bar, experience, salary, and the rest.
import type { ReactNode } from 'react';
import { cx } from '#client/lib/cx.ts';

export function SkillMeter({ skill, className }: { skill: number; className?: string }) {
  // Staff skill runs 60-99: the bar shows where in that range the person sits.
  const share = Math.max(0, Math.min(1, (skill - 50) / 50));
  return (
    <span className={cx('flex items-center gap-2', className)}>
      <span className="relative h-1.5 w-16 overflow-hidden rounded-full bg-line" aria-hidden="true">
        <span className="absolute inset-y-0 left-0 rounded-full bg-gold" style={{ width: `${share * 100}%` }} />
      </span>
      <span className="font-bold tabular-nums text-ink">{skill}</span>
    </span>
  );
}

/** A label over a value, in a definition list. */
export function Figure({ label, children, className, testId }: { label: string; children: ReactNode; className?: string; testId?: string }) {
  return (
    <div className={cx('flex min-w-0 flex-col gap-0.5', className)} data-testid={testId}>
      <dt className="text-[11px] font-semibold tracking-wider text-ink-subtle uppercase">{label}</dt>
      <dd className="text-sm font-semibold tabular-nums text-ink">{children}</dd>
    </div>
  );
}
